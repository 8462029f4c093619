import type { CSSProperties } from 'react';
import { Link } from '@/components/ui/Link';
import type { Zone } from '@/lib/catalog/zones';
import styles from './Zones.module.css';

/** The zone's banner: drawn with CSS only (no picture to wait for), in the zone's colours. */
export function ZoneHero({ zone, highlight }: { zone: Zone; highlight?: string }) {
  const theme = { '--zone-from': zone.theme.from, '--zone-to': zone.theme.to } as CSSProperties;
  return (
    <section className={styles.hero} style={theme} aria-labelledby="zone-title">
      <p className={styles.eyebrow}>{zone.title}</p>
      <h1 id="zone-title">{zone.hero.headline}</h1>
      <p className={styles.sub}>{zone.hero.sub}</p>
      {highlight ? <p className={styles.highlight}>{highlight}</p> : null}
      <Link href={zone.listHref} className={styles.cta}>
        查看全部{zone.title}商品
      </Link>
    </section>
  );
}
