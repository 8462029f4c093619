import { notFound } from 'next/navigation';

/** /storeDetail without an id (or with one the middleware does not accept) names no store. */
export default function StoreDetailWithoutIdPage() {
  notFound();
}
