/** Image uploads from the browser (`api/file/upload`): one file per call, checked again by its bytes on the product server. */
import { request } from '@/lib/http/client';
import type { AnswerOf } from '@/contract/endpoint';
import type { Envelope } from '@/contract/envelope';
import { FILE_API } from '@/contract/endpoints';
import type { UploadPurpose } from '@/contract/files';

type UploadAnswer = AnswerOf<typeof FILE_API.upload>;

/** Uploads take longer than a form: a slow mobile line may need a minute for 5 MB. */
const UPLOAD_TIMEOUT_MS = 120_000;

export const fileApi = {
  upload: async (file: Blob, purpose: UploadPurpose, signal?: AbortSignal): Promise<UploadAnswer> => {
    const form = new FormData();
    form.set('purpose', purpose);
    form.set('file', file);
    // A multipart body: `send` posts JSON, so the envelope is read here, typed by the table.
    const answer = await request<Envelope<UploadAnswer>>({
      method: FILE_API.upload.method,
      path: FILE_API.upload.path,
      multipart: form,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    if (!answer.data) throw new Error('upload answered without data');
    return answer.data;
  },
};
