import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw/server';
import { SiteFooter } from '@/components/layout/SiteFooter';
import type { LegalFacts } from '@/contract/legal';
import { LEGAL_FACTS } from '@/test/fixtures/legal';

const PRODUCT = 'http://product.test';

const FACTS = LEGAL_FACTS;

beforeAll(() => {
  process.env.PRODUCT_API_URL = PRODUCT;
});

const answer = (data: LegalFacts | null) => server.use(http.get(`${PRODUCT}/api/site/legal`, () => HttpResponse.json({ code: 200, msg: '操作成功', data })));

async function renderFooter() {
  render(await SiteFooter());
  return screen.getByRole('contentinfo');
}

test('the footer links the ICP record to the MIIT, the public-security record to its MPS page, shows the telecom licence and links 营业执照 to /license', async () => {
  answer(FACTS);
  const footer = await renderFooter();

  const icp = within(footer).getByRole('link', { name: '粤ICP备2023012345号-1' });
  expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  const police = within(footer).getByRole('link', { name: '粤公网安备44030502008888号' });
  expect(police).toHaveAttribute('href', 'https://beian.mps.gov.cn/#/query/webSearch?code=44030502008888');
  for (const outside of [icp, police]) {
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(within(footer).getByText('增值电信业务经营许可证：粤B2-20230456')).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: '营业执照' })).toHaveAttribute('href', '/license');
  // The help columns and the hotline are still there.
  expect(within(footer).getByRole('navigation', { name: '新手指南' })).toBeInTheDocument();
  expect(within(footer).getByText('400-6050-766')).toBeInTheDocument();
});

test('numbers the platform left empty are left out; the ICP record and the licence link stay', async () => {
  answer({ ...FACTS, policeRecord: '', telecomLicence: '' });
  const footer = await renderFooter();
  expect(within(footer).getByRole('link', { name: '粤ICP备2023012345号-1' })).toBeInTheDocument();
  expect(within(footer).queryByText(/公网安备/)).not.toBeInTheDocument();
  expect(within(footer).queryByText(/增值电信业务经营许可证/)).not.toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: '营业执照' })).toBeInTheDocument();
});

test('the facts are read through the cached browse path, tagged legal', async () => {
  answer(FACTS);
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  await renderFooter();
  const call = fetchSpy.mock.calls.find(([url]) => String(url) === `${PRODUCT}/api/site/legal`);
  expect(call?.[1]).toEqual(expect.objectContaining({ method: 'GET', next: { revalidate: 300, tags: ['legal'] } }));
});

test('before the platform sets them, or when the product server does not answer, the footer renders without the legal line', async () => {
  answer(null);
  let footer = await renderFooter();
  expect(within(footer).queryByRole('link', { name: '营业执照' })).not.toBeInTheDocument();
  expect(within(footer).getByText(/© 2026 云租电脑/)).toBeInTheDocument();

  cleanup();
  server.use(http.get(`${PRODUCT}/api/site/legal`, () => HttpResponse.error()));
  footer = await renderFooter();
  expect(within(footer).queryByRole('link', { name: '营业执照' })).not.toBeInTheDocument();
  expect(within(footer).getByRole('navigation', { name: '关于我们' })).toBeInTheDocument();
});
