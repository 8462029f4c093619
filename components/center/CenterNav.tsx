'use client';
/**
 * The personal center's menu, built from the route table (lib/routes.ts): its sections and pages
 * in order, the current page (or the page it belongs to, e.g. an order's details under 我的订单)
 * marked. A page not built yet is shown greyed out with 即将开放, never as a link to a 404.
 */
import type { ComponentType } from 'react';
import { usePathname } from 'next/navigation';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import LaptopMacOutlined from '@mui/icons-material/LaptopMacOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Link } from '@/components/ui/Link';
import { CENTER_MENU, centerMenuPath, type CenterIcon } from '@/lib/routes';
import styles from './Center.module.css';

const ICONS: Record<CenterIcon, ComponentType<{ fontSize?: 'small'; 'aria-hidden'?: boolean }>> = {
  orders: ReceiptLongOutlined,
  bills: RequestQuoteOutlined,
  devices: LaptopMacOutlined,
  service: BuildOutlined,
  invoices: DescriptionOutlined,
  invoiceInfo: BusinessOutlined,
  account: AccountCircleOutlined,
  verification: VerifiedUserOutlined,
  addresses: LocationOnOutlined,
  coupons: LocalOfferOutlined,
  security: SecurityOutlined,
  notifications: NotificationsOutlined,
};

export function CenterNav() {
  const current = centerMenuPath(usePathname());
  return (
    <nav aria-label="个人中心" className={styles.nav}>
      {CENTER_MENU.map((section) => (
        <section key={section.id} aria-labelledby={`center-nav-${section.id}`} className={styles.section}>
          <h2 id={`center-nav-${section.id}`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <ul className={styles.entries}>
            {section.entries.map((entry) => {
              const Icon = ICONS[entry.icon];
              const content = (
                <>
                  <Icon fontSize="small" aria-hidden />
                  <span>{entry.label}</span>
                </>
              );
              return (
                <li key={entry.path}>
                  <Link href={entry.path} className={styles.entry} aria-current={entry.path === current ? 'page' : undefined}>
                    {content}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
