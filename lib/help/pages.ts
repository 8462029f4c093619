import { TITLE_TEMPLATE } from '@/contract/site';
import type { HelpGroup, HelpPage, HelpPath } from './types';
import { GUIDE_PAGES } from './guide';
import { FEE_PAGES } from './fees';
import { AFTER_SALES_PAGES } from './after-sales';
import { LEASE_CONTRACT_PAGE } from './lease-contract';
import { RULE_PAGES } from './rules';
import { ABOUT_PAGES } from './about';

export type { HelpBlock, HelpGroup, HelpGroupId, HelpPage, HelpPath, HelpSection } from './types';

/** The help center's entry: the top bar's 帮助中心 link and the breadcrumb point here. */
export const HELP_CENTER_PATH = '/commonProblem' satisfies HelpPath;

/** The side navigation's groups; the first four match the site footer's columns. */
export const HELP_GROUPS: readonly HelpGroup[] = [
  { id: 'guide', title: '新手指南' },
  { id: 'fees', title: '费用说明' },
  { id: 'afterSales', title: '售后服务' },
  { id: 'rules', title: '协议与规则' },
  { id: 'about', title: '关于我们' },
];

/** Every help and information page, in side-navigation order. */
export const HELP_PAGES: readonly HelpPage[] = [...GUIDE_PAGES, ...FEE_PAGES, ...AFTER_SALES_PAGES, LEASE_CONTRACT_PAGE, ...RULE_PAGES, ...ABOUT_PAGES];

const pagesByPath = new Map<string, HelpPage>(HELP_PAGES.map((page) => [page.path, page]));

/** The page of a help route; a route without content is a programming error, caught at build. */
export function getHelpPage(path: HelpPath): HelpPage {
  const page = pagesByPath.get(path);
  if (!page) throw new Error(`no help page for ${path}`);
  return page;
}

export interface HelpNavGroup {
  group: HelpGroup;
  pages: readonly { path: HelpPath; title: string }[];
}

/** The side navigation: every group with its pages, each page once. */
export function helpNavigation(): readonly HelpNavGroup[] {
  return HELP_GROUPS.map((group) => ({
    group,
    pages: HELP_PAGES.filter((page) => page.group === group.id).map(({ path, title }) => ({ path, title })),
  }));
}

/** The document title as the browser shows it: "租赁流程 - 一站式电脑租赁平台". */
export function helpDocumentTitle(page: HelpPage): string {
  return TITLE_TEMPLATE.replace('%s', page.title);
}
