/**
 * Uploaded images: accepted by what their bytes are, stored through FileStorage, recorded with
 * their owner and purpose, and handed out only to those who may see them. A request that uses
 * files claims them (`claimUploads`) in its own transaction, so one file serves one request.
 */
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_MIME_TYPES, UPLOADS_PER_DAY, type UploadedFile, type UploadMime, type UploadPurpose } from '@/contract/files';
import type { Db, Executor } from '../../db/client';
import { serviceRequestPhotos, serviceRequests, uploadedFiles } from '../../db/schema';
import { newFileKey, type FileStorage } from '../../providers/fileStorage';
import type { SysUser } from '../backOffice/login';
import { DAY_MS } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { takeSlot } from '../shared/throttle';

export type StoredUpload = typeof uploadedFiles.$inferSelect;

/** The address a browser fetches the file from (through the storefront's door). */
export const fileUrl = (key: string) => `/prod-api/api/file/${key}`;

function isUploadMime(mime: string): mime is UploadMime {
  return Object.hasOwn(UPLOAD_MIME_TYPES, mime);
}

/** Stores one image for its owner. Refuses what is empty, too large, or no JPEG, PNG or WebP by its bytes. */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  input: { customerId: number; purpose: UploadPurpose; bytes: Uint8Array },
  now: Date,
): Promise<UploadedFile> {
  if (input.bytes.byteLength === 0) throw new Refusal(UPLOAD_MESSAGES.missing);
  if (input.bytes.byteLength > UPLOAD_MAX_BYTES) throw new Refusal(UPLOAD_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(input.bytes);
  if (!detected || !isUploadMime(detected.mime)) throw new Refusal(UPLOAD_MESSAGES.wrongType);
  const allowed = await takeSlot(db, { key: `upload:customer:${input.customerId}`, max: UPLOADS_PER_DAY, windowMs: DAY_MS }, now);
  if (!allowed) throw new Refusal(UPLOAD_MESSAGES.tooMany);

  const key = newFileKey(UPLOAD_MIME_TYPES[detected.mime]);
  // Bytes first: a row never names a file that is not there. A crash in between leaves bytes no
  // row names, which only disk space notices.
  await storage.put(key, input.bytes);
  await db.insert(uploadedFiles).values({ key, customerId: input.customerId, purpose: input.purpose, mime: detected.mime, size: input.bytes.byteLength, createdAt: now });
  return { key, mime: detected.mime, size: input.bytes.byteLength, url: fileUrl(key) };
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

/**
 * Who among the back office may see a file of each purpose. Licences are the platform's to
 * review (admin). Service photos: admin, and the staff of the shop whose order the request that
 * attached the photo is about.
 */
export type SysFileAccess = (db: Db, file: StoredUpload, user: SysUser) => Promise<boolean>;

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

const sysAccess: Record<UploadPurpose, SysFileAccess> = {
  licence: async (_db, _file, user) => user.role === 'admin',
  service: async (db, file, user) => user.role === 'admin' || (user.role === 'editor' && (await isServicePhotoOfStore(db, file.key, user.storeId))),
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
  const [file] = await db.select().from(uploadedFiles).where(and(eq(uploadedFiles.key, key), eq(uploadedFiles.customerId, customerId)));
  return contentOf(storage, file);
}

/** The file for a back-office user allowed to see files of its purpose (see sysAccess). */
export async function sysUserFile(db: Db, storage: FileStorage, user: SysUser, key: string): Promise<FileContent> {
  const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
  if (!file || !(await sysAccess[file.purpose](db, file, user))) throw notFound();
  return contentOf(storage, file);
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
