/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HELP_ROUTES } from '@/lib/routes';
import { SITE } from '@/contract/site';
import { HELP_GROUPS, HELP_PAGES, getHelpPage, helpNavigation } from '@/lib/help/pages';
import { helpMetadata } from '@/lib/help/metadata';
import type { HelpPage, HelpPath } from '@/lib/help/types';
import { RULE_TEXT } from '@/contract/rentalRules';

const EXPECTED_PATHS: readonly HelpPath[] = [...HELP_ROUTES, '/aboutUs'];
const HELP_APP_DIR = path.join(process.cwd(), 'app', '(shop)', '(help)');

/** Every string of a page's content, for checks that apply to all text. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe.each(EXPECTED_PATHS)('the help page %s', (route) => {
  const page = HELP_PAGES.find((candidate) => candidate.path === route);

  test('has a title, a description of 40–160 characters and at least two sections', () => {
    expect(page).toBeDefined();
    const { title, description, sections } = page as HelpPage;
    expect(title.trim()).not.toBe('');
    expect(description.length).toBeGreaterThanOrEqual(40);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(sections.length).toBeGreaterThanOrEqual(2);
  });

  test('has a route file that renders this page and its metadata', () => {
    const source = readFileSync(path.join(HELP_APP_DIR, route.slice(1), 'page.tsx'), 'utf8');
    expect(source).toContain(`helpMetadata('${route}')`);
    expect(source).toContain(`<HelpPageView path="${route}" />`);
  });
});

test('the help pages are exactly the help routes plus /aboutUs', () => {
  expect(HELP_PAGES.map((page) => page.path).sort()).toEqual([...EXPECTED_PATHS].sort());
});

test('no two help pages share a path or a title', () => {
  expect(new Set(HELP_PAGES.map((page) => page.path)).size).toBe(HELP_PAGES.length);
  expect(new Set(HELP_PAGES.map((page) => page.title)).size).toBe(HELP_PAGES.length);
});

test('the help route group holds one folder per page and nothing else', () => {
  const folders = readdirSync(HELP_APP_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  expect(folders.map((entry) => `/${entry.name}`).sort()).toEqual([...EXPECTED_PATHS].sort());
  expect(existsSync(path.join(HELP_APP_DIR, 'layout.tsx'))).toBe(true);
});

test('the side navigation lists every page exactly once, in non-empty groups', () => {
  const navigation = helpNavigation();
  expect(navigation.map(({ group }) => group.title)).toEqual(['新手指南', '费用说明', '售后服务', '协议与规则', '关于我们']);
  for (const { pages } of navigation) expect(pages.length).toBeGreaterThan(0);
  const listed = navigation.flatMap(({ pages }) => pages.map((page) => page.path));
  expect(listed).toHaveLength(HELP_PAGES.length);
  expect([...listed].sort()).toEqual([...EXPECTED_PATHS].sort());
  expect(HELP_GROUPS).toHaveLength(navigation.length);
});

test.each(HELP_PAGES.map((page) => [page.path, page] as const))('%s has well-formed sections and blocks', (_path, page) => {
  const headings = page.sections.map((section) => section.heading);
  expect(new Set(headings).size).toBe(headings.length);
  for (const section of page.sections) {
    expect(section.heading.trim()).not.toBe('');
    expect(section.blocks.length).toBeGreaterThan(0);
    for (const block of section.blocks) {
      if (block.kind === 'table') {
        expect(block.caption.trim()).not.toBe('');
        for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
      }
      if (block.kind === 'faq') {
        expect(block.items.length).toBeGreaterThan(0);
        for (const item of block.items) {
          expect(item.question.trim()).not.toBe('');
          expect(textsOf(item.answer).join('').trim()).not.toBe('');
        }
      }
      if (block.kind === 'list') expect(block.items.length).toBeGreaterThan(0);
    }
  }
});

test('related links point to other existing help pages', () => {
  for (const page of HELP_PAGES) {
    for (const related of page.related ?? []) {
      expect(related).not.toBe(page.path);
      expect(getHelpPage(related).path).toBe(related);
    }
  }
});

test('every amount of money is written as ¥1,299.00', () => {
  for (const page of HELP_PAGES) {
    for (const text of textsOf(page)) {
      for (const [amount] of text.matchAll(/¥[\d,.]*/g)) {
        expect({ page: page.path, amount }).toEqual({ page: page.path, amount: expect.stringMatching(/^¥\d{1,3}(,\d{3})*\.\d{2}$/) });
      }
    }
  }
});

test('every page names the customer hotline the same way', () => {
  const shown = HELP_PAGES.flatMap((page) => textsOf(page)).filter((text) => !text.startsWith('tel:'));
  const hotlines = shown.flatMap((text) => text.match(/400-?\d{3,4}-?\d{3,4}/g) ?? []);
  expect(hotlines.length).toBeGreaterThan(0);
  expect(new Set(hotlines)).toEqual(new Set([SITE.hotline]));
});

test("a help page's metadata has its title, description, canonical path and an Open Graph article", () => {
  const page = getHelpPage('/leaseProcedure');
  expect(helpMetadata('/leaseProcedure')).toMatchObject({
    title: '租赁流程',
    description: page.description,
    alternates: { canonical: '/leaseProcedure' },
    openGraph: { type: 'article', title: '租赁流程 - 一站式电脑租赁平台', description: page.description, url: '/leaseProcedure' },
  });
});

test('退换与运费 prints the upgrade rule as contract/rentalRules.ts states it', () => {
  const page = HELP_PAGES.find((candidate) => candidate.path === '/returnAndFreight');
  const paragraphs = page?.sections.flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : []))) ?? [];
  expect(paragraphs).toContain(RULE_TEXT.upgrade);
});
