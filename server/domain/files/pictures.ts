/**
 * The pictures platform pages set (a news cover, a carousel slide, a shop's logo) as the rows
 * store them: a public path the storefront renders. A body sends either the key of a picture
 * staff uploaded (`POST /api/sys/file/upload`, purposes news / carousel / store) or the path
 * already stored, sent back unchanged when an edit keeps it.
 *
 * `claimStaffPicture` is the one place that turns a key into a path: the uploads' own claim (the
 * key must be the caller's staff upload of that purpose, unused; claimed in the caller's
 * transaction), answered with the picture's public address.
 */
import { isPictureKey } from '@/contract/consolePictures';
import { publicFileUrl, UPLOAD_MESSAGES } from '@/contract/files';
import { claimStaffUploads } from './uploads';
import type { Executor } from '../../db/client';
import { Refusal } from '../shared/refusal';
import type { Staff } from '../staff/scope';

export type StaffPicturePurpose = 'news' | 'carousel' | 'store';

/** The public path of a staff upload `key` of `purpose`, claimed for the caller's change. */
export async function claimStaffPicture(tx: Executor, staff: Staff, purpose: StaffPicturePurpose, key: string, now: Date): Promise<string> {
  // A shop's logo belongs to the editor's shop; news and slides are the platform's own.
  const storeId = purpose === 'store' ? staff.storeId : null;
  const [claimed] = await claimStaffUploads(tx, [key], purpose, staff, { now, storeId });
  if (!claimed) throw new Refusal(UPLOAD_MESSAGES.notYours);
  return publicFileUrl(claimed.key);
}

/**
 * What a row stores for a picture the body names: a key is claimed (refused unless it is a staff
 * upload of `purpose`), a stored path is kept as it is. Only `current` — the row's own picture —
 * or a path the shop serves itself may be sent back, so a body cannot point a public page at
 * another person's file.
 */
export async function pictureToStore(
  tx: Executor,
  staff: Staff,
  purpose: StaffPicturePurpose,
  ref: string,
  { current, now }: { current: string | null; now: Date },
): Promise<string> {
  if (isPictureKey(ref)) return claimStaffPicture(tx, staff, purpose, ref, now);
  if (ref === current || isShopDrawnPicture(ref)) return ref;
  throw new Refusal(UPLOAD_MESSAGES.notYours);
}

/** Pictures the storefront draws itself (app/goods/[file], app/stores/[file]): the demo catalogue's and the shops' logos. */
function isShopDrawnPicture(path: string): boolean {
  return /^\/(goods|stores)\/[a-z0-9-]+\.svg$/.test(path);
}
