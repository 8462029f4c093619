import { notFound } from 'next/navigation';

/** /purchaseNewsDetail without an id (or with one the middleware does not accept) names no article. */
export default function PurchaseNewsDetailWithoutIdPage() {
  notFound();
}
