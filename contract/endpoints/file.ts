import { endpoint, CUSTOMER, ANYONE } from '../endpoint';
import { UPLOAD_BODY_BYTES } from './limits';
import type { UploadedFile } from '../files';

export const FILE_API = {
  upload: endpoint('POST', '/api/file/upload', { ...CUSTOMER, maxBodyBytes: UPLOAD_BODY_BYTES }).answers<UploadedFile>(),
  publicPicture: endpoint('GET', '/api/file/public/:key', ANYONE).downloads(),
  picture: endpoint('GET', '/api/file/:key', CUSTOMER).downloads(),
} as const;
