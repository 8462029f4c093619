import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { getCarousel, getCategories, getDiscountGoods, getRecommendedGoods, getZoneGoods } from '@/lib/api/server/goods';
import { getStores } from '@/lib/api/server/stores';
import { getNewsPage } from '@/lib/api/server/news';
import { Container } from '@/components/ui/Container';
import { JsonLd } from '@/components/layout/JsonLd';
import { Carousel } from '@/components/home/Carousel';
import { CategoryMenu } from '@/components/home/CategoryMenu';
import { HomeSection } from '@/components/home/HomeSection';
import { ServicePromises } from '@/components/home/ServicePromises';
import { StoreStrip } from '@/components/home/StoreStrip';
import { NewsDigest } from '@/components/home/NewsDigest';
import { ZoneTiles } from '@/components/home/ZoneTiles';
import { GoodsCardGrid } from '@/components/catalog/GoodsCardGrid';
import { zoneByKey } from '@/lib/catalog/zones';
import { organization } from '@/lib/seo/structured-data';
import { desktopHomeAdaptation } from '@/lib/seo/mobile-adaptation';
import { SITE } from '@/contract/site';
import styles from './Homepage.module.css';
import { HOME_PATH, routeTitle } from '@/lib/routes';
import { procurementGoodsHref } from '@/lib/routing/hrefs';

export const revalidate = 60;

export const metadata: Metadata = {
  // The site's title pattern like every page (首页 - 一站式电脑租赁平台); the site's name is in og:site_name.
  title: routeTitle(HOME_PATH),
  description: SITE.description,
  // Baidu's mobile adaptation: the phone form of this page is /mobileIndex.
  ...desktopHomeAdaptation(),
  openGraph: { type: 'website', title: `${SITE.name} - ${SITE.titleSuffix}`, description: SITE.description, url: '/Homepage', siteName: SITE.name, locale: 'zh_CN' },
};

export default async function Homepage() {
  const [categories, slides, recommended, discount, procurement, heavyweight, stores, news] = await Promise.all([
    getCategories(),
    getCarousel('home'),
    getRecommendedGoods(),
    getDiscountGoods(1, 5),
    getZoneGoods('procurement', 1, 5),
    getZoneGoods('heavyweight_new', 1, 5),
    getStores({ featured: true, limit: 5 }),
    getNewsPage({ limit: 6 }),
  ]);
  const discountZone = zoneByKey('discount');
  const procurementZone = zoneByKey('procurement');
  const heavyweightZone = zoneByKey('heavyweight_new');
  return (
    <Container className={styles.page}>
      <h1 className={styles.visuallyHidden}>{SITE.name}：企业与个人电脑租赁平台</h1>
      <div className={styles.hero}>
        <CategoryMenu categories={categories} />
        <Carousel slides={slides} />
        <ServicePromises />
      </div>
      <ZoneTiles />
      <HomeSection id="recommended" title="为你推荐" moreHref="/list" moreText="全部商品">
        <GoodsCardGrid goods={recommended} />
      </HomeSection>
      <HomeSection id="discount" title={discountZone.title} subtitle={discountZone.short} moreHref={discountZone.path} accent>
        <GoodsCardGrid goods={discount.rows} />
      </HomeSection>
      <HomeSection id="procurement" title={procurementZone.title} subtitle={procurementZone.short} moreHref={procurementZone.path}>
        <GoodsCardGrid goods={procurement.rows} hrefFor={(item) => procurementGoodsHref(item.id)} />
      </HomeSection>
      <HomeSection id="heavyweight" title={heavyweightZone.title} subtitle={heavyweightZone.short} moreHref={heavyweightZone.path}>
        <GoodsCardGrid goods={heavyweight.rows} />
      </HomeSection>
      <div className={styles.twoColumns}>
        <HomeSection id="stores" title="优质店铺" subtitle="平台认证的品牌与服务商" moreHref="/qualityStore">
          <StoreStrip stores={stores.rows} />
        </HomeSection>
        <HomeSection id="news" title="资讯中心" subtitle="平台动态与采购资讯" moreHref="/newsCenter">
          <NewsDigest articles={news.rows} />
        </HomeSection>
      </div>
      <p className={styles.couponBanner}>
        新人专享 ¥50 无门槛租金券，企业采购满 ¥10,000 减 ¥1,200 <Link href="/receiveCoupons">去领券中心</Link>
      </p>
      <JsonLd data={organization()} />
    </Container>
  );
}
