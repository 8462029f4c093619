import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getGoodsDetail, getRecommendedGoods, getRelatedGoods } from '@/lib/api/server/goods';
import { parseGoodsId, productCrumbs, productMetadata, productPath } from '@/lib/goods/product-page';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { JsonLd } from '@/components/layout/JsonLd';
import { GoodsDetailView } from '@/components/goods/GoodsDetailView';

export const revalidate = 60;
export const dynamicParams = true;

type DetailsPageProps = { params: Promise<{ id: string }> };

/** The recommended goods are built ahead; any other id is built on its first visit and cached. */
export async function generateStaticParams(): Promise<Array<{ id: string }>> {
  return (await getRecommendedGoods()).map((goods) => ({ id: String(goods.id) }));
}

async function goodsOf(params: DetailsPageProps['params']) {
  const id = parseGoodsId((await params).id);
  return id === null ? null : getGoodsDetail(id);
}

export async function generateMetadata({ params }: DetailsPageProps): Promise<Metadata> {
  const goods = await goodsOf(params);
  return goods ? productMetadata(goods, 'details') : {};
}

export default async function DetailsPage({ params }: DetailsPageProps) {
  const goods = await goodsOf(params);
  if (!goods) notFound();
  return (
    <>
      <JsonLd data={productJsonLd(goods, productPath('details', goods.id))} />
      <GoodsDetailView goods={goods} crumbs={productCrumbs(goods, 'details')} related={getRelatedGoods(goods.id)} />
    </>
  );
}
