import type { Metadata } from 'next';
import { StoreDetailPage, firstStoreParams, storeRouteMetadata } from '@/components/stores/StoreDetailPage';

export const revalidate = 60;
export const dynamicParams = true;

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams(): Promise<Array<{ id: string }>> {
  return firstStoreParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storeRouteMetadata((await params).id);
}

/** /storeDetail?id=N, as the middleware rewrites it. */
export default async function StoreDetailRoutePage({ params }: Props) {
  return <StoreDetailPage segment={(await params).id} />;
}
