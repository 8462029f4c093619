import { Link } from '@/components/ui/Link';
import { ZONES } from '@/lib/catalog/zones';
import styles from './ZoneTiles.module.css';

/** Every zone as a coloured tile (the colours and texts are the zone table's). */
export function ZoneTiles() {
  return (
    <nav aria-label="专区导航" className={styles.tiles}>
      {ZONES.map((zone) => (
        <Link key={zone.key} href={zone.path} className={styles.tile} style={{ background: `linear-gradient(135deg, ${zone.theme.from}, ${zone.theme.to})` }}>
          <span className={styles.title}>{zone.title}</span>
          <span className={styles.short}>{zone.short}</span>
        </Link>
      ))}
    </nav>
  );
}
