import { notFound } from 'next/navigation';

/**
 * /404 is a route of its own (docs/storefront.md#routes). It shows the not-found page (app/not-found.tsx)
 * with HTTP 404, like any address that names nothing: a 200 here would be a soft 404 to crawlers.
 */
export default function NotFoundPage(): never {
  notFound();
}
