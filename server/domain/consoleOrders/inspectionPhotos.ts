/**
 * The photos a merchant attaches to an inspection: the staff member's own uploads of purpose
 * `inspection` (`POST /api/sys/file/upload`), each used once. They are claimed in the inspection's
 * transaction for the order's shop, so the shop's staff and the platform can read them
 * (`/api/sys/file/:key`) and nobody else.
 */
import { CONSOLE_ORDER_MESSAGES } from '@/contract/consoleOrders';
import type { Executor } from '../../db/client';
import type { Staff } from '../staff/scope';
import { claimStaffUploads } from '../files/uploads';
import { Refusal } from '../shared/refusal';

export async function inspectionPhotos(tx: Executor, keys: readonly string[], staff: Staff, order: { storeId: number }, now: Date): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length !== keys.length) throw new Refusal(CONSOLE_ORDER_MESSAGES.photosRepeated);
  await claimStaffUploads(tx, unique, 'inspection', staff, { now, storeId: order.storeId, refusal: CONSOLE_ORDER_MESSAGES.photosNotUsable });
  return [...keys];
}
