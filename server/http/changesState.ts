/**
 * Marks a GET route that changes something (the original API fixes its method;
 * docs/architecture.md#the-door): mounted first in the route's declaration, it does nothing on this
 * server, which browsers reach only through the storefront's door. A GET is what a foreign page can
 * make a visitor's browser send by itself, cookies and all, so the door refuses cross-site calls of
 * these routes as it refuses every POST; server/routes/doorPaths.test.ts finds this marker in the
 * app's route table and holds the door's list (lib/session/door-paths.ts) to it.
 */
import type { MiddlewareHandler } from 'hono';

export const changesState: MiddlewareHandler = async (_c, next) => {
  await next();
};
