import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** What a list says when it has nothing: a sentence and, optionally, a way on. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <svg aria-hidden="true" viewBox="0 0 64 64" width="64" height="64">
        <rect x="10" y="16" width="44" height="30" rx="3" fill="#e8f0fe" stroke="#9bbcf5" strokeWidth="2" />
        <rect x="6" y="46" width="52" height="4" rx="2" fill="#9bbcf5" />
        <path d="M26 31h12" stroke="#1f6feb" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
