import { notFound } from 'next/navigation';

/** /details without a usable id: the middleware sends /details?id=N to /details/N, so nothing is left to show here. */
export default function DetailsWithoutId(): never {
  notFound();
}
