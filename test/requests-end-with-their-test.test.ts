/**
 * jest.setup.ts cancels every request still running when its test ends: one left running settled
 * after its file's environment was gone and failed the next file in the worker (SWR read `document`).
 */
import { delay, http, HttpResponse } from 'msw';
import { server, apiUrl } from '@/test/msw/server';

let leftRunning: Promise<unknown> | null = null;
let outcome: unknown = 'still running';

test('a test ends with its request still waiting for the server', () => {
  server.use(
    http.get(apiUrl('api/slow'), async () => {
      await delay(60_000);
      return HttpResponse.json({});
    }),
  );
  leftRunning = fetch(apiUrl('api/slow')).then(
    () => 'answered',
    (error: { name?: string }) => error.name,
  );
  leftRunning.then((settled) => {
    outcome = settled;
  });
});

test('by the next test that request was cancelled, not left to settle later', async () => {
  expect(outcome).toBe('AbortError');
  await expect(leftRunning).resolves.toBe('AbortError');
});

test('a request of the running test is not cancelled', async () => {
  server.use(http.get(apiUrl('api/quick'), () => HttpResponse.json({ ok: true })));
  const answer = await fetch(apiUrl('api/quick'));
  expect(await answer.json()).toEqual({ ok: true });
});
