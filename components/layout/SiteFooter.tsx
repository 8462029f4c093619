import Container from '@mui/material/Container';
import Link from 'next/link';
import { SITE } from '@/lib/site';
import styles from './SiteFooter.module.css';

const COLUMNS = [
  { title: '新手指南', links: [['租赁流程', '/leaseProcedure'], ['常见问题', '/commonProblem'], ['用户须知', '/userNeedKnow']] },
  { title: '费用说明', links: [['租金支付', '/rentPayment'], ['价格说明', '/priceDescription'], ['发票说明', '/InvoiceDescription']] },
  { title: '售后服务', links: [['退换与运费', '/returnAndFreight'], ['售后联系', '/contactAfterSales'], ['失信处理', '/brokePromise']] },
  { title: '关于我们', links: [['公司简介', '/companyProfile'], ['加入我们', '/joinUs'], ['联系我们', '/contactUs']] },
] as const;

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <Container maxWidth="lg" className={styles.columns}>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            {column.links.map(([label, href]) => (
              <Link key={href} href={href}>{label}</Link>
            ))}
          </nav>
        ))}
        <div className={styles.service}>
          <h2>客服热线</h2>
          <p className={styles.hotline}>{SITE.hotline}</p>
          <p>周一至周日 9:00–21:00</p>
        </div>
      </Container>
      <p className={styles.copyright}>© 2026 {SITE.name} · {SITE.titleSuffix}</p>
    </footer>
  );
}
