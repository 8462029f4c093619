import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { getCarousel, getCategories, getRecommendedGoods } from '@/lib/api/server/goods';
import { getNewsPage } from '@/lib/api/server/news';
import { footerLegalFacts } from '@/lib/api/server/legal';
import { Carousel } from '@/components/home/Carousel';
import { NewsDigest } from '@/components/home/NewsDigest';
import { ZONES } from '@/lib/catalog/zones';
import { CategoryLinks } from '@/components/catalog/CategoryLinks';
import { LegalLine } from '@/components/layout/LegalLine';
import { GoodsCardGrid } from '@/components/catalog/GoodsCardGrid';
import { SITE } from '@/contract/site';
import { mobileHomeAdaptation } from '@/lib/seo/mobile-adaptation';
import styles from './mobileIndex.module.css';

export const revalidate = 60;

export const metadata: Metadata = {
  title: '手机版首页',
  description: SITE.description,
  // Baidu's mobile adaptation: the phone form of /Homepage.
  ...mobileHomeAdaptation(),
};

export default async function MobileIndexPage() {
  const [categories, goods, slides, news, legal] = await Promise.all([
    getCategories(),
    getRecommendedGoods(),
    getCarousel('mobile'),
    getNewsPage({ limit: 4 }),
    footerLegalFacts(),
  ]);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <strong>{SITE.name}</strong>
          <span>{SITE.titleSuffix}</span>
        </div>
        <form action="/list" method="get" role="search" className={styles.search}>
          <label htmlFor="mobile-search" className={styles.visuallyHidden}>
            搜索商品
          </label>
          <input id="mobile-search" name="keyword" type="search" placeholder="搜索笔记本、台式机…" maxLength={50} />
          <button type="submit">搜索</button>
        </form>
      </header>
      <main className={styles.main}>
        <h1 className={styles.visuallyHidden}>{SITE.name}手机版：办公电脑按月租用</h1>
        {slides.length > 0 ? (
          <Carousel slides={slides} />
        ) : (
          <section className={styles.banner} aria-label="平台介绍">
            <p className={styles.bannerTitle}>办公电脑 按月租用</p>
            <p>1–24 个月灵活租期 · 到期可续租、归还或买断</p>
          </section>
        )}
        <nav aria-label="商品分类">
          <CategoryLinks categories={categories} className={styles.categories} />
        </nav>
        <nav aria-label="专区导航">
          <ul className={styles.zones}>
            {ZONES.map((zone) => (
              <li key={zone.key}>
                <Link href={zone.path} style={{ background: `linear-gradient(135deg, ${zone.theme.from}, ${zone.theme.to})` }}>
                  {zone.title}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/receiveCoupons" className={styles.couponTile}>
                领券中心
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="mobile-goods">
          <h2 id="mobile-goods" className={styles.sectionTitle}>
            热门租赁
          </h2>
          <GoodsCardGrid goods={goods.slice(0, 8)} compact priorityCount={2} />
        </section>
        <section aria-labelledby="mobile-news">
          <h2 id="mobile-news" className={styles.sectionTitle}>
            资讯中心
          </h2>
          <NewsDigest articles={news.rows} />
        </section>
        <section className={styles.service} aria-labelledby="mobile-service">
          <h2 id="mobile-service" className={styles.sectionTitle}>
            租赁服务
          </h2>
          <ul>
            <li>
              <strong>企业免押</strong>
              <span>认证企业享免押额度</span>
            </li>
            <li>
              <strong>顺丰包邮</strong>
              <span>下单后 48 小时内发货</span>
            </li>
            <li>
              <strong>售后无忧</strong>
              <span>故障免费维修或换机</span>
            </li>
          </ul>
        </section>
      </main>
      <footer className={styles.footer}>
        <a className={styles.hotline} href={`tel:${SITE.hotline.replace(/-/g, '')}`}>
          客服热线 {SITE.hotline}
        </a>
        <nav aria-label="账号" className={styles.footerLinks}>
          <Link href="/login">登录</Link>
          <Link href="/rgister">注册</Link>
          <Link href="/commonProblem">帮助中心</Link>
          <Link href="/Homepage?desktop=1">电脑版</Link>
        </nav>
        {legal ? <LegalLine facts={legal} className={styles.legal} /> : null}
      </footer>
    </div>
  );
}
