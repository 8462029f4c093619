import { Link } from '@/components/ui/Link';
import { SITE } from '@/contract/site';
import styles from './SiteHeader.module.css';

export function Logo({ subtitle }: { subtitle?: string }) {
  return (
    <span className={styles.logoWrap}>
      <Link href="/Homepage" className={styles.logo} title="返回首页">
        <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden>
          <rect width="64" height="64" rx="14" fill="#1f6feb" />
          <rect x="14" y="16" width="36" height="24" rx="3" fill="#fff" />
          <rect x="18" y="20" width="28" height="16" rx="1" fill="#1f6feb" opacity=".35" />
          <path d="M8 44h48l-4 6H12z" fill="#fff" />
        </svg>
        <span>
          <strong>{SITE.name}</strong>
          <small>{SITE.titleSuffix}</small>
        </span>
      </Link>
      {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
    </span>
  );
}
