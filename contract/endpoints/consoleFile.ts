import { endpoint, STAFF } from '../endpoint';
import { UPLOAD_BODY_BYTES } from './limits';
import type { StaffUploadedFile } from '../files';

export const CONSOLE_FILE_API = {
  upload: endpoint('POST', '/api/sys/file/upload', { ...STAFF, maxBodyBytes: UPLOAD_BODY_BYTES }).answers<StaffUploadedFile>(),
  picture: endpoint('GET', '/api/sys/file/:key', STAFF).downloads(),
} as const;
