import type { CSSProperties } from 'react';
import styles from './StoreRating.module.css';

const STAR = 'M12 2l2.94 6.26 6.86.74-5.1 4.7 1.4 6.8L12 17.27 5.9 20.5l1.4-6.8-5.1-4.7 6.86-.74z';

/** Five stars side by side; drawn twice (grey, then gold clipped to the rating). */
function Stars({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 24" width="80" height="16" className={className} aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={STAR} transform={`translate(${index * 24} 0)`} />
      ))}
    </svg>
  );
}

/**
 * A rating out of 5 as stars and the number. The stars are pictures only: the number and the
 * visually hidden "满分 5 分" carry the meaning for everyone.
 */
export function StoreRating({ rating }: { rating: number }) {
  const bounded = Math.min(5, Math.max(0, rating));
  return (
    <span className={styles.rating}>
      <span className={styles.stars} style={{ '--fill': `${(bounded / 5) * 100}%` } as CSSProperties}>
        <Stars className={styles.empty} />
        <span className={styles.filled}>
          <Stars className={styles.gold} />
        </span>
      </span>
      <span className={styles.value}>{bounded.toFixed(1)}</span>
      <span className={styles.unit}>
        分<span className={styles.hidden}>（满分 5 分）</span>
      </span>
    </span>
  );
}
