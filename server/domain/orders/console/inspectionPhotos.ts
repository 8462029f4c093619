/**
 * The photos a merchant attaches to an inspection: keys of files the back office uploaded, each
 * used once. Staff uploads (`POST /api/sys/file/upload`, purpose `inspection`, owned by the staff
 * member) arrive with the goods part of the console; until the upload rows record a staff owner and
 * that purpose, this can only hold each key to a stored file that nothing has claimed yet, and
 * claims it in the inspection's transaction so one photo serves one inspection.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import { CONSOLE_ORDER_MESSAGES } from '@/contract/consoleOrders';
import type { Executor } from '../../../db/client';
import { uploadedFiles } from '../../../db/schema';
import type { Staff } from '../../backOffice/staff';
import { Refusal } from '../../shared/refusal';

export async function inspectionPhotos(tx: Executor, keys: readonly string[], _staff: Staff, now: Date): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length !== keys.length) throw new Refusal(CONSOLE_ORDER_MESSAGES.photosRepeated);
  if (unique.length === 0) return [];
  const claimed = await tx
    .update(uploadedFiles)
    .set({ attachedAt: now })
    .where(and(inArray(uploadedFiles.key, unique), isNull(uploadedFiles.attachedAt)))
    .returning({ key: uploadedFiles.key });
  if (claimed.length !== unique.length) throw new Refusal(CONSOLE_ORDER_MESSAGES.photosNotUsable);
  return [...keys];
}
