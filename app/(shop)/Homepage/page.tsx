import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import Link from 'next/link';
import { getCategories, getRecommendedGoods } from '@/lib/api/goods';
import { CategoryLinks } from '@/components/catalog/CategoryLinks';
import { GoodsCardGrid } from '@/components/catalog/GoodsCardGrid';
import { SITE } from '@/lib/site';
import styles from './Homepage.module.css';

export const revalidate = 60;

export const metadata: Metadata = {
  title: { absolute: `${SITE.name} - ${SITE.titleSuffix}` },
  description: SITE.description,
  alternates: { canonical: '/Homepage' },
};

export default async function Homepage() {
  const [categories, recommended] = await Promise.all([getCategories(), getRecommendedGoods()]);
  return (
    <Container className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <nav aria-label="商品分类" className={styles.categories}>
          <h2>全部分类</h2>
          <CategoryLinks categories={categories} />
        </nav>
        <div className={styles.banner}>
          <h1 id="hero-title">企业办公电脑，按月租用</h1>
          <p>笔记本 · 台式机 · 工作站 · 显示器，灵活租期 1–24 个月，到期可续租、归还或买断</p>
          <Link href="/purchase" className={styles.cta}>企业采购专区</Link>
        </div>
      </section>
      <section aria-labelledby="recommended-title" className={styles.section}>
        <h2 id="recommended-title">为你推荐</h2>
        <GoodsCardGrid goods={recommended} />
      </section>
    </Container>
  );
}
