/**
 * Bodies larger than the usual 64 KiB form. They live here, importing nothing, so that the table
 * (which every client loads) pulls in no validation code; the areas re-export the file caps.
 */
const MULTIPART_FRAMING_BYTES = 64 * 1024;
/** One uploaded image. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** One device import: an .xlsx of at most 2 MB. */
export const DEVICE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** A goods save (a long description and twenty configurations), and an article's (rich text too). */
export const GOODS_SAVE_MAX_BYTES = 256 * 1024;
/** One image plus the multipart framing. */
export const UPLOAD_BODY_BYTES = UPLOAD_MAX_BYTES + MULTIPART_FRAMING_BYTES;
/** One device import plus the multipart framing. */
export const DEVICE_IMPORT_BODY_BYTES = DEVICE_IMPORT_MAX_BYTES + MULTIPART_FRAMING_BYTES;
