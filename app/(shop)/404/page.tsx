import { notFound } from 'next/navigation';

/**
 * SPEC.md section 2 names /404 as a route of its own. It shows the not-found page (app/not-found.tsx)
 * with HTTP 404, like any address that names nothing: a 200 here would be a soft 404 to crawlers.
 */
export default function NotFoundPage(): never {
  notFound();
}
