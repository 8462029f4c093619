import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getProcurementDetail, getRelatedGoods, getZoneGoods } from '@/lib/api/server/goods';
import { parseGoodsId, productCrumbs, productMetadata, productPath } from '@/lib/goods/product-page';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { JsonLd } from '@/components/layout/JsonLd';
import { GoodsDetailView } from '@/components/goods/GoodsDetailView';

export const revalidate = 60;
export const dynamicParams = true;

type PurchaseDetailPageProps = { params: Promise<{ id: string }> };

/** The procurement zone's most rented goods are built ahead; others on their first visit. */
export async function generateStaticParams(): Promise<Array<{ id: string }>> {
  return (await getZoneGoods('procurement', 1, 8)).rows.map((goods) => ({ id: String(goods.id) }));
}

async function goodsOf(params: PurchaseDetailPageProps['params']) {
  const id = parseGoodsId((await params).id);
  return id === null ? null : getProcurementDetail(id);
}

export async function generateMetadata({ params }: PurchaseDetailPageProps): Promise<Metadata> {
  const goods = await goodsOf(params);
  return goods ? productMetadata(goods, 'purchaseDetail') : {};
}

export default async function PurchaseDetailPage({ params }: PurchaseDetailPageProps) {
  const goods = await goodsOf(params);
  if (!goods) notFound();
  return (
    <>
      <JsonLd data={productJsonLd(goods, productPath('purchaseDetail', goods.id))} />
      <GoodsDetailView goods={goods} crumbs={productCrumbs(goods, 'purchaseDetail')} procurement={goods.procurement} related={getRelatedGoods(goods.id)} />
    </>
  );
}
