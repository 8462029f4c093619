/**
 * The paths the /prod-api door forwards: the endpoints of the table (contract/endpoints/) that
 * name a door session, and nothing else (docs/architecture.md#the-door). Whatever the product
 * server also serves (`/dev/...`, `/health`, `/metrics`) stays unreachable from the internet. A
 * `:name` segment stands for one parameter (an id, an order number, a trade number).
 */

import type { Endpoint } from '@/contract/endpoint';
import { ALL_ENDPOINTS } from '@/contract/endpoints';
import { DEVICE_IMPORT_BODY_BYTES, UPLOAD_BODY_BYTES } from '@/contract/endpoints/limits';
import { DOWNLOAD_TIMEOUT_MS } from '@/lib/http/constants';

export { DEVICE_IMPORT_BODY_BYTES, UPLOAD_BODY_BYTES };

/** Which session cookie a call carries, and which one its logout or expiry clears. */
export type DoorSession = 'customer' | 'console';

/**
 * `maxBodyBytes`: the largest body the door reads for the route, when not the usual (forward.ts).
 * `getChangesState`: a GET (or HEAD) of the route changes something, as every other method does:
 * a GET is what a foreign page can make a visitor's browser send by itself (a link, an image),
 * cookies and all, so the door refuses these from another site as it refuses every POST.
 * `timeoutMs`: how long the door waits for the product server's answer, body included.
 */
export type DoorRoute = { path: string; session: DoorSession; getChangesState: boolean; maxBodyBytes?: number; timeoutMs: number; paymentNotify?: true };

/** `paymentNotify`: a payment provider's notification, which carries no session and keeps its signature headers (forward.ts). */
type Pattern = {
  segments: readonly string[];
  session: DoorSession;
  open?: () => boolean;
  maxBodyBytes?: number;
  getChangesState: boolean;
  timeoutMs: number;
  paymentNotify?: true;
};

/** An ordinary call: a little longer than the browser's own 50 s, so the browser's timeout is the one a person sees. */
export const FORWARD_TIMEOUT_MS = 60_000;

/** A download (a form-encoded POST answered with a file, docs/product-rules.md#downloads) gets the download helper's hour. */
const timeoutOf = (endpoint: Endpoint) => (endpoint.request && 'form' in endpoint.request ? DOWNLOAD_TIMEOUT_MS : FORWARD_TIMEOUT_MS);

/** The sandbox cashier is open only while the sandbox is the payment provider: otherwise nobody may confirm a trade that moves no money. */
const sandboxIsPaymentProvider = () => process.env.PAYMENT_PROVIDER?.trim() === 'sandbox';
/** A provider's notification path (`/api/pay/notify/alipay`) is open only while that provider is the one chosen. */
const notifyPathOpen = (path: string) => () => path.endsWith(`/${process.env.PAYMENT_PROVIDER?.trim() ?? ''}`);

const parameterCount = (pattern: Pattern) => pattern.segments.filter((segment) => segment.startsWith(':')).length;

/** One pattern per path (a path may be declared for several methods); any method's limit or GET flag holds for the path. */
function patternsOf(endpoints: readonly Endpoint[]): Pattern[] {
  const byPath = new Map<string, Pattern>();
  for (const endpoint of endpoints) {
    if (endpoint.door === null || endpoint.devOnly) continue;
    const known = byPath.get(endpoint.path);
    const maxBodyBytes = Math.max(known?.maxBodyBytes ?? 0, endpoint.maxBodyBytes ?? 0) || undefined;
    byPath.set(endpoint.path, {
      segments: endpoint.path.slice(1).split('/'),
      session: endpoint.door === 'console' ? 'console' : 'customer',
      ...(endpoint.door === 'sandboxCashier' ? { open: sandboxIsPaymentProvider } : {}),
      ...(endpoint.door === 'paymentNotify' ? { open: notifyPathOpen(endpoint.path), paymentNotify: true as const } : {}),
      ...(maxBodyBytes ? { maxBodyBytes } : {}),
      getChangesState: (known?.getChangesState ?? false) || endpoint.getChangesState === true,
      timeoutMs: Math.max(known?.timeoutMs ?? 0, timeoutOf(endpoint)),
    });
  }
  return [...byPath.values()];
}

/** Literal paths first, so `auth/api/info/sys` is never taken for some `auth/api/info/:x`. */
const PATTERNS: readonly Pattern[] = patternsOf(ALL_ENDPOINTS).sort((a, b) => parameterCount(a) - parameterCount(b));

/**
 * A segment as Next hands it over (percent-decoded once). Refused: empty and dot segments, a
 * slash or backslash inside (an encoded separator), a `%` left after decoding (double
 * encoding), NUL and other control characters. What is left is compared exactly, case included.
 */
function isPlainSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !/[/\\%\p{Cc}]/u.test(segment);
}

function matches(pattern: Pattern, segments: readonly string[]): boolean {
  return pattern.segments.length === segments.length && pattern.segments.every((expected, index) => expected.startsWith(':') || expected === segments[index]);
}

/** The route a call may take through the door, or null: then the door answers 404 by itself. */
export function doorRoute(segments: readonly string[]): DoorRoute | null {
  if (!segments.every(isPlainSegment)) return null;
  const pattern = PATTERNS.find((candidate) => matches(candidate, segments) && (candidate.open?.() ?? true));
  if (!pattern) return null;
  return {
    path: segments.join('/'),
    session: pattern.session,
    getChangesState: pattern.getChangesState,
    timeoutMs: pattern.timeoutMs,
    ...(pattern.maxBodyBytes ? { maxBodyBytes: pattern.maxBodyBytes } : {}),
    ...(pattern.paymentNotify ? { paymentNotify: true as const } : {}),
  };
}

/** Whether this call of the route changes something: every method but GET and HEAD, and those of the routes marked above. */
export function changesState(route: DoorRoute, method: string): boolean {
  return (method !== 'GET' && method !== 'HEAD') || route.getChangesState;
}
