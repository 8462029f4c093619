import { render, screen, within } from '@testing-library/react';
import { HelpArticle } from '@/components/help/HelpArticle';
import { HelpPageView } from '@/components/help/HelpPageView';
import { HELP_PAGES } from '@/lib/help/pages';
import type { HelpPage } from '@/lib/help/types';

const page: HelpPage = {
  path: '/priceDescription',
  title: '价格说明',
  group: 'fees',
  description: '用于测试的页面说明，长度在四十到一百六十个字符之间，内容不会显示在正文中，只用于元数据。',
  summary: '本页用实际例子说明每一笔费用。',
  updated: '2026-09-01',
  sections: [
    {
      heading: '价格构成',
      blocks: [
        { kind: 'paragraph', text: '首期应付 = 首月租金 × 数量 + 押金 + 运费 − 优惠券抵扣。' },
        {
          kind: 'table',
          caption: '租赁费用构成',
          columns: ['费用', '说明'],
          rowHeaders: true,
          rows: [
            ['月租金', '¥199.00'],
            ['押金', '¥3,000.00'],
          ],
        },
        { kind: 'list', ordered: true, items: ['选择商品', '提交订单'] },
      ],
    },
    {
      heading: '常见问题',
      blocks: [
        {
          kind: 'faq',
          items: [
            { question: '押金什么时候退？', answer: '归还验收后 3 个工作日内退还。' },
            { question: '优惠券能抵扣押金吗？', answer: ['不能。', '优惠券只能抵扣租金。'] },
          ],
        },
        {
          kind: 'facts',
          items: [
            { term: '客服热线', detail: '400-6050-766', href: 'tel:4006050766' },
            { term: '服务时间', detail: '每天 9:00–21:00' },
          ],
        },
      ],
    },
  ],
  related: ['/rentPayment'],
};

test('the article has one h1, an h2 per section and a breadcrumb ending at the page', () => {
  render(<HelpArticle page={page} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('价格说明');
  expect(screen.getByRole('heading', { level: 2, name: '价格构成' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '常见问题' })).toBeInTheDocument();

  const breadcrumb = within(screen.getByRole('navigation', { name: '面包屑' }));
  expect(breadcrumb.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/Homepage');
  expect(breadcrumb.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/commonProblem');
  expect(breadcrumb.getByText('价格说明')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('2026-09-01').tagName).toBe('TIME');
});

test('a table gets its caption, column headers and row headers', () => {
  render(<HelpArticle page={page} />);
  const table = screen.getByRole('table', { name: '租赁费用构成' });
  const columns = within(table).getAllByRole('columnheader');
  expect(columns.map((cell) => cell.textContent)).toEqual(['费用', '说明']);
  for (const cell of columns) expect(cell).toHaveAttribute('scope', 'col');
  const rows = within(table).getAllByRole('rowheader');
  expect(rows.map((cell) => cell.textContent)).toEqual(['月租金', '押金']);
  for (const cell of rows) expect(cell).toHaveAttribute('scope', 'row');
  expect(within(table).getByRole('cell', { name: '¥3,000.00' })).toBeInTheDocument();
});

test('a FAQ shows each question as a disclosure summary with its answer inside', () => {
  render(<HelpArticle page={page} />);
  const question = screen.getByText('押金什么时候退？');
  expect(question.tagName).toBe('SUMMARY');
  const details = question.closest('details');
  expect(details).not.toBeNull();
  expect(within(details as HTMLElement).getByText('归还验收后 3 个工作日内退还。')).toBeInTheDocument();

  const twoParagraphs = screen.getByText('优惠券能抵扣押金吗？').closest('details') as HTMLElement;
  expect(within(twoParagraphs).getByText('不能。').tagName).toBe('P');
  expect(within(twoParagraphs).getByText('优惠券只能抵扣租金。').tagName).toBe('P');
});

test('lists, facts and related pages use their semantic elements', () => {
  render(<HelpArticle page={page} />);
  expect(screen.getByText('选择商品').closest('ol')).not.toBeNull();
  expect(screen.getByText('客服热线').tagName).toBe('DT');
  expect(screen.getByRole('link', { name: '400-6050-766' })).toHaveAttribute('href', 'tel:4006050766');
  expect(screen.getByText('每天 9:00–21:00').tagName).toBe('DD');
  const related = within(screen.getByRole('navigation', { name: '相关说明' }));
  expect(related.getByRole('link', { name: '租金支付' })).toHaveAttribute('href', '/rentPayment');
});

test('the side navigation lists every page once and marks only the current one', () => {
  render(<HelpPageView path="/leaseProcedure" />);
  const navigation = within(screen.getByRole('navigation', { name: '帮助中心' }));
  const links = navigation.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(HELP_PAGES.map((help) => help.path).sort());
  const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current).toHaveLength(1);
  expect(current[0]).toHaveTextContent('租赁流程');
  expect(navigation.getByRole('list', { name: '协议与规则' })).toBeInTheDocument();
});

test.each(HELP_PAGES.map((help) => [help.path] as const))('%s renders one h1, then h2s, and only captioned tables', (path) => {
  const { container } = render(<HelpPageView path={path} />);
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels.slice(1).every((level) => level === 2)).toBe(true);
  for (const table of container.querySelectorAll('table')) {
    expect(table.querySelector('caption')?.textContent?.trim()).toBeTruthy();
    expect(table.querySelectorAll('thead th[scope="col"]').length).toBeGreaterThan(0);
  }
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
});
