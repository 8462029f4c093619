/**
 * File download (docs/product-rules.md#downloads): a form-encoded POST answered with a file, one hour to wait,
 * a notice that generating the file takes a while, then the file is saved under the given name.
 * A JSON answer instead of a file is the server refusing: its message is shown like any other.
 * Never rejects: the result says whether the file was saved.
 */
import type { FileAnswer, RequestOf, RequestSchema, Target } from '@/contract/endpoint';
import { httpClient, type HttpClient } from './client';
import { DOWNLOAD_NOTICE_MS, DOWNLOAD_TIMEOUT_MS } from './constants';
import { errorFromEnvelope, errorFromTransport, type Result } from './errors';
import { DOWNLOAD_FAILED_TEXT, DOWNLOAD_NOTICE_TEXT } from './messages';
import { notifier } from './notifier';
import { presentError } from './present';

export type SaveBlob = (blob: Blob, filename: string) => void;

export type DownloadOptions = {
  /** How the file reaches the disk; tests pass a recorder. */
  save?: SaveBlob;
  /** Only requestBlob is used; tests pass a stand-in. */
  client?: Pick<HttpClient, 'requestBlob'>;
  /** Who shows a refusal; the back office passes its own (its session, its 401 question). */
  present?: typeof presentError;
};

/** Browsers need the object URL a moment after the click; file-saver waits 40 s as well. */
const OBJECT_URL_LIFETIME_MS = 40_000;

export async function download<R extends RequestSchema | undefined>(
  target: Target<FileAnswer, R>,
  params: RequestOf<R>,
  filename: string,
  options: DownloadOptions = {},
): Promise<Result<void>> {
  const client = options.client ?? httpClient();
  const save = options.save ?? saveBlobWithAnchor;
  const present = options.present ?? presentError;
  notifier().info(DOWNLOAD_NOTICE_TEXT, DOWNLOAD_NOTICE_MS);
  try {
    const blob = await client.requestBlob({ method: target.method, path: target.path, form: params ?? {}, silent: true, timeoutMs: DOWNLOAD_TIMEOUT_MS });
    const refusal = await refusalIn(blob);
    if (refusal) {
      void present(refusal);
      return { ok: false, error: refusal };
    }
    save(blob, filename);
    return { ok: true, data: undefined };
  } catch (caught) {
    const error = errorFromTransport(caught);
    // A double click is not a failed download: it gets the duplicate-submit warning instead; a
    // lost session gets the session's own answer (the shop logs out, the back office asks).
    if (error.kind === 'duplicate' || error.kind === 'session') void present(error);
    else if (error.kind !== 'silent') notifier().error(DOWNLOAD_FAILED_TEXT);
    return { ok: false, error };
  }
}

/** The envelope inside a JSON "file", when it is an error answer. */
async function refusalIn(blob: Blob) {
  if (!blob.type.toLowerCase().startsWith('application/json')) return null;
  const value: unknown = JSON.parse(await blob.text());
  if (typeof value !== 'object' || value === null || !('code' in value)) return null;
  const code = Number(value.code);
  if (!Number.isFinite(code) || code === 200) return null;
  const msg = 'msg' in value && typeof value.msg === 'string' ? value.msg : '';
  return errorFromEnvelope({ code, msg, data: 'data' in value ? value.data : undefined });
}

/** Saves a blob through a temporary link, the way browsers allow a script to save a file. */
export function saveBlobWithAnchor(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
}
