/** 工作台: each queue a card with its count, opening its page with the filter; the platform's queues for an admin only; the month's money. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Workbench } from '@/contract/workbench';
import { ADMIN, MERCHANT, menuOf, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import Dashboard from '../../Dashboard';

const q = (count: number, url: string) => ({ count, url });
const shopBench: Workbench = {
  scope: 'shop',
  storeId: 1,
  storeName: '云租优选旗舰店',
  orders: {
    toReview: q(1, '/console/orders?status=1'),
    toShip: q(2, '/console/orders?status=2'),
    toInspect: q(1, '/console/orders?status=5'),
    toComplete: q(0, '/console/orders?status=6'),
  },
  serviceRequests: q(1, '/console/service?status=0'),
  invoiceRequests: q(1, '/console/invoices?status=0'),
  overdueBills: { ...q(1, '/console/bills?status=2'), amount: 23900 },
  platform: null,
  money: { month: '2026-11', rentReceived: 1234500, depositsHeld: 900000 },
};
const menu = menuOf([{ url: '/console/dashboard', name: '工作台' }]);

test("a merchant's workbench: the shop's queues link to their filtered pages, with the overdue rent and this month's money", async () => {
  server.use(http.get(apiUrl('api/sys/workbench'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: shopBench })));
  renderConsolePage(Dashboard, { path: '/console/dashboard', menu, staff: MERCHANT });
  expect(await screen.findByRole('link', { name: '待发货订单 2' })).toHaveAttribute('href', '/console/orders?status=2');
  expect(screen.getByRole('link', { name: '待审核订单 1' })).toHaveAttribute('href', '/console/orders?status=1');
  expect(screen.getByRole('link', { name: '待签收验机 1' })).toHaveAttribute('href', '/console/orders?status=5');
  expect(screen.getByRole('link', { name: '逾期账单 1' })).toHaveTextContent('逾期租金 ¥239.00');
  expect(screen.queryByRole('link', { name: /入驻申请待处理/ })).toBeNull();
  expect(screen.getByTestId('rent-received')).toHaveTextContent('¥12,345.00');
  expect(screen.getByText('2026 年 11 月已收租金')).toBeInTheDocument();
  expect(screen.getByTestId('deposits-held')).toHaveTextContent('¥9,000.00');
  expect(screen.getByRole('heading', { name: '您好，云租优选店长' })).toBeInTheDocument();
  expect(screen.getByTestId('console-shop')).toHaveTextContent('云租优选旗舰店');
});

test("an admin's workbench adds the platform's queues", async () => {
  const platform = {
    companyVerifications: q(1, '/console/verifications?status=pending'),
    vatQualifications: q(0, '/console/qualifications?status=0'),
    shopApplications: q(2, '/console/applications?status=pending'),
    cooperationApplications: q(1, '/console/cooperation?status=pending'),
  };
  server.use(
    http.get(apiUrl('api/sys/workbench'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { ...shopBench, scope: 'platform', storeId: null, storeName: null, platform } }),
    ),
  );
  renderConsolePage(Dashboard, { path: '/console/dashboard', menu, staff: ADMIN });
  expect(await screen.findByRole('link', { name: '入驻申请待处理 2' })).toHaveAttribute('href', '/console/applications?status=pending');
  expect(screen.getByRole('link', { name: '企业认证待审核 1' })).toHaveAttribute('href', '/console/verifications?status=pending');
  expect(screen.getByRole('link', { name: '专票资质待审核 0' })).toHaveTextContent('暂无待办');
  expect(screen.getByText('待办事项（全部店铺）')).toBeInTheDocument();
});
