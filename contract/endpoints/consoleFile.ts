import { endpoint, STAFF } from '../endpoint';
import { UPLOAD_BODY_BYTES } from './limits';

export const CONSOLE_FILE_API = {
  upload: endpoint('POST', '/api/sys/file/upload', { ...STAFF, maxBodyBytes: UPLOAD_BODY_BYTES }).answers<unknown>(),
  picture: endpoint('GET', '/api/sys/file/:key', STAFF).downloads(),
} as const;
