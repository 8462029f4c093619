/**
 * The pictures platform pages set (a news cover, a carousel slide, a shop's logo) as the rows
 * store them: a public path the storefront renders. A body sends either the key of a picture
 * staff uploaded (`POST /api/sys/file/upload`, purposes news / carousel / store) or the path
 * already stored, sent back unchanged when an edit keeps it.
 *
 * Staff uploads are built elsewhere (the goods part of the back office). Until they land here,
 * `claimStaffPicture` is the one place that turns a key into a path: it refuses every key, so
 * nothing but an existing path can be stored. Point it at the uploads' own claim (the key must be
 * a staff upload of that purpose, claimed in the caller's transaction) and answer its public URL.
 */
import { isPictureKey } from '@/contract/consolePictures';
import { UPLOAD_MESSAGES } from '@/contract/files';
import type { Executor } from '../../db/client';
import { Refusal } from '../shared/refusal';
import type { Staff } from './staff';

export type StaffPicturePurpose = 'news' | 'carousel' | 'store';

/** The public path of a staff upload `key` of `purpose`, claimed for the caller's change. */
export async function claimStaffPicture(_tx: Executor, _staff: Staff, _purpose: StaffPicturePurpose, _key: string, _now: Date): Promise<string> {
  throw new Refusal(UPLOAD_MESSAGES.notYours);
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
