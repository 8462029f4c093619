import type { ReactNode } from 'react';
import type { Customer } from '@/lib/api/customer';
import { Container } from '@/components/ui/Container';
import { CenterNav } from './CenterNav';
import styles from './Center.module.css';

/** The personal center's two columns: who is logged in and the menu on the left, the page on the right. */
export function CenterFrame({ customer, children }: { customer: Customer; children: ReactNode }) {
  const company = customer.accountType === 'company';
  return (
    <Container className={styles.frame}>
      <aside className={styles.side}>
        <div className={styles.who}>
          <strong>{customer.personName ?? customer.companyName ?? customer.mobile}</strong>
          <span>{company ? (customer.companyName ?? '企业账号') : '个人账号'}</span>
        </div>
        <CenterNav />
      </aside>
      <div className={styles.content}>{children}</div>
    </Container>
  );
}
