/**
 * A shop's device inventory on the wire (the back office's 设备管理, `/api/sys/device/…`): each
 * physical unit by its serial number, its state (在库, 租出, 维修中, 已售出, 报废) and its history,
 * and shipping from that stock (`/api/sys/order/shipCandidates`, `/api/sys/order/ship`). A serial
 * is unique across the platform. Times are `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai.
 *
 * The customer's own view of the units they rent is `contract/devices.ts` (/myEquipment).
 */
import { z } from 'zod';
import type { SkuConfig } from './cart';
import { consoleExportForm, consoleListQuery, textFilter } from './console';
import { carrier, FULFILMENT_MESSAGES, serialNo, waybillNo } from './orderFulfilment';
import type { OrderStatus } from './orders';
import { blankToUndefined, orderNo, positiveId } from './params';
import { serviceNo } from './serviceRequests';

/** Dictionary `device_state` carries the same labels and colours for the console's tags. */
export const STORE_DEVICE_STATES = ['inStock', 'rented', 'repair', 'sold', 'scrapped'] as const;
export type StoreDeviceState = (typeof STORE_DEVICE_STATES)[number];
export const STORE_DEVICE_STATE_NAMES: Record<StoreDeviceState, string> = { inStock: '在库', rented: '租出', repair: '维修中', sold: '已售出', scrapped: '报废' };

/**
 * What staff may set by hand, and from where. 租出 and 已售出 follow orders only (shipping, the
 * return's inspection, a buyout, a replacement); 已售出 and 报废 are final.
 */
export const MANUAL_DEVICE_STATES = ['inStock', 'repair', 'scrapped'] as const;
export type ManualDeviceState = (typeof MANUAL_DEVICE_STATES)[number];
export const MANUAL_DEVICE_TRANSITIONS: Readonly<Record<StoreDeviceState, readonly ManualDeviceState[]>> = {
  inStock: ['repair', 'scrapped'],
  repair: ['inStock', 'scrapped'],
  rented: [],
  sold: [],
  scrapped: [],
};

/** Why a device's state changed: each event of its history names one. */
export const DEVICE_EVENT_REASONS = ['added', 'imported', 'adopted', 'manual', 'shipped', 'returned', 'boughtOut', 'replacedOut', 'replacedIn'] as const;
export type DeviceEventReason = (typeof DEVICE_EVENT_REASONS)[number];
export const DEVICE_EVENT_REASON_NAMES: Record<DeviceEventReason, string> = {
  added: '新增入库',
  imported: '批量导入',
  adopted: '发货记录补录',
  manual: '手动修改',
  shipped: '发货租出',
  returned: '归还入库',
  boughtOut: '买断售出',
  replacedOut: '换机换下',
  replacedIn: '换机发出',
};

export const DEVICE_NOTE_MAX = 200;
/** An import: one .xlsx of at most 2 MB and 2000 devices; at most 20 problems are reported. */
export { DEVICE_IMPORT_MAX_BYTES } from './endpoints/limits';
export const DEVICE_IMPORT_MAX_ROWS = 2000;
export const DEVICE_IMPORT_MAX_PROBLEMS = 20;
/**
 * What the file may hold once unpacked, whatever its zip declares: the template filled to 2000
 * devices with its list of 5000 SKUs unpacks to under 4 MB, and none of its values lies past
 * these rows and columns (empty formatted rows further down are allowed).
 */
export const DEVICE_IMPORT_MAX_UNPACKED_BYTES = 8 * 1024 * 1024;
export const DEVICE_IMPORT_MAX_SHEET_ROWS = 10_000;
export const DEVICE_IMPORT_MAX_SHEET_COLUMNS = 100;
/** The template's columns, in order; the first sheet is read, its first row must be these headers. */
export const DEVICE_IMPORT_HEADERS = ['商品SKU编号', '序列号', '备注'] as const;

export const DEVICE_MESSAGES = {
  added: '设备已入库',
  imported: '设备导入成功',
  stateChanged: '设备状态已更新',
  shipped: '发货成功',
  replaced: '换机已发出',
  skuId: '请选择商品配置（SKU）',
  deviceId: '设备不正确',
  state: '设备状态不正确',
  noteLong: `备注不能超过 ${DEVICE_NOTE_MAX} 个字`,
  noteControl: '备注含有无法识别的字符',
  serialTaken: (serialNo: string) => `序列号 ${serialNo} 已存在`,
  sameState: (stateName: string) => `设备已是「${stateName}」状态`,
  rentedByHand: '设备租出中，须随订单归还或买断，不能手动修改状态',
  soldByHand: '设备已售出，不能修改状态',
  scrappedByHand: '设备已报废，不能修改状态',
  illegalState: (from: string, to: string) => `设备当前状态为「${from}」，不能改为「${to}」`,
  // Import
  importMissing: '请选择要导入的 Excel 文件',
  importNotXlsx: '请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）',
  importTooLarge: '导入文件不能超过 2 MB',
  importUnreadable: '无法读取该 Excel 文件，请使用导入模板重新填写',
  importUnpackedTooLarge: `Excel 文件内容过多（解压后不能超过 ${DEVICE_IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB），请使用导入模板重新填写`,
  importSheetTooLarge: `Excel 工作表过大（每个工作表最多 ${DEVICE_IMPORT_MAX_SHEET_ROWS} 行、${DEVICE_IMPORT_MAX_SHEET_COLUMNS} 列），请使用导入模板重新填写`,
  importHeaders: `表头应为：${DEVICE_IMPORT_HEADERS.join('、')}（请使用导入模板）`,
  importEmpty: '文件中没有设备数据',
  importTooManyRows: `一次最多导入 ${DEVICE_IMPORT_MAX_ROWS} 台设备，请分批导入`,
  importProblems: (count: number) => `导入失败，共 ${count} 处问题，请修改后重新导入（本次未导入任何设备）`,
  rowProblem: (row: number, problem: string) => `第 ${row} 行：${problem}`,
  rowSkuMissing: '请填写商品SKU编号',
  rowSkuInvalid: (value: string) => `商品SKU编号 ${value} 不正确`,
  rowSkuUnknown: (value: string) => `商品SKU编号 ${value} 不存在或不属于本店`,
  rowSerialMissing: '请填写序列号',
  rowSerialInvalid: (value: string) => `序列号 ${value} 格式不正确（4–40 位字母、数字或短横线，以字母或数字开头）`,
  rowSerialRepeated: (serialNo: string, firstRow: number) => `序列号 ${serialNo} 与第 ${firstRow} 行重复`,
  // Shipping from stock
  notInShop: (serialNo: string) => `序列号 ${serialNo} 不在本店的设备库中，请先在设备管理中添加`,
  wrongSku: (serialNo: string, goodsName: string, skuName: string) => `序列号 ${serialNo} 的设备不是「${goodsName} ${skuName}」，请选择该配置的设备`,
  notInStock: (serialNo: string, stateName: string) => `序列号 ${serialNo} 的设备当前状态为「${stateName}」，只有在库的设备可以发货`,
  shipOrders: '请选择要发货的订单',
  shipTooMany: '一次最多发货 20 个订单',
  shipRepeated: (orderNo: string) => `订单 ${orderNo} 重复提交`,
  inOrder: (orderNo: string, message: string) => `订单 ${orderNo}：${message}`,
  // Replacement (after-sales)
  replaceKind: '退租申请不能换机，请按退租流程处理',
  replaceStatus: (statusName: string) => `申请当前状态为「${statusName}」，请先受理申请再安排换机`,
  replaceOrderStatus: (statusName: string) => `订单当前状态为「${statusName}」，不能换机`,
  replaceOldNotOfOrder: (serialNo: string) => `序列号 ${serialNo} 不是该订单在租的设备`,
  replaceSame: '新设备的序列号不能与换下的设备相同',
} as const;

/** A device's note: plain text on one line, trimmed, at most 200 characters. */
export const deviceNote = z
  .string({ error: DEVICE_MESSAGES.noteLong })
  .trim()
  .max(DEVICE_NOTE_MAX, DEVICE_MESSAGES.noteLong)
  // Line breaks and tabs have no place in a one-line note shown in a table cell.
  .refine((text) => !/\p{Cc}/u.test(text), DEVICE_MESSAGES.noteControl);

const optionalId = (message: string) => z.preprocess(blankToUndefined, positiveId(message).optional());
const deviceState = z.enum(STORE_DEVICE_STATES, { error: DEVICE_MESSAGES.state });

export const DEVICE_SORTS = ['serialNo', 'createdAt', 'state'] as const;
const deviceFilters = {
  state: z.preprocess(blankToUndefined, deviceState.optional()),
  /** The serial, the goods name or the SKU's name. */
  keyword: textFilter(40),
  goodsId: optionalId('商品不正确'),
  skuId: optionalId(DEVICE_MESSAGES.skuId),
  /** An admin's choice of shop; an editor's list is their shop's whatever this says. */
  storeId: optionalId('店铺不正确'),
};

/** `POST /api/sys/device/list`. */
export const sysDeviceListQuery = consoleListQuery(DEVICE_SORTS, deviceFilters);
export type SysDeviceListQuery = z.output<typeof sysDeviceListQuery>;
/** `POST /api/sys/device/export` (form-encoded). */
export const sysDeviceExportForm = consoleExportForm(DEVICE_SORTS, deviceFilters);
export type SysDeviceFilters = z.output<typeof sysDeviceExportForm>;

/** `GET /api/sys/device/stateCount?storeId=&keyword=&goodsId=&skuId=`: the same filters but the state. */
export const sysDeviceCountQuery = z.strictObject({ keyword: deviceFilters.keyword, goodsId: deviceFilters.goodsId, skuId: deviceFilters.skuId, storeId: deviceFilters.storeId });
export type SysDeviceCountQuery = z.output<typeof sysDeviceCountQuery>;

/** `POST /api/sys/device/add`. */
export const deviceAddBody = z.strictObject({ skuId: positiveId(DEVICE_MESSAGES.skuId), serialNo, note: deviceNote.optional() });
export type DeviceAddInput = z.output<typeof deviceAddBody>;

/** `POST /api/sys/device/state`: by hand, 在库 ⇄ 维修中, either → 报废; the note says why. */
export const deviceStateBody = z.strictObject({
  deviceId: positiveId(DEVICE_MESSAGES.deviceId),
  state: z.enum(MANUAL_DEVICE_STATES, { error: DEVICE_MESSAGES.state }),
  note: deviceNote.optional(),
});
export type DeviceStateInput = z.output<typeof deviceStateBody>;

/** `POST /api/sys/device/template` (form-encoded, the download helper): an admin names the shop whose SKUs the second sheet lists. */
export const deviceTemplateForm = z.strictObject({ storeId: deviceFilters.storeId });

/** One row of the device list. */
export type StoreDeviceRow = {
  deviceId: number;
  storeId: number;
  storeName: string;
  goodsId: number;
  goodsName: string;
  skuId: number;
  skuName: string;
  config: SkuConfig;
  serialNo: string;
  state: StoreDeviceState;
  stateName: string;
  note: string;
  /** The order the device is out with (租出), else null. */
  orderNo: string | null;
  /** How many orders it has gone out with. */
  rentalCount: number;
  createdAt: string;
  updatedAt: string;
};

export type StoreDeviceCounts = Record<StoreDeviceState, number> & { total: number };

export type DeviceEventView = {
  id: number;
  at: string;
  /** null: the device's first event (it entered the inventory). */
  fromState: StoreDeviceState | null;
  fromStateName: string | null;
  toState: StoreDeviceState;
  toStateName: string;
  reason: DeviceEventReason;
  reasonName: string;
  /** Who: a back-office user (their nick name), the system, or the customer (a buyout). */
  actor: { kind: 'sys' | 'system' | 'customer'; name: string };
  orderNo: string | null;
  note: string;
};

/** One time the device went out with an order. */
export type DeviceRentalView = {
  orderNo: string;
  orderStatus: OrderStatus;
  orderStatusName: string;
  /** The renting customer's name, masked (张*, 深圳*******公司). */
  customerName: string;
  termMonths: number;
  /** When it left with the order, and when it stopped being that order's (null: still out). */
  from: string;
  until: string | null;
  /** How it ended: 归还入库, 买断售出, 换机换下; null while out. */
  endReason: DeviceEventReason | null;
  endReasonName: string | null;
};

/** `GET /api/sys/device/history/:id`. */
export type DeviceHistory = { device: StoreDeviceRow; events: DeviceEventView[]; rentals: DeviceRentalView[] };

/** `POST /api/sys/device/import`: how many were written (all rows, or none). */
export type DeviceImportResult = { imported: number };
/** A refused import: code 500, `msg` the summary, `data.problems` each bad row in Chinese (at most 20). */
export type DeviceImportProblems = { problems: string[]; problemCount: number };

/** `GET /api/sys/order/shipCandidates/:orderNo`: per order item, the units to ship and the shop's devices in stock of its SKU. */
export type ShipCandidates = {
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  items: {
    itemId: number;
    goodsName: string;
    skuId: number;
    skuName: string;
    quantity: number;
    /** 在库 devices of the item's SKU, longest in stock first (at most 200). */
    devices: { deviceId: number; serialNo: string; note: string; inStockSince: string }[];
    inStockCount: number;
  }[];
};

/** One order of a batch shipment. */
export const sysShipmentOrder = z.strictObject({
  orderNo,
  carrier,
  waybillNo,
  serials: z
    .array(z.strictObject({ itemId: positiveId(FULFILMENT_MESSAGES.unknownItem), serialNo }), { error: FULFILMENT_MESSAGES.serialsMissing })
    .min(1, FULFILMENT_MESSAGES.serialsMissing)
    .max(999, FULFILMENT_MESSAGES.serialsMissing),
});
export const SHIP_BATCH_MAX = 20;

/** `POST /api/sys/order/ship`: 1–20 orders, all shipped or none. */
export const sysShipBody = z.strictObject({
  orders: z.array(sysShipmentOrder, { error: DEVICE_MESSAGES.shipOrders }).min(1, DEVICE_MESSAGES.shipOrders).max(SHIP_BATCH_MAX, DEVICE_MESSAGES.shipTooMany),
});
export type SysShipInput = z.output<typeof sysShipBody>;

/** One order shipped (`POST /api/sys/order/ship` answers one per order; the development door one). */
export type ShippedOrderView = {
  orderNo: string;
  status: OrderStatus;
  carrier: string;
  waybillNo: string;
  shippedAt: string;
  /** `deviceId`: the unit shipped (the order's `rental_devices` row); `storeDeviceId`: the shop's device it is. */
  devices: { deviceId: number; itemId: number; serialNo: string; storeDeviceId: number | null }[];
};

/** `POST /api/sys/wService/replace`: a replacement unit sent for one the customer has. */
export const serviceReplaceBody = z.strictObject({
  serviceNo,
  oldSerialNo: serialNo,
  newSerialNo: serialNo,
  carrier,
  waybillNo,
});
export type ServiceReplaceInput = z.output<typeof serviceReplaceBody>;

/** A customer's name as staff see it in a device's history: enough to recognise, not to copy. */
export function maskedName(name: string): string {
  const chars = [...name.trim()];
  const n = chars.length;
  if (n === 0) return '';
  if (n === 1) return '*';
  if (n === 2) return `${chars[0]}*`;
  if (n <= 6) return `${chars[0]}${'*'.repeat(n - 2)}${chars[n - 1]}`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(n - 4)}${chars.slice(-2).join('')}`;
}
