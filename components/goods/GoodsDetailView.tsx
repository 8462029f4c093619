import { Suspense } from 'react';
import { isProcurementOnly, type GoodsCard, type GoodsDetail, type ProcurementTerms as Terms } from '@/contract/goods';
import type { Crumb } from '@/lib/seo/structured-data';
import { formatFen } from '@/contract/format';
import { rateLabel } from '@/lib/goods/rental-choice';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import { Gallery } from './Gallery';
import { ProcurementTerms } from './ProcurementTerms';
import { ProcurementEligibility } from '@/components/identity/ProcurementEligibility';
import { RelatedGoods } from './RelatedGoods';
import { RentalPicker } from './RentalPicker';
import { SpecTable } from './SpecTable';
import { StoreSummary } from './StoreSummary';
import styles from './GoodsDetailView.module.css';

export type GoodsDetailViewProps = {
  goods: GoodsDetail;
  crumbs: readonly Crumb[];
  /** The procurement page's bulk terms (its picker starts at the minimum quantity). */
  procurement?: Terms;
  /** 猜你喜欢, streamed in when it arrives; the preview has none. */
  related?: Promise<GoodsCard[]>;
  /** A merchant's preview: the banner, and nothing can be rented. */
  preview?: boolean;
};

const count = new Intl.NumberFormat('zh-CN');

/** A product page: everything a visitor needs to choose a configuration and a term, and what it costs. */
export function GoodsDetailView({ goods, crumbs, procurement, related, preview = false }: GoodsDetailViewProps) {
  const firstTier = procurement?.tiers[0];
  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      {preview ? (
        <p className={styles.previewBanner} role="note">
          预览模式：该商品尚未上架，顾客看不到此页面
        </p>
      ) : null}

      <section className={styles.top} aria-labelledby="goods-name">
        <Gallery images={goods.images} name={goods.name} />
        <div className={styles.buy}>
          <h1 id="goods-name" className={styles.name}>
            {goods.name}
          </h1>
          {goods.subtitle ? <p className={styles.subtitle}>{goods.subtitle}</p> : null}
          <ul className={styles.tags} aria-label="商品标签">
            <li className={goods.condition === 'used' ? styles.used : styles.new}>{goods.condition === 'used' ? '二手' : '全新'}</li>
            {goods.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>

          <div className={styles.priceBox}>
            <span className={styles.priceLabel}>月租</span>
            <strong className={styles.price}>{formatFen(goods.monthlyRent)}</strong>
            <span className={styles.priceUnit}>/月起</span>
            {goods.discount ? (
              <>
                <span className={styles.discount}>{goods.discount.label}</span>
                <span className={styles.original}>
                  原价 <s>{formatFen(goods.discount.originalMonthlyRent)}</s>/月
                </span>
              </>
            ) : null}
            <span className={styles.rented}>已租 {count.format(goods.rentedCount)} 台</span>
          </div>
          {procurement ? (
            <p className={styles.procurementLead}>
              企业采购 {procurement.minQuantity} 台起订
              {firstTier ? `，满 ${firstTier.minQuantity} 台享 ${rateLabel(firstTier.rate)}` : ''}，可开
              {procurement.invoiceTypes.join('、') || '发票'}
            </p>
          ) : null}
          {procurement ? <ProcurementEligibility procurementOnly={isProcurementOnly(goods.zones)} /> : null}

          <RentalPicker
            goodsId={goods.id}
            skus={goods.skus}
            procurement={procurement ? { minQuantity: procurement.minQuantity, tiers: procurement.tiers } : undefined}
            goodsType={isProcurementOnly(goods.zones) ? 'procurement' : 'normal'}
            disabledReason={preview ? '预览模式下不能加入购物车或下单' : undefined}
          />
        </div>
      </section>

      <div className={styles.body}>
        <div className={styles.main}>
          {procurement ? (
            <section className={styles.panel} aria-labelledby="goods-procurement">
              <h2 id="goods-procurement">采购条款</h2>
              <ProcurementTerms terms={procurement} />
            </section>
          ) : null}
          <section className={styles.panel} aria-labelledby="goods-description">
            <h2 id="goods-description">商品详情</h2>
            {/* Sanitised by the product server before it is stored (docs/product-rules.md#rich-text). */}
            <div className={styles.description} dangerouslySetInnerHTML={{ __html: goods.description }} />
          </section>
          <section className={styles.panel} aria-labelledby="goods-specs">
            <h2 id="goods-specs">规格参数</h2>
            <SpecTable specs={goods.specs} />
          </section>
        </div>
        <aside className={styles.side} aria-label="店铺信息">
          <StoreSummary store={goods.store} />
        </aside>
      </div>

      {related ? (
        <section className={styles.related} aria-labelledby="goods-related">
          <h2 id="goods-related">猜你喜欢</h2>
          <Suspense fallback={<p className={styles.muted}>正在加载推荐商品…</p>}>
            <RelatedGoods goods={related} />
          </Suspense>
        </section>
      ) : null}
    </Container>
  );
}
