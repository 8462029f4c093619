import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { ApplicationKind } from '@/lib/api/browser/applications';
import { COMPANY } from '@/contract/company';
import { ApplicationForm } from './ApplicationForm';
import styles from './ApplicationPage.module.css';

export type ApplicationPageContent = {
  kind: ApplicationKind;
  title: string;
  lead: string;
  highlightsTitle: string;
  highlights: ReadonlyArray<{ title: string; text: string }>;
  steps: readonly string[];
  materialsTitle: string;
  materials: readonly string[];
  formTitle: string;
  formNote: ReactNode;
};

/** /joiningTheStore and /businessCooperation: what the visitor gets and needs, beside the form. */
export function ApplicationPage({ content }: { content: ApplicationPageContent }) {
  return (
    <Container className={styles.page}>
      <Breadcrumbs crumbs={[{ name: '首页', href: '/Homepage' }, { name: content.title }]} />
      <div className={styles.hero}>
        <h1>{content.title}</h1>
        <p>{content.lead}</p>
      </div>
      <section aria-labelledby="highlights-title" className={styles.highlights}>
        <h2 id="highlights-title">{content.highlightsTitle}</h2>
        <ul>
          {content.highlights.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.columns}>
        <section aria-labelledby="form-title" className={styles.formCard}>
          <h2 id="form-title">{content.formTitle}</h2>
          <p className={styles.formNote}>{content.formNote}</p>
          <ApplicationForm kind={content.kind} />
        </section>
        <div className={styles.aside}>
          <section aria-labelledby="steps-title" className={styles.card}>
            <h2 id="steps-title">办理流程</h2>
            <ol className={styles.steps}>
              {content.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="materials-title" className={styles.card}>
            <h2 id="materials-title">{content.materialsTitle}</h2>
            <ul className={styles.materials}>
              {content.materials.map((material) => (
                <li key={material}>{material}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="contact-title" className={styles.card}>
            <h2 id="contact-title">联系我们</h2>
            <dl className={styles.contact}>
              <div>
                <dt>热线电话</dt>
                <dd>
                  <a href={COMPANY.hotlineHref}>{COMPANY.hotline}</a>
                </dd>
              </div>
              <div>
                <dt>合作邮箱</dt>
                <dd>
                  <a href={`mailto:${COMPANY.businessEmail}`}>{COMPANY.businessEmail}</a>
                </dd>
              </div>
              <div>
                <dt>服务时间</dt>
                <dd>{COMPANY.serviceHours}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </Container>
  );
}
