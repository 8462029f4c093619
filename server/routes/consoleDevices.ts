/**
 * The back office's device inventory (`/api/sys/device/…`): an editor their shop's devices, an
 * admin every shop's. Reading needs the session; each change its menu button (device:add,
 * device:import, device:edit, device:export), checked here whatever the console shows.
 */
import { Hono, type Context } from 'hono';
import { CODE } from '@/contract/envelope';
import { positiveId } from '@/contract/params';
import { DEVICE_IMPORT_MAX_BYTES, DEVICE_MESSAGES, type DeviceImportProblems, type DeviceImportResult } from '@/contract/storeDevices';
import { deviceExportFileName, exportDevices } from '../domain/devices/export';
import { deviceHistory } from '../domain/devices/history';
import { deviceImportTemplate, importDevices } from '../domain/devices/importing';
import { addDevice, setDeviceState } from '../domain/devices/inventory';
import { sysDeviceCounts, sysDevicePage } from '../domain/devices/listing';
import { notFound, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { fileDownload } from '../http/download';
import { ok } from '../http/envelope';
import { requirePermission } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { CONSOLE_DEVICE_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

const deviceIdParam = positiveId(DEVICE_MESSAGES.deviceId);

/** A malformed id in a path names nothing: 404, like another shop's. */
function deviceIdOf(c: Context): number {
  const parsed = deviceIdParam.safeParse(c.req.param('id'));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** The uploaded file of a multipart form (field `file`), within the import's size. */
async function uploadedBytes(c: Context): Promise<Uint8Array> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) throw new Refusal(DEVICE_MESSAGES.importMissing);
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new Refusal(DEVICE_MESSAGES.importMissing);
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw new Refusal(DEVICE_MESSAGES.importMissing);
  if (file.size > DEVICE_IMPORT_MAX_BYTES) throw new Refusal(DEVICE_MESSAGES.importTooLarge);
  return new Uint8Array(await file.arrayBuffer());
}

export function consoleDeviceRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);

  routes.on(...at(CONSOLE_DEVICE_API.list), sysUser, validated(CONSOLE_DEVICE_API.list), async (c) =>
    c.json(pageAs(CONSOLE_DEVICE_API.list, await sysDevicePage(deps.db, c.var.sysUser, c.req.valid('json')))),
  );

  routes.on(...at(CONSOLE_DEVICE_API.counts), sysUser, validated(CONSOLE_DEVICE_API.counts), async (c) =>
    c.json(okAs(CONSOLE_DEVICE_API.counts, await sysDeviceCounts(deps.db, c.var.sysUser, c.req.valid('query')))),
  );

  routes.on(...at(CONSOLE_DEVICE_API.history), sysUser, async (c) => c.json(okAs(CONSOLE_DEVICE_API.history, await deviceHistory(deps.db, c.var.sysUser, deviceIdOf(c)))));

  routes.on(...at(CONSOLE_DEVICE_API.add), sysUser, requirePermission(deps, 'device:add'), validated(CONSOLE_DEVICE_API.add), async (c) => {
    const deviceId = await addDevice(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(CONSOLE_DEVICE_API.add, (await deviceHistory(deps.db, c.var.sysUser, deviceId)).device, DEVICE_MESSAGES.added));
  });

  routes.on(...at(CONSOLE_DEVICE_API.setState), sysUser, requirePermission(deps, 'device:edit'), validated(CONSOLE_DEVICE_API.setState), async (c) => {
    const input = c.req.valid('json');
    await setDeviceState(deps.db, c.var.sysUser, input, deps.clock.now());
    return c.json(okAs(CONSOLE_DEVICE_API.setState, (await deviceHistory(deps.db, c.var.sysUser, input.deviceId)).device, DEVICE_MESSAGES.stateChanged));
  });

  // Multipart: one .xlsx in field `file`. All rows or none; the problems come back as data.
  routes.on(...at(CONSOLE_DEVICE_API.import), sysUser, requirePermission(deps, 'device:import'), async (c) => {
    const outcome = await importDevices(deps.db, c.var.sysUser, await uploadedBytes(c), deps.clock.now());
    if (outcome.ok) return c.json(ok<DeviceImportResult>({ imported: outcome.imported }, DEVICE_MESSAGES.imported));
    const data: DeviceImportProblems = { problems: outcome.problems, problemCount: outcome.problemCount };
    return c.json({ code: CODE.refused, msg: `${DEVICE_MESSAGES.importProblems(outcome.problemCount)}：${outcome.problems.join('；')}`, data });
  });

  // Downloads (docs/product-rules.md#downloads): form-encoded POSTs answered with the file (a refusal stays JSON).
  routes.on(...at(CONSOLE_DEVICE_API.template), sysUser, requirePermission(deps, 'device:import'), validated(CONSOLE_DEVICE_API.template), async (c) =>
    fileDownload(await deviceImportTemplate(deps.db, c.var.sysUser, c.req.valid('form').storeId), '设备导入模板.xlsx'),
  );

  routes.on(...at(CONSOLE_DEVICE_API.export), sysUser, requirePermission(deps, 'device:export'), validated(CONSOLE_DEVICE_API.export), async (c) =>
    fileDownload(await exportDevices(deps.db, c.var.sysUser, c.req.valid('form')), deviceExportFileName(deps.clock.now())),
  );

  return routes;
}
