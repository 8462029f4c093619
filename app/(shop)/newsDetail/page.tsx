import { notFound } from 'next/navigation';

/** /newsDetail without an id (or with one the middleware does not accept) names no article. */
export default function NewsDetailWithoutIdPage() {
  notFound();
}
