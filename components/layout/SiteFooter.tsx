import { Container } from '@/components/ui/Container';
import { Link } from '@/components/ui/Link';
import { SITE } from '@/contract/site';
import { footerLegalFacts } from '@/lib/api/server/legal';
import { getHelpPage, type HelpPath } from '@/lib/help/pages';
import { LegalLine } from './LegalLine';
import styles from './SiteFooter.module.css';

/** A few help pages per column; their labels are the pages' own titles (lib/help). */
const COLUMNS: ReadonlyArray<{ title: string; paths: readonly HelpPath[] }> = [
  { title: '新手指南', paths: ['/leaseProcedure', '/commonProblem', '/userNeedKnow'] },
  { title: '费用说明', paths: ['/rentPayment', '/priceDescription', '/InvoiceDescription'] },
  { title: '售后服务', paths: ['/returnAndFreight', '/contactAfterSales', '/brokePromise'] },
  { title: '关于我们', paths: ['/companyProfile', '/joinUs', '/contactUs'] },
];

/** Help columns, the hotline, and under them the copyright and the shop's legal facts (./LegalLine.tsx). */
export async function SiteFooter() {
  const legal = await footerLegalFacts();
  return (
    <footer className={styles.footer}>
      <Container className={styles.columns}>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            {column.paths.map((path) => (
              <Link key={path} href={path}>
                {getHelpPage(path).title}
              </Link>
            ))}
          </nav>
        ))}
        <div className={styles.service}>
          <h2>客服热线</h2>
          <p className={styles.hotline}>{SITE.hotline}</p>
          <p>周一至周日 9:00–21:00</p>
        </div>
      </Container>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © 2026 {SITE.name} · {SITE.titleSuffix}
        </p>
        {legal ? <LegalLine facts={legal} /> : null}
      </div>
    </footer>
  );
}
