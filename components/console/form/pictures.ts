/**
 * Pictures in console forms, as PhotoUploader holds them: a fresh upload (its key and public
 * address) or a picture the record already shows (its path as both). A save sends `key`: the
 * upload's key, or the stored path sent back unchanged, which is what the product server asks for.
 */
import type { UploadedFile } from '@/contract/files';

/** A picture already stored (`/files/<key>`, a drawn `/goods/<slug>.svg`) as an uploader's value. */
export function storedPicture(path: string): UploadedFile {
  return { key: path, url: path, mime: path.endsWith('.webp') ? 'image/webp' : path.endsWith('.jpg') ? 'image/jpeg' : 'image/png', size: 0 };
}

/** A single picture field's uploader value (none: empty). */
export function pictureValue(path: string | null | undefined): UploadedFile[] {
  return path ? [storedPicture(path)] : [];
}
