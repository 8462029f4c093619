/**
 * The back office's picture uploads (`api/sys/file/upload`): one image per call, with the work it
 * serves (goods, inspection, news, carousel, store), which decides the button the product server
 * asks for. Goods, news, slide and logo pictures answer their public `/files/<key>` address at
 * once; inspection photos stay private (`api/sys/file/<key>`).
 */
import { CONSOLE_FILE_API } from '@/contract/endpoints/consoleFile';
import type { StaffUploadedFile, StaffUploadPurpose } from '@/contract/files';
import { consoleHttp } from './transport';

/** Uploads take longer than a form: a slow line may need a minute for 5 MB. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const consoleFileApi = {
  upload: async (file: Blob, purpose: StaffUploadPurpose): Promise<StaffUploadedFile> => {
    const form = new FormData();
    form.set('purpose', purpose);
    form.set('file', file);
    const uploaded = await consoleHttp.upload(CONSOLE_FILE_API.upload, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
    if (!uploaded) throw new Error('upload answered without data');
    return uploaded;
  },
};
