import { ApiError } from '@/lib/http/errors';

/** The ApiError a call rejected with; fails the test when it resolved or threw something else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('the call resolved');
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
