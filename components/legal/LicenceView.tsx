/**
 * /license: the operator's business-licence facts (电子商务法 第十五条) and the shop's record
 * numbers, as the platform set them in the back office (docs/storefront.md#legal-facts). Every
 * footer links here as 营业执照.
 */
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { ICP_RECORD_URL, LEGAL_FACT_LABELS, policeRecordUrl, type LegalFacts } from '@/contract/legal';
import { HOME_PATH } from '@/lib/routes';
// The help pages' article style (/releaseInfo shows the same kind of facts): one look for the shop's prose pages.
import styles from '@/components/help/HelpArticle.module.css';
import page from './LicenceView.module.css';

export const LICENCE_TITLE = '营业执照信息';

/** The national enterprise credit information system, where anyone checks a business licence. */
const CREDIT_SYSTEM_URL = 'https://www.gsxt.gov.cn/';
const OUTSIDE = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function LicenceView({ facts }: { facts: LegalFacts | null }) {
  return (
    <Container className={page.page}>
      <Breadcrumbs crumbs={[{ name: '首页', href: HOME_PATH }, { name: LICENCE_TITLE }]} />
      <article className={styles.article} aria-labelledby="licence-title">
        <header className={styles.header}>
          <h1 id="licence-title">{LICENCE_TITLE}</h1>
          <p className={styles.summary}>依照《中华人民共和国电子商务法》第十五条，公示本平台经营者的营业执照信息和网站备案信息。</p>
        </header>
        {facts ? (
          <>
            <section aria-labelledby="licence-facts" className={styles.section}>
              <h2 id="licence-facts">经营者营业执照</h2>
              <dl className={styles.facts}>
                <Fact label={LEGAL_FACT_LABELS.companyName}>{facts.companyName}</Fact>
                <Fact label={LEGAL_FACT_LABELS.creditCode}>{facts.creditCode}</Fact>
                <Fact label={LEGAL_FACT_LABELS.registeredAddress}>{facts.registeredAddress}</Fact>
                <Fact label={LEGAL_FACT_LABELS.legalRepresentative}>{facts.legalRepresentative}</Fact>
                <Fact label={LEGAL_FACT_LABELS.businessScope}>{facts.businessScope}</Fact>
              </dl>
            </section>
            <section aria-labelledby="licence-records" className={styles.section}>
              <h2 id="licence-records">网站备案与经营许可</h2>
              <dl className={styles.facts}>
                <Fact label={LEGAL_FACT_LABELS.icpRecord}>
                  <a href={ICP_RECORD_URL} {...OUTSIDE}>
                    {facts.icpRecord}
                  </a>
                </Fact>
                {facts.policeRecord ? (
                  <Fact label={LEGAL_FACT_LABELS.policeRecord}>
                    <a href={policeRecordUrl(facts.policeRecord)} {...OUTSIDE}>
                      {facts.policeRecord}
                    </a>
                  </Fact>
                ) : null}
                {facts.telecomLicence ? <Fact label={LEGAL_FACT_LABELS.telecomLicence}>{facts.telecomLicence}</Fact> : null}
              </dl>
            </section>
            <section aria-labelledby="licence-check" className={styles.section}>
              <h2 id="licence-check">如何核验</h2>
              <p>
                营业执照信息可在
                <a href={CREDIT_SYSTEM_URL} {...OUTSIDE}>
                  国家企业信用信息公示系统
                </a>
                输入企业名称或统一社会信用代码查询；备案号可点击上方链接，在工业和信息化部、公安部的备案系统中查询。信息发生变更的，平台将在变更完成后及时更新本页。
              </p>
              <p>
                如对经营者信息有疑问，请查看<Link href="/contactUs">联系我们</Link>。
              </p>
            </section>
          </>
        ) : (
          <EmptyState title="经营者信息正在更新，请稍后再来查看。" />
        )}
      </article>
    </Container>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
