import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import styles from './HomeSection.module.css';

/** One band of the home page: a heading, a line under it, a "more" link and its content. */
export function HomeSection({
  id,
  title,
  subtitle,
  moreHref,
  moreText = '查看更多',
  accent = false,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  moreHref?: string;
  moreText?: string;
  accent?: boolean;
  children: ReactNode;
}) {
  const headingId = `home-${id}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={accent ? `${styles.head} ${styles.accent}` : styles.head}>
        <h2 id={headingId}>{title}</h2>
        {subtitle ? <p>{subtitle}</p> : null}
        {moreHref ? (
          <Link href={moreHref} className={styles.more} aria-label={`${moreText}：${title}`}>
            {moreText} ›
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
