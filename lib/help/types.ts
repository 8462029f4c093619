import type { HELP_ROUTES } from '@/lib/routes';

/** Every help and information page: the help routes (docs/storefront.md#routes), plus /aboutUs. */
export type HelpPath = (typeof HELP_ROUTES)[number] | '/aboutUs';

/** The side navigation's groups, in the order they are shown. */
export type HelpGroupId = 'guide' | 'fees' | 'afterSales' | 'rules' | 'about';

export interface HelpGroup {
  id: HelpGroupId;
  title: string;
}

/** One question of a FAQ block; an answer of several paragraphs is a list of strings. */
export interface HelpQuestion {
  question: string;
  answer: string | readonly string[];
}

/** A term and its value (company facts, contact channels); `href` makes the value a link. */
export interface HelpFact {
  term: string;
  detail: string;
  href?: string;
}

/**
 * The content blocks a help section is made of. Pages are data, so that one component renders
 * them all with the same semantic HTML (tables with captions and header cells, FAQ as
 * disclosure widgets) and tests can check every page without rendering it.
 */
export type HelpBlock =
  | { kind: 'paragraph'; text: string }
  /** A highlighted sentence the reader must not miss (a deadline, a fee, a warning). */
  | { kind: 'note'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly string[] }
  /** `rowHeaders`: the first cell of every row names the row (rendered as a row header). */
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[]; rowHeaders?: boolean }
  | { kind: 'faq'; items: readonly HelpQuestion[] }
  | { kind: 'facts'; items: readonly HelpFact[] };

export interface HelpSection {
  heading: string;
  blocks: readonly HelpBlock[];
}

export interface HelpPage {
  path: HelpPath;
  /** The h1, the side-navigation label and the document title (before the site suffix). */
  title: string;
  /** Meta description and Open Graph description: 40–160 characters. */
  description: string;
  group: HelpGroupId;
  /** The date the text was last revised (agreements and rules), as YYYY-MM-DD. */
  updated?: string;
  /** A sentence under the title that says what the page is for. */
  summary?: string;
  sections: readonly HelpSection[];
  /** Other help pages worth reading next, shown as links under the article. */
  related?: readonly HelpPath[];
}
