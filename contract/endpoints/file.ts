import { endpoint, CUSTOMER, ANYONE } from '../endpoint';
import { UPLOAD_BODY_BYTES } from './limits';

export const FILE_API = {
  upload: endpoint('POST', '/api/file/upload', { ...CUSTOMER, maxBodyBytes: UPLOAD_BODY_BYTES }).answers<unknown>(),
  publicPicture: endpoint('GET', '/api/file/public/:key', ANYONE).downloads(),
  picture: endpoint('GET', '/api/file/:key', CUSTOMER).downloads(),
} as const;
