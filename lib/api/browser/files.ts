/** Image uploads from the browser (`api/file/upload`): one file per call, checked again by its bytes on the product server. */
import { upload } from '@/lib/http/client';
import type { AnswerOf } from '@/contract/endpoint';
import { FILE_API } from '@/contract/endpoints/file';
import type { UploadPurpose } from '@/contract/files';

type UploadAnswer = AnswerOf<typeof FILE_API.upload>;

/** Uploads take longer than a form: a slow mobile line may need a minute for 5 MB. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const fileApi = {
  upload: async (file: Blob, purpose: UploadPurpose, signal?: AbortSignal): Promise<UploadAnswer> => {
    const form = new FormData();
    form.set('purpose', purpose);
    form.set('file', file);
    const uploaded = await upload(FILE_API.upload, form, { timeoutMs: UPLOAD_TIMEOUT_MS, ...(signal ? { signal } : {}) });
    if (!uploaded) throw new Error('upload answered without data');
    return uploaded;
  },
};
