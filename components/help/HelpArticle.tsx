import { ContentBlock, type BlockClasses } from '@/components/blocks/ContentBlock';
import { Link } from '@/components/ui/Link';
import { getHelpPage } from '@/lib/help/pages';
import type { HelpPage } from '@/lib/help/types';
import { HelpBreadcrumb } from './HelpBreadcrumb';
import styles from './HelpArticle.module.css';

/** Long pages (the lease contract) get a table of contents under the title. */
const CONTENTS_FROM_SECTIONS = 5;

const sectionId = (index: number) => `section-${index + 1}`;

// Paragraphs take the section's own `p` rule; tables wrap rather than scroll on a phone.
const BLOCK_CLASSES: BlockClasses = { note: styles.note, list: styles.list, table: styles.table, faq: styles.faq, answer: styles.answer, facts: styles.facts };

/** A help page's article: breadcrumb, one h1, an h2 per section, related pages at the end. */
export function HelpArticle({ page }: { page: HelpPage }) {
  return (
    <article className={styles.article} aria-labelledby="help-title">
      <HelpBreadcrumb title={page.title} />
      <header className={styles.header}>
        <h1 id="help-title">{page.title}</h1>
        {page.summary ? <p className={styles.summary}>{page.summary}</p> : null}
        {page.updated ? (
          <p className={styles.updated}>
            更新日期：<time dateTime={page.updated}>{page.updated}</time>
          </p>
        ) : null}
      </header>

      {page.sections.length >= CONTENTS_FROM_SECTIONS ? (
        <nav aria-label="本页目录" className={styles.contents}>
          <p className={styles.contentsTitle}>本页目录</p>
          <ol>
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {page.sections.map((section, index) => (
        <section key={section.heading} className={styles.section}>
          <h2 id={sectionId(index)}>{section.heading}</h2>
          {section.blocks.map((block, blockIndex) => (
            <ContentBlock key={blockIndex} block={block} classes={BLOCK_CLASSES} />
          ))}
        </section>
      ))}

      {page.related?.length ? (
        <nav aria-labelledby="help-related" className={styles.related}>
          <h2 id="help-related">相关说明</h2>
          <ul>
            {page.related.map((path) => (
              <li key={path}>
                <Link href={path}>{getHelpPage(path).title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
