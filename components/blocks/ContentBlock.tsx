import { Link } from '@/components/ui/Link';

/** A term and its value; `href` makes the value a link. */
export interface BlockFact {
  term: string;
  detail: string;
  href?: string;
}

/** One question of a FAQ block; an answer of several paragraphs is a list of strings. */
export interface BlockQuestion {
  question: string;
  answer: string | readonly string[];
}

/**
 * A block of a text made of blocks: a help section (lib/help/types.ts HelpBlock) or an order
 * document's section (contract/orderDocuments.ts DocumentBlock) — each is a subset of this.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly string[] }
  | { kind: 'table'; caption?: string; columns: readonly string[]; rows: readonly (readonly string[])[]; rowHeaders?: boolean }
  | { kind: 'faq'; items: readonly BlockQuestion[] }
  | { kind: 'facts'; items: readonly BlockFact[] };

/**
 * The class names each page styles its blocks by. A table is wrapped in a scrolling box only when
 * `tableScroll` is given, so a page that lets its tables wrap keeps them as they are.
 */
export type BlockClasses = Partial<Record<'paragraph' | 'note' | 'list' | 'table' | 'tableScroll' | 'faq' | 'answer' | 'facts', string>>;

type Props = {
  block: Block;
  classes?: BlockClasses;
  /** Numbers every list, as a document's PDF does, rather than only those marked `ordered`. */
  numberLists?: boolean;
};

/** One block as plain semantic HTML, so that a server-rendered page needs no script for it. */
export function ContentBlock({ block, classes = {}, numberLists = false }: Props) {
  switch (block.kind) {
    case 'paragraph':
      return <p className={classes.paragraph}>{block.text}</p>;
    case 'note':
      return <p className={classes.note}>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{item}</li>);
      return numberLists || block.ordered ? <ol className={classes.list}>{items}</ol> : <ul className={classes.list}>{items}</ul>;
    }
    case 'table': {
      const table = <BlockTable block={block} className={classes.table} />;
      return classes.tableScroll ? <div className={classes.tableScroll}>{table}</div> : table;
    }
    case 'faq':
      // Native disclosure widgets: keyboard and screen-reader support without any script.
      return (
        <div className={classes.faq}>
          {block.items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <div className={classes.answer}>
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
        <dl className={classes.facts}>
          {block.items.map((fact, index) => (
            <div key={`${fact.term}-${index}`}>
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

function BlockTable({ block, className }: { block: Extract<Block, { kind: 'table' }>; className: string | undefined }) {
  return (
    <table className={className}>
      {block.caption ? <caption>{block.caption}</caption> : null}
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
}

function FactValue({ fact }: { fact: BlockFact }) {
  if (!fact.href) return fact.detail;
  if (fact.href.startsWith('/')) return <Link href={fact.href}>{fact.detail}</Link>;
  return <a href={fact.href}>{fact.detail}</a>;
}
