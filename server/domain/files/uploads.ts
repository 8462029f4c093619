/**
 * Uploaded images: accepted by what their bytes are, stored through FileStorage, recorded with
 * their owner and purpose, and handed out only to those who may see them. A request that uses
 * files claims them (`claimUploads` for a customer's, `claimStaffUploads` for the back office's)
 * in its own transaction, so one file serves one request.
 *
 * Staff uploads of a public purpose (goods, news, carousel, store) are pictures for public pages:
 * anyone may fetch them at `/files/<key>` (the storefront's app/files/[file]/route.ts, which reads
 * `GET /api/file/public/:key`). Inspection photos are private: only the back office reads them.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  isPublicUploadPurpose,
  publicFileUrl,
  STAFF_UPLOADS_PER_DAY,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_MIME_TYPES,
  UPLOADS_PER_DAY,
  type FilePurpose,
  type StaffUploadedFile,
  type StaffUploadPurpose,
  type UploadedFile,
  type UploadMime,
  type UploadPurpose,
} from '@/contract/files';
import type { Db, Executor } from '../../db/client';
import { serviceRequestPhotos, serviceRequests, uploadedFiles } from '../../db/schema';
import { bind, doorUrl } from '@/contract/endpoint';
import { CONSOLE_FILE_API, FILE_API } from '@/contract/endpoints';
import { newFileKey, type FileStorage } from '../../providers/fileStorage';
import { forbidden, type Staff } from '../staff/scope';
import { DAY_MS } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { takeSlot, type Limit } from '../shared/throttle';

export type StoredUpload = typeof uploadedFiles.$inferSelect;

/** The address a browser fetches the file from (through the storefront's door). */
export const fileUrl = (key: string) => doorUrl(bind(FILE_API.picture, { key }));

/** The back office's address of a file (through the storefront's door, with the console session). */
export const sysFileUrl = (key: string) => doorUrl(bind(CONSOLE_FILE_API.picture, { key }));

function isUploadMime(mime: string): mime is UploadMime {
  return Object.hasOwn(UPLOAD_MIME_TYPES, mime);
}

/**
 * The bytes as a JPEG, PNG or WebP (read from the bytes, never the name or declared type), after
 * the owner's daily count took its slot. Refuses what is empty, too large or of another type.
 */
async function acceptImage(db: Db, bytes: Uint8Array, limit: Limit, now: Date): Promise<UploadMime> {
  if (bytes.byteLength === 0) throw new Refusal(UPLOAD_MESSAGES.missing);
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new Refusal(UPLOAD_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isUploadMime(detected.mime)) throw new Refusal(UPLOAD_MESSAGES.wrongType);
  if (!(await takeSlot(db, limit, now))) throw new Refusal(UPLOAD_MESSAGES.tooMany);
  return detected.mime;
}

/**
 * Bytes first: a row never names a file that is not there. A crash in between leaves bytes no
 * row names, which only disk space notices.
 */
async function keep(
  db: Db,
  storage: FileStorage,
  mime: UploadMime,
  bytes: Uint8Array,
  row: Pick<typeof uploadedFiles.$inferInsert, 'customerId' | 'sysUserId' | 'storeId' | 'purpose' | 'createdAt'>,
): Promise<string> {
  const key = newFileKey(UPLOAD_MIME_TYPES[mime]);
  await storage.put(key, bytes);
  await db.insert(uploadedFiles).values({ key, mime, size: bytes.byteLength, ...row });
  return key;
}

/** Stores one image for its owner. Refuses what is empty, too large, or no JPEG, PNG or WebP by its bytes. */
export async function storeUpload(db: Db, storage: FileStorage, input: { customerId: number; purpose: UploadPurpose; bytes: Uint8Array }, now: Date): Promise<UploadedFile> {
  const mime = await acceptImage(db, input.bytes, { key: `upload:customer:${input.customerId}`, max: UPLOADS_PER_DAY, windowMs: DAY_MS }, now);
  const key = await keep(db, storage, mime, input.bytes, { customerId: input.customerId, purpose: input.purpose, createdAt: now });
  return { key, mime, size: input.bytes.byteLength, url: fileUrl(key) };
}

/** Where a browser shows a staff upload: a public picture at its public address, an inspection photo through the back office. */
export const staffFileUrl = (key: string, purpose: StaffUploadPurpose) => (isPublicUploadPurpose(purpose) ? publicFileUrl(key) : sysFileUrl(key));

/**
 * Stores one image a back-office user uploads (`POST /api/sys/file/upload`), owned by them and
 * their shop (an editor's; an admin's belongs to the platform until content of a shop claims it).
 * An editor without a shop reaches nothing: 403.
 */
export async function storeStaffUpload(
  db: Db,
  storage: FileStorage,
  input: { staff: Staff; purpose: StaffUploadPurpose; bytes: Uint8Array },
  now: Date,
): Promise<StaffUploadedFile> {
  const { staff, purpose, bytes } = input;
  if (staff.role !== 'admin' && staff.storeId === null) throw forbidden();
  const mime = await acceptImage(db, bytes, { key: `upload:sys:${staff.id}`, max: STAFF_UPLOADS_PER_DAY, windowMs: DAY_MS }, now);
  const key = await keep(db, storage, mime, bytes, { sysUserId: staff.id, storeId: staff.role === 'admin' ? null : staff.storeId, purpose, createdAt: now });
  return { key, mime, size: bytes.byteLength, url: staffFileUrl(key, purpose), purpose };
}

/**
 * Marks the files as used by one request, inside that request's transaction. Every key must be
 * the customer's, of this purpose and not used before; otherwise nothing is claimed.
 */
export async function claimUploads(tx: Executor, customerId: number, purpose: UploadPurpose, keys: readonly string[], now: Date): Promise<StoredUpload[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const claimed = await tx
    .update(uploadedFiles)
    .set({ attachedAt: now })
    .where(and(inArray(uploadedFiles.key, unique), eq(uploadedFiles.customerId, customerId), eq(uploadedFiles.purpose, purpose), isNull(uploadedFiles.attachedAt)))
    .returning();
  if (claimed.length !== unique.length || unique.length !== keys.length) throw new Refusal(UPLOAD_MESSAGES.notYours);
  return claimed;
}

/** Whether the staff member may attach the upload: their own, or (an editor) one of their shop's staff. */
export function ownsStaffUpload(file: StoredUpload, staff: Pick<Staff, 'id' | 'role' | 'storeId'>): boolean {
  if (file.sysUserId === null) return false;
  return file.sysUserId === staff.id || (staff.role !== 'admin' && staff.storeId !== null && file.storeId === staff.storeId);
}

/**
 * Marks back-office uploads as used by one piece of content, inside the transaction that attaches
 * them (goods, an order's inspection, news, a carousel slide, a shop's page): a refusal rolls the
 * whole change back, so no file is half claimed. Every key must be of `purpose`, not used before,
 * and the caller's: uploaded by this staff member, or (an editor) by staff of the same shop.
 * `storeId` is the shop whose content the files join (null: the platform's); an editor attaches
 * only to its own shop's. The files then belong to that shop: its staff read them in the back
 * office (`GET /api/sys/file/:key`), and public-purpose ones stay public.
 *
 * Refusal: 图片不存在或已被使用，请重新上传 (code 500), for any key that fails, or a key named twice;
 * `refusal` says it in the caller's words (an inspection's 照片…).
 */
export async function claimStaffUploads(
  tx: Executor,
  keys: readonly string[],
  purpose: StaffUploadPurpose,
  staff: Pick<Staff, 'id' | 'role' | 'storeId'>,
  options: { now: Date; storeId: number | null; refusal?: string },
): Promise<StoredUpload[]> {
  const refusal = options.refusal ?? UPLOAD_MESSAGES.notYours;
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  if (unique.length !== keys.length) throw new Refusal(refusal);
  if (staff.role !== 'admin' && (staff.storeId === null || options.storeId !== staff.storeId)) throw new Refusal(refusal);
  // ownsStaffUpload, in SQL.
  const owner =
    staff.role !== 'admin' && staff.storeId !== null
      ? and(isNotNull(uploadedFiles.sysUserId), or(eq(uploadedFiles.sysUserId, staff.id), eq(uploadedFiles.storeId, staff.storeId)))
      : eq(uploadedFiles.sysUserId, staff.id);
  const claimed = await tx
    .update(uploadedFiles)
    .set({ attachedAt: options.now, storeId: options.storeId })
    .where(and(inArray(uploadedFiles.key, unique), owner, eq(uploadedFiles.purpose, purpose), isNull(uploadedFiles.attachedAt)))
    .returning();
  if (claimed.length !== unique.length) throw new Refusal(refusal);
  return claimed;
}

/**
 * Who among the back office may see a file of each purpose. Licences are the platform's to
 * review (admin). Service photos: admin, and the staff of the shop whose order the request that
 * attached the photo is about. Staff uploads: admin, their uploader, and the staff of the shop
 * they belong to (an inspection photo: the order's shop once the inspection claimed it).
 */
export type SysFileAccess = (db: Db, file: StoredUpload, user: Staff) => Promise<boolean>;

function isStaffFileInReach(file: StoredUpload, user: Staff): boolean {
  if (user.role === 'admin' || file.sysUserId === user.id) return true;
  return user.storeId !== null && file.sysUserId !== null && file.storeId === user.storeId;
}

const staffFile: SysFileAccess = async (_db, file, user) => isStaffFileInReach(file, user);

async function isServicePhotoOfStore(db: Db, key: string, storeId: number | null): Promise<boolean> {
  if (storeId === null) return false;
  const [row] = await db
    .select({ id: serviceRequestPhotos.id })
    .from(serviceRequestPhotos)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestPhotos.requestId))
    .where(and(eq(serviceRequestPhotos.fileKey, key), eq(serviceRequests.storeId, storeId)))
    .limit(1);
  return row !== undefined;
}

const sysAccess: Record<FilePurpose, SysFileAccess> = {
  licence: async (_db, _file, user) => user.role === 'admin',
  service: async (db, file, user) => user.role === 'admin' || (user.role === 'editor' && (await isServicePhotoOfStore(db, file.key, user.storeId))),
  goods: staffFile,
  inspection: staffFile,
  news: staffFile,
  carousel: staffFile,
  store: staffFile,
};

export type FileContent = { mime: string; bytes: Uint8Array };

async function contentOf(storage: FileStorage, file: StoredUpload | undefined): Promise<FileContent> {
  if (!file) throw notFound();
  const bytes = await storage.get(file.key);
  if (!bytes) throw notFound();
  return { mime: file.mime, bytes };
}

/** The file for its owner; anyone else's or an unknown key alike is 404. */
export async function customerFile(db: Db, storage: FileStorage, customerId: number, key: string): Promise<FileContent> {
  const [file] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.key, key), eq(uploadedFiles.customerId, customerId)));
  return contentOf(storage, file);
}

/** The file for a back-office user allowed to see files of its purpose (see sysAccess). */
export async function sysUserFile(db: Db, storage: FileStorage, user: Staff, key: string): Promise<FileContent> {
  const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
  if (!file || !(await sysAccess[file.purpose](db, file, user))) throw notFound();
  return contentOf(storage, file);
}

/**
 * A picture for public pages, to anyone: only staff uploads of a public purpose. Not only once
 * attached: the key (128 random bits) is known to its uploader alone until content shows it, and
 * the editors show a picture at its final address the moment it is uploaded; one never attached
 * is deleted after a day like every unclaimed upload. Anything else answers 404.
 */
export async function publicFile(db: Db, storage: FileStorage, key: string): Promise<FileContent> {
  const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
  return contentOf(storage, file && file.sysUserId !== null && isPublicUploadPurpose(file.purpose) ? file : undefined);
}

/** Uploads no request claimed within a day: row and bytes deleted (bytes after the row, so no row outlives its bytes). */
export async function purgeAbandonedUploads(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const removed = await db
    .delete(uploadedFiles)
    .where(and(isNull(uploadedFiles.attachedAt), lt(uploadedFiles.createdAt, new Date(now.getTime() - DAY_MS))))
    .returning({ key: uploadedFiles.key });
  for (const { key } of removed) await storage.remove(key);
  return removed.length;
}
