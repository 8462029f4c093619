import { notFound } from 'next/navigation';

/** /purchaseDetail without a usable id: the middleware sends /purchaseDetail?id=N to /purchaseDetail/N. */
export default function PurchaseDetailWithoutId(): never {
  notFound();
}
