import { Link } from '@/components/ui/Link';
import type { HelpBlock as HelpBlockData, HelpFact } from '@/lib/help/types';
import styles from './HelpArticle.module.css';

/** One content block of a help section, as plain semantic HTML. */
export function HelpBlock({ block }: { block: HelpBlockData }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'note':
      return <p className={styles.note}>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{item}</li>);
      return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
    }
    case 'table':
      return (
        <table className={styles.table}>
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) =>
                  block.rowHeaders && cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'faq':
      // Native disclosure widgets: keyboard and screen-reader support without any script.
      return (
        <div className={styles.faq}>
          {block.items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <div className={styles.answer}>
                {(typeof item.answer === 'string' ? [item.answer] : item.answer).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      );
    case 'facts':
      return (
        <dl className={styles.facts}>
          {block.items.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>
                <FactValue fact={fact} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

function FactValue({ fact }: { fact: HelpFact }) {
  if (!fact.href) return fact.detail;
  if (fact.href.startsWith('/')) return <Link href={fact.href}>{fact.detail}</Link>;
  return <a href={fact.href}>{fact.detail}</a>;
}
