/** Bodies larger than the usual 64 KiB form, each the file's own cap plus room for the multipart framing. */
import { UPLOAD_MAX_BYTES } from '../files';
import { DEVICE_IMPORT_MAX_BYTES } from '../storeDevices';

const MULTIPART_FRAMING_BYTES = 64 * 1024;
/** One image of at most 5 MB. */
export const UPLOAD_BODY_BYTES = UPLOAD_MAX_BYTES + MULTIPART_FRAMING_BYTES;
/** One device import (.xlsx of at most 2 MB). */
export const DEVICE_IMPORT_BODY_BYTES = DEVICE_IMPORT_MAX_BYTES + MULTIPART_FRAMING_BYTES;
