/**
 * A small HTTP server standing for the shop's public address (PAYMENT_NOTIFY_BASE): what reaches
 * it at `/prod-api/api/pay/notify/wechat` goes to `receive` with its headers and body unchanged,
 * and the answer goes back to the simulator as it came.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './http';

export type NotifyListener = { baseUrl: string; close(): Promise<void> };

export async function startNotifyListener(receive: (request: { headers: Headers; body: string }) => Promise<Response>): Promise<NotifyListener> {
  const server = createServer((request, response) => {
    void (async () => {
      try {
        const body = await readBody(request);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
        const answer = await receive({ headers, body });
        const text = await answer.text();
        response.writeHead(answer.status, Object.fromEntries(answer.headers.entries())).end(text);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : 'failed');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
