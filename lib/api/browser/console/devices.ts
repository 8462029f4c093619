/**
 * The shops' device inventory (设备管理, `api/sys/device/…`): the list and its counts per state,
 * a device's history, adding one by hand, its state by hand, and the Excel import with its
 * template. The export goes through ConsoleTable's `exportTo` (`export` below).
 */
import { bind } from '@/contract/endpoint';
import { CONSOLE_DEVICE_API } from '@/contract/endpoints/consoleDevice';
import type { DeviceImportProblems, DeviceStateInput, StoreDeviceRow } from '@/contract/storeDevices';
import type { Page } from '@/lib/api/page';
import { ApiError } from '@/lib/http/errors';
import { consoleDownload, consoleHttp, consolePage, presentConsoleError, type ConsoleListQuery } from './transport';

/** A workbook of 2 MB on a slow line, then up to 2000 rows checked and written. */
const IMPORT_TIMEOUT_MS = 180_000;

export type DeviceAddBody = { skuId: number; serialNo: string; note?: string };

/** The import's outcome: how many devices were written, or why none was (every bad row named). */
export type DeviceImportOutcome = { ok: true; imported: number } | { ok: false; message: string; problems: string[]; problemCount: number };

function problemsOf(data: unknown): DeviceImportProblems | null {
  if (typeof data !== 'object' || data === null || !('problems' in data) || !Array.isArray(data.problems)) return null;
  const problems = data.problems.filter((problem): problem is string => typeof problem === 'string');
  const count = 'problemCount' in data && typeof data.problemCount === 'number' ? data.problemCount : problems.length;
  return { problems, problemCount: count };
}

export const consoleDeviceApi = {
  /** Filters: state, keyword (serial, goods or SKU name), goodsId, skuId, storeId (admins). */
  list: (query: ConsoleListQuery): Promise<Page<StoreDeviceRow>> => consolePage(CONSOLE_DEVICE_API.list, query),
  export: CONSOLE_DEVICE_API.export,
  /** How many devices each state holds under the list's filters (but the state). */
  counts: (filters: { keyword?: string; goodsId?: string; skuId?: string; storeId?: string }) => consoleHttp.send(CONSOLE_DEVICE_API.counts, filters, { repeatSubmit: false }),
  history: (deviceId: number) => consoleHttp.send(bind(CONSOLE_DEVICE_API.history, { id: deviceId }), undefined, { repeatSubmit: false }),
  add: (body: DeviceAddBody) => consoleHttp.send(CONSOLE_DEVICE_API.add, body),
  setState: (body: DeviceStateInput) => consoleHttp.send(CONSOLE_DEVICE_API.setState, body),
  /** 设备导入模板.xlsx: its second sheet lists the SKUs the caller may stock (an admin's chosen shop, or every shop). */
  template: (storeId?: string) => consoleDownload(CONSOLE_DEVICE_API.template, storeId ? { storeId } : {}, '设备导入模板.xlsx'),
  /**
   * Uploads the workbook (multipart field `file`). A refused file resolves with the refusal and
   * its rows' problems, which the dialog lists; any other failure is shown as usual and rejects.
   */
  import: async (file: Blob): Promise<DeviceImportOutcome> => {
    const form = new FormData();
    form.set('file', file);
    try {
      const answer = await consoleHttp.upload(CONSOLE_DEVICE_API.import, form, { timeoutMs: IMPORT_TIMEOUT_MS, silent: true });
      return { ok: true, imported: answer?.imported ?? 0 };
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') {
        const found = problemsOf(error.data);
        // The summary without the problems it lists below.
        const message = found ? error.message.replace(/：第 \d+ 行[\s\S]*$/, '') : error.message;
        return { ok: false, message, problems: found?.problems ?? [], problemCount: found?.problemCount ?? 0 };
      }
      if (error instanceof ApiError) void presentConsoleError(error);
      throw error;
    }
  },
};
