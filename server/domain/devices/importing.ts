/**
 * Devices entered from an Excel file (`POST /api/sys/device/import`) and the file's template
 * (`POST /api/sys/device/template`). The template's first sheet has the three columns
 * (商品SKU编号, 序列号, 备注) and nothing else; the second lists the SKUs the staff member may
 * stock with their numbers; the third says how to fill it in.
 *
 * An import is all or nothing: every row is checked first (the SKU the staff member's, the serial
 * well-formed, not twice in the file, not already on the platform) and any problem refuses the
 * whole file with each bad row named by its row number in Excel (the header is row 1), at most
 * the first 20; otherwise every device is written, 在库, in one transaction.
 */
import { fileTypeFromBuffer } from 'file-type';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SERIAL_NO_PATTERN } from '@/contract/orderFulfilment';
import {
  DEVICE_IMPORT_HEADERS,
  DEVICE_IMPORT_MAX_BYTES,
  DEVICE_IMPORT_MAX_PROBLEMS,
  DEVICE_IMPORT_MAX_ROWS,
  DEVICE_IMPORT_MAX_SHEET_COLUMNS,
  DEVICE_IMPORT_MAX_SHEET_ROWS,
  DEVICE_IMPORT_MAX_UNPACKED_BYTES,
  DEVICE_MESSAGES,
  DEVICE_NOTE_MAX,
} from '@/contract/storeDevices';
import type { Db } from '../../db/client';
import { goods, goodsSkus, storeDevices, stores } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { shopScope, type Staff } from '../staff/scope';
import { Refusal } from '../shared/refusal';
import { headerCell } from '../shared/workbook';
import { recordDeviceCreated } from './inventory';
import { unpackWorkbook, type WorkbookLimits } from './workbookArchive';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an uploaded workbook may really unpack to before the reader sees it (`workbookArchive.ts`); an Excel file has a few dozen entries. */
const DEVICE_IMPORT_LIMITS: WorkbookLimits = {
  maxUnpackedBytes: DEVICE_IMPORT_MAX_UNPACKED_BYTES,
  maxEntries: 1000,
  maxRows: DEVICE_IMPORT_MAX_SHEET_ROWS,
  maxColumns: DEVICE_IMPORT_MAX_SHEET_COLUMNS,
};

const UNPACKING_REFUSALS = {
  unreadable: DEVICE_MESSAGES.importUnreadable,
  unpackedTooLarge: DEVICE_MESSAGES.importUnpackedTooLarge,
  sheetTooLarge: DEVICE_MESSAGES.importSheetTooLarge,
} as const;

type CellValue = unknown;

/** A cell as the text a person typed (a number as its digits); null for what is no text (a date). */
function cellText(value: CellValue): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return null;
}

type ParsedRow = { row: number; skuId: number | null; serialNo: string | null; note: string; problems: string[] };

function parseRow(cells: readonly CellValue[], row: number): ParsedRow | null {
  const skuCell = cellText(cells[0]);
  const serialCell = cellText(cells[1]);
  const noteCell = cellText(cells[2]);
  if (skuCell === '' && serialCell === '' && noteCell === '') return null;
  const problems: string[] = [];
  let skuId: number | null = null;
  if (skuCell === '') problems.push(DEVICE_MESSAGES.rowSkuMissing);
  else if (skuCell === null || !/^\d{1,10}$/.test(skuCell) || Number(skuCell) < 1 || Number(skuCell) > 2_147_483_647)
    problems.push(DEVICE_MESSAGES.rowSkuInvalid((skuCell ?? '').slice(0, 20)));
  else skuId = Number(skuCell);
  let serialNo: string | null = null;
  const serial = serialCell?.toUpperCase() ?? null;
  if (serial === '') problems.push(DEVICE_MESSAGES.rowSerialMissing);
  else if (serial === null || !SERIAL_NO_PATTERN.test(serial)) problems.push(DEVICE_MESSAGES.rowSerialInvalid((serial ?? '').slice(0, 40)));
  else serialNo = serial;
  const note = noteCell ?? '';
  if (noteCell === null || note.length > DEVICE_NOTE_MAX) problems.push(DEVICE_MESSAGES.noteLong);
  else if (/\p{Cc}/u.test(note)) problems.push(DEVICE_MESSAGES.noteControl);
  return { row, skuId, serialNo, note, problems };
}

/** The sheet's rows, or a refusal when the file is not a readable workbook of the template's shape. */
async function readRows(bytes: Uint8Array): Promise<ParsedRow[]> {
  if (bytes.byteLength === 0) throw new Refusal(DEVICE_MESSAGES.importMissing);
  if (bytes.byteLength > DEVICE_IMPORT_MAX_BYTES) throw new Refusal(DEVICE_MESSAGES.importTooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== XLSX_MIME) throw new Refusal(DEVICE_MESSAGES.importNotXlsx);
  const unpacked = await unpackWorkbook(bytes, DEVICE_IMPORT_LIMITS);
  if (!unpacked.ok) throw new Refusal(UNPACKING_REFUSALS[unpacked.reason]);
  let sheet: unknown[][];
  try {
    sheet = await readSheet(unpacked.archive);
  } catch {
    throw new Refusal(DEVICE_MESSAGES.importUnreadable);
  }
  const [header = [], ...body] = sheet;
  if (!DEVICE_IMPORT_HEADERS.every((title, index) => cellText(header[index]) === title)) throw new Refusal(DEVICE_MESSAGES.importHeaders);
  const rows: ParsedRow[] = [];
  for (const [index, cells] of body.entries()) {
    const parsed = parseRow(cells, index + 2);
    if (!parsed) continue;
    rows.push(parsed);
    if (rows.length > DEVICE_IMPORT_MAX_ROWS) throw new Refusal(DEVICE_MESSAGES.importTooManyRows);
  }
  if (rows.length === 0) throw new Refusal(DEVICE_MESSAGES.importEmpty);
  return rows;
}

export type DeviceImportOutcome = { ok: true; imported: number } | { ok: false; problems: string[]; problemCount: number };

/** `POST /api/sys/device/import`: all the file's devices, or none and the problems. */
export async function importDevices(db: Db, staff: Staff, bytes: Uint8Array, now: Date): Promise<DeviceImportOutcome> {
  const rows = await readRows(bytes);

  const skuIds = [...new Set(rows.flatMap((row) => (row.skuId === null ? [] : [row.skuId])))];
  const skus =
    skuIds.length === 0
      ? []
      : await db
          .select({ skuId: goodsSkus.id, goodsId: goods.id, storeId: goods.storeId })
          .from(goodsSkus)
          .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
          .where(and(inArray(goodsSkus.id, skuIds), shopScope(staff, goods.storeId)));
  const skuOf = new Map(skus.map((sku) => [sku.skuId, sku]));
  const serials = [...new Set(rows.flatMap((row) => (row.serialNo === null ? [] : [row.serialNo])))];
  const taken = new Set(
    serials.length === 0 ? [] : (await db.select({ serialNo: storeDevices.serialNo }).from(storeDevices).where(inArray(storeDevices.serialNo, serials))).map((row) => row.serialNo),
  );

  const firstRowOf = new Map<string, number>();
  const problems: string[] = [];
  for (const row of rows) {
    if (row.skuId !== null && !skuOf.has(row.skuId)) row.problems.push(DEVICE_MESSAGES.rowSkuUnknown(String(row.skuId)));
    if (row.serialNo !== null) {
      const first = firstRowOf.get(row.serialNo);
      if (first !== undefined) row.problems.push(DEVICE_MESSAGES.rowSerialRepeated(row.serialNo, first));
      else {
        firstRowOf.set(row.serialNo, row.row);
        if (taken.has(row.serialNo)) row.problems.push(DEVICE_MESSAGES.serialTaken(row.serialNo));
      }
    }
    if (row.problems.length > 0) problems.push(DEVICE_MESSAGES.rowProblem(row.row, row.problems.join('；')));
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, DEVICE_IMPORT_MAX_PROBLEMS), problemCount: problems.length };

  const imported = await db.transaction(async (tx) => {
    const values = rows.map((row) => {
      const sku = row.skuId === null ? undefined : skuOf.get(row.skuId);
      if (!sku || row.serialNo === null) throw new Error(`row ${row.row} checked above`);
      return { storeId: sku.storeId, goodsId: sku.goodsId, skuId: sku.skuId, serialNo: row.serialNo, state: 'inStock' as const, note: row.note, createdAt: now, updatedAt: now };
    });
    const written = await tx.insert(storeDevices).values(values).onConflictDoNothing({ target: storeDevices.serialNo }).returning();
    if (written.length !== values.length) {
      // Another import or add took a serial since the check: nothing of this file is kept.
      const kept = new Set(written.map((device) => device.serialNo));
      const lost = values.find((value) => !kept.has(value.serialNo));
      throw new Refusal(DEVICE_MESSAGES.serialTaken(lost?.serialNo ?? ''));
    }
    await recordDeviceCreated(tx, written, 'imported', { kind: 'sys', id: staff.id }, now);
    const perShop = new Map<number, typeof written>();
    for (const device of written) perShop.set(device.storeId, [...(perShop.get(device.storeId) ?? []), device]);
    for (const [storeId, devices] of perShop) {
      const named = devices.length <= 3 ? devices.map((device) => device.serialNo).join('、') : `${devices[0]?.serialNo} … ${devices.at(-1)?.serialNo}`;
      await recordAudit(tx, staff, { action: 'device.import', targetType: 'store', targetId: storeId, summary: `导入设备 ${devices.length} 台（序列号 ${named}）` }, now);
    }
    return written.length;
  });
  return { ok: true, imported };
}

const GOODS_STATUS_NAMES: Record<string, string> = { draft: '草稿', on_sale: '在售', off_sale: '已下架' };

/**
 * The import template: the columns to fill in; the SKUs the staff member may stock (an editor's
 * shop; an admin's chosen shop, or every shop) with their numbers; and how to fill it in.
 */
export async function deviceImportTemplate(db: Db, staff: Staff, storeId: number | undefined): Promise<Buffer> {
  const skus = await db
    .select({ skuId: goodsSkus.id, goodsName: goods.name, skuName: goodsSkus.name, status: goods.status, storeName: stores.name })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(and(shopScope(staff, goods.storeId), storeId === undefined ? undefined : eq(goods.storeId, storeId)))
    .orderBy(asc(stores.id), asc(goods.id), asc(goodsSkus.sort), asc(goodsSkus.id))
    .limit(5000);
  const skuRows: Row[] = skus.map((sku) => [sku.skuId, sku.goodsName, sku.skuName, GOODS_STATUS_NAMES[sku.status] ?? sku.status, sku.storeName]);
  const guide: Row[] = [
    [headerCell('填写说明')],
    ['1. 在「设备导入」表中每行填写一台设备，第一行表头不要修改或删除。'],
    ['2. 商品SKU编号：见「商品SKU列表」表的第一列，只能填写本店商品的配置。'],
    [`3. 序列号：设备机身标签上的序列号，4–40 位字母、数字或短横线，以字母或数字开头；全平台唯一，不能与已有设备重复。`],
    [`4. 备注：选填，不超过 ${DEVICE_NOTE_MAX} 个字。`],
    [`5. 每次最多导入 ${DEVICE_IMPORT_MAX_ROWS} 台设备，文件不超过 2 MB；有任何一行不正确时整份文件都不会导入，请按提示修改后重新导入。`],
  ];
  return writeXlsxFile([
    { data: [DEVICE_IMPORT_HEADERS.map(headerCell)], sheet: '设备导入', columns: [{ width: 14 }, { width: 28 }, { width: 36 }], stickyRowsCount: 1 },
    {
      data: [['商品SKU编号', '商品', '配置', '商品状态', '店铺'].map(headerCell), ...skuRows],
      sheet: '商品SKU列表',
      columns: [{ width: 14 }, { width: 36 }, { width: 36 }, { width: 10 }, { width: 20 }],
      stickyRowsCount: 1,
    },
    { data: guide, sheet: '填写说明', columns: [{ width: 100 }] },
  ]).toBuffer();
}
