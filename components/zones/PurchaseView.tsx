import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import type { Zone } from '@/lib/catalog/zones';
import type { CarouselSlide } from '@/contract/carousel';
import type { GoodsCard } from '@/contract/goods';
import type { NewsSummary } from '@/contract/news';
import { SITE } from '@/contract/site';
import { ZoneGoodsSection } from './ZoneGoodsSection';
import { ZoneHero } from './ZoneHero';
import styles from './Zones.module.css';
import { procurementGoodsHref } from '@/lib/routing/hrefs';

/** Why a company rents here: the procurement zone's promises (the slides and terms say the same). */
export const PROCUREMENT_ADVANTAGES: ReadonlyArray<{ title: string; text: string }> = [
  { title: '企业认证', text: '完成企业实名认证后，可享免押金信用额度，审核通过即可下单。' },
  { title: '批量优惠', text: '10 台起享阶梯价，台数越多月租越低，大批量可单独议价。' },
  { title: '增值税专用发票', text: '支持对公转账结算，按期开具增值税专用发票，方便企业报销抵扣。' },
  { title: '专属客户经理', text: '50 台以上配专属客户经理，一对一梳理需求、出具配置方案。' },
  { title: '上门部署', text: '批量交付，可预装系统与办公软件，上门安装调试，开箱即用。' },
  { title: '灵活租期', text: '1–24 个月灵活选择，项目结束可归还，到期也可续租或买断。' },
];

/** How a procurement goes, step by step. */
const PROCUREMENT_STEPS = ['提交采购需求', '获取配置与报价', '企业认证并签约', '批量交付与部署', '按月结算开票'] as const;

const purchaseDetailHref = (goods: GoodsCard) => procurementGoodsHref(goods.id);

function SlideLink({ slide, className, children }: { slide: CarouselSlide; className?: string; children: ReactNode }) {
  if (slide.link.startsWith('/'))
    return (
      <Link href={slide.link} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={slide.link} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The slides of position 'purchase' as a still banner: the first one large, the others as tiles beside it. */
function SlideBanner({ slides }: { slides: readonly CarouselSlide[] }) {
  const [first, ...rest] = slides;
  if (!first) return null;
  return (
    <ul className={rest.length > 0 ? styles.slides : `${styles.slides} ${styles.slidesSingle}`}>
      <li className={styles.slideMain} style={{ background: first.theme }}>
        <SlideLink slide={first} className={styles.slideLink}>
          <span className={styles.slideText}>
            <span className={styles.slideTitle}>{first.title}</span>
            <span className={styles.slideSubtitle}>{first.subtitle}</span>
            <span className={styles.slideCta}>立即查看</span>
          </span>
          <Image src={first.image} alt="" width={320} height={240} className={styles.slidePicture} loading="eager" fetchPriority="high" unoptimized />
        </SlideLink>
      </li>
      {rest.map((slide) => (
        <li key={slide.id} className={styles.slideTile} style={{ background: slide.theme }}>
          <SlideLink slide={slide} className={styles.slideLink}>
            <span className={styles.slideText}>
              <span className={styles.slideTitle}>{slide.title}</span>
              <span className={styles.slideSubtitle}>{slide.subtitle}</span>
            </span>
            <Image src={slide.image} alt="" width={160} height={120} className={styles.slidePicture} loading="eager" unoptimized />
          </SlideLink>
        </li>
      ))}
    </ul>
  );
}

function newsTime(publishedAt: string): { iso: string; day: string } {
  return { iso: `${publishedAt.replace(' ', 'T')}+08:00`, day: publishedAt.slice(0, 10) };
}

type PurchaseViewProps = {
  zone: Zone;
  slides: readonly CarouselSlide[];
  goods: readonly GoodsCard[];
  total: number;
  news: readonly NewsSummary[];
};

/** /purchase: the procurement zone's banner, its promises, its goods (leading to /purchaseDetail) and procurement news. */
export function PurchaseView({ zone, slides, goods, total, news }: PurchaseViewProps) {
  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={[{ name: '首页', href: '/Homepage' }, { name: zone.title }]} />
      {slides.length > 0 ? (
        <section className={styles.purchaseHero} aria-labelledby="zone-title">
          <div className={styles.purchaseHead}>
            <div>
              <h1 id="zone-title">{zone.hero.headline}</h1>
              <p>{zone.hero.sub}</p>
            </div>
            <div className={styles.purchaseActions}>
              <Link href={zone.listHref} className={styles.ctaSolid}>
                查看全部采购商品
              </Link>
              <a href={`tel:${SITE.hotline.replace(/-/g, '')}`} className={styles.ctaOutline}>
                咨询热线 {SITE.hotline}
              </a>
            </div>
          </div>
          <SlideBanner slides={slides} />
        </section>
      ) : (
        <ZoneHero zone={zone} />
      )}

      <section className={styles.section} aria-labelledby="procurement-advantages-title">
        <div className={styles.sectionHead}>
          <h2 id="procurement-advantages-title">企业采购优势</h2>
        </div>
        <ul className={styles.advantages}>
          {PROCUREMENT_ADVANTAGES.map((advantage, index) => (
            <li key={advantage.title}>
              <span className={styles.advantageMark} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.advantageTitle}>{advantage.title}</span>
              <span className={styles.advantageText}>{advantage.text}</span>
            </li>
          ))}
        </ul>
        <ol className={styles.steps} aria-label="采购流程">
          {PROCUREMENT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <ZoneGoodsSection zone={zone} goods={goods} total={total} title="采购商品" hrefFor={purchaseDetailHref} />

      <section className={styles.section} aria-labelledby="procurement-news-title">
        <div className={styles.sectionHead}>
          <h2 id="procurement-news-title">采购资讯</h2>
          <Link href="/newsCenter?type=procurement" className={styles.headLink}>
            更多采购资讯
          </Link>
        </div>
        {news.length > 0 ? (
          <ul className={styles.news}>
            {news.map((article) => {
              const time = newsTime(article.publishedAt);
              return (
                <li key={article.id}>
                  <Link href={`/purchaseNewsDetail?id=${article.id}`} className={styles.newsTitle}>
                    {article.title}
                  </Link>
                  <p className={styles.newsSummary}>{article.summary}</p>
                  <time dateTime={time.iso} className={styles.newsTime}>
                    {time.day}
                  </time>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.emptyNote}>暂无采购资讯</p>
        )}
      </section>
    </Container>
  );
}
