/**
 * What the three product pages (/details, /purchaseDetail, /detailsPreview) share around the
 * view: the id check, the canonical path, the breadcrumb trail and the metadata.
 */
import type { Metadata } from 'next';
import type { GoodsDetail } from '@/contract/goods';
import { formatFen } from '@/contract/format';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { Crumb } from '@/lib/seo/structured-data';
import { parseRouteId } from '@/lib/routing/route-id';

/** A goods id as the URL carries it (lib/routing/route-id.ts). */
export const parseGoodsId = parseRouteId;

export type ProductPageKind = 'details' | 'purchaseDetail';

/** The canonical path in the query form of docs/storefront.md#page-addresses. */
export function productPath(kind: ProductPageKind, id: number): string {
  return `/${kind}?id=${id}`;
}

/** 首页 › category path › goods, or 首页 › 企业采购 › goods on the procurement page. */
export function productCrumbs(goods: GoodsDetail, kind: ProductPageKind = 'details'): Crumb[] {
  const middle: Crumb[] =
    kind === 'purchaseDetail'
      ? [{ name: '企业采购', href: '/purchase' }]
      : goods.categoryPath.map((category) => ({ name: category.name, href: `/list?categoryId=${category.id}` }));
  return [{ name: '首页', href: '/Homepage' }, ...middle, { name: goods.name }];
}

/** "<subtitle>。月租 ¥239.00 起，…": what a search result shows under the title. */
export function productDescription(goods: GoodsDetail, kind: ProductPageKind = 'details'): string {
  const lead = goods.subtitle ? `${goods.name}：${goods.subtitle}。` : `${goods.name}。`;
  const rent = goods.monthlyRent > 0 ? `月租 ${formatFen(goods.monthlyRent)} 起，` : '';
  const tail = kind === 'purchaseDetail' ? '企业批量租赁享阶梯优惠，可开增值税发票。' : '租期灵活，到期可续租、归还或买断。';
  return `${lead}${rent}${tail}`;
}

export function productMetadata(goods: GoodsDetail, kind: ProductPageKind): Metadata {
  return pageMetadata({
    title: goods.name,
    description: productDescription(goods, kind),
    path: productPath(kind, goods.id),
    images: goods.images.slice(0, 1),
  });
}
