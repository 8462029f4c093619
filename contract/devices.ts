/**
 * The customer's devices (/myEquipment, `/api/wDevice/…`): one row per unit shipped, with its
 * serial number, written when the order ships. A device's state follows its order's status:
 * 3 待收货 → shipped, 4 租赁中 → inUse, 5 归还中 → returning, 6/7 → returned, 8 → boughtOut.
 * Days are `YYYY-MM-DD` and counted in Asia/Shanghai calendar days.
 */
import { z } from 'zod';
import type { SkuConfig } from './cart';
import type { OrderStatus } from './orders';
import { blankToUndefined, limitParam, pageParam } from './params';

export const DEVICE_STATE_NAMES = {
  shipped: '待签收',
  inUse: '使用中',
  returning: '归还中',
  returned: '已归还',
  boughtOut: '已买断',
} as const;
export type DeviceState = keyof typeof DEVICE_STATE_NAMES;

/** The page's filters: in use (on the way or received), being returned, ended (returned or bought out). */
export const DEVICE_FILTERS = ['inUse', 'returning', 'ended'] as const;
export type DeviceFilter = (typeof DEVICE_FILTERS)[number];
export const DEVICE_FILTER_NAMES: Record<DeviceFilter, string> = { inUse: '使用中', returning: '归还中', ended: '已结束' };

/** The order statuses each filter shows. */
export const DEVICE_FILTER_STATUSES: Record<DeviceFilter, readonly OrderStatus[]> = { inUse: [3, 4], returning: [5], ended: [6, 7, 8] };

export type DeviceView = {
  deviceId: number;
  serialNo: string;
  orderNo: string;
  orderStatus: OrderStatus;
  state: DeviceState;
  stateName: string;
  goodsName: string;
  skuName: string;
  image: string;
  config: SkuConfig;
  termMonths: number;
  carrier: string | null;
  waybillNo: string | null;
  shippedAt: string;
  /** The day the rent started (receipt), null until then. */
  rentStartDate: string | null;
  /** The expected return date: rent start + term. */
  rentEndDate: string | null;
  /** Calendar days until the expected return date while the device is in use (negative: past it); null otherwise. */
  daysLeft: number | null;
  /** A return can be asked for (the order is 租赁中). */
  canReturn: boolean;
  /** A replacement or a repair can be asked for. */
  canService: boolean;
};

export type DeviceCounts = Record<DeviceFilter, number>;

const keyword = z.preprocess(blankToUndefined, z.string({ error: '搜索内容不正确' }).trim().max(40, '搜索内容不能超过 40 个字').optional());

export const deviceListBody = z.strictObject({
  page: pageParam,
  limit: limitParam(50, 10),
  filter: z.enum(DEVICE_FILTERS, { error: '设备状态不正确' }).optional(),
  keyword,
});

export const deviceCountQuery = z.strictObject({ keyword });
