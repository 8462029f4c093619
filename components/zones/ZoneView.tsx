import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import type { Zone } from '@/lib/catalog/zones';
import type { DiscountGoodsCard, GoodsCard } from '@/contract/goods';
import { ZoneGoodsSection } from './ZoneGoodsSection';
import { ZoneHero } from './ZoneHero';
import styles from './Zones.module.css';

/** The first row of cards sits right under the banner: its pictures load at once. */
const FIRST_ROW = 4;

/** A zone page: breadcrumbs, banner, the zone's first goods and the link to all of them. */
export function ZoneView({
  zone,
  goods,
  total,
  highlight,
}: {
  zone: Zone;
  goods: readonly (GoodsCard | DiscountGoodsCard)[];
  total: number;
  /** A line the banner adds (the discount zone's best saving). */
  highlight?: string;
}) {
  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={[{ name: '首页', href: '/Homepage' }, { name: zone.title }]} />
      <ZoneHero zone={zone} highlight={highlight} />
      <ZoneGoodsSection zone={zone} goods={goods} total={total} title={`${zone.title}商品`} priorityCount={FIRST_ROW} />
    </Container>
  );
}
