/**
 * The filtered devices as an Excel workbook (`POST /api/sys/device/export`): the list's rows
 * through the same filters and sort, Chinese headers, dates as text in the shop's format, at most
 * CONSOLE_EXPORT_MAX rows (a larger export is refused with a hint to filter).
 */
import type { Row } from 'write-excel-file/node';
import { CONSOLE_EXPORT_MAX, consoleExportTooLarge } from '@/contract/console';
import type { StoreDeviceRow, SysDeviceFilters } from '@/contract/storeDevices';
import type { Db } from '../../db/client';
import type { Staff } from '../staff/scope';
import { oneSheetWorkbook, workbookFileName } from '../shared/workbook';
import { Refusal } from '../shared/refusal';
import { deviceRows, deviceWhere } from './listing';

const HEADERS = ['序列号', '商品', '配置', '商品SKU编号', '状态', '当前订单', '出租次数', '备注', '店铺', '入库时间', '更新时间'] as const;
const WIDTHS = [22, 32, 30, 12, 10, 26, 10, 30, 20, 20, 20];

function deviceRow(device: StoreDeviceRow): Row {
  return [
    device.serialNo,
    device.goodsName,
    device.skuName,
    device.skuId,
    device.stateName,
    device.orderNo ?? '',
    device.rentalCount,
    device.note,
    device.storeName,
    device.createdAt,
    device.updatedAt,
  ];
}

/** 设备 + the day it was made. */
export function deviceExportFileName(now: Date): string {
  return workbookFileName(['设备'], now);
}

export async function exportDevices(db: Db, staff: Staff, filters: SysDeviceFilters): Promise<Buffer> {
  const rows = await deviceRows(db, deviceWhere(staff, filters), filters, { limit: CONSOLE_EXPORT_MAX + 1, offset: 0 });
  if (rows.length > CONSOLE_EXPORT_MAX) throw new Refusal(consoleExportTooLarge());
  return oneSheetWorkbook('设备', HEADERS, WIDTHS, rows.map(deviceRow));
}
