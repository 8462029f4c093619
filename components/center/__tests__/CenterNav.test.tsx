import { render, screen, within } from '@testing-library/react';
import { CenterNav } from '@/components/center/CenterNav';

let pathname = '/myOrderList';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const menu = () => screen.getByRole('navigation', { name: '个人中心' });

test('the menu links to the built pages, in sections, and marks the page shown', () => {
  pathname = '/myOrderList';
  render(<CenterNav />);
  expect(
    within(menu())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['订单中心', '设备与服务', '发票管理', '账户设置']);
  expect(within(menu()).getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/myOrderList');
  expect(within(menu()).getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
  expect(within(menu()).getByRole('link', { name: '账户总览' })).toHaveAttribute('href', '/myAccount');
  expect(within(menu()).getByRole('link', { name: '账户总览' })).not.toHaveAttribute('aria-current');
});

test('every page of the menu is a link', () => {
  render(<CenterNav />);
  for (const name of ['我的账单', '我的发票', '账户安全', '退换维修']) expect(within(menu()).getByRole('link', { name })).toHaveAttribute('href');
});

test("an order's details light up 我的订单", () => {
  pathname = '/submitOrder';
  render(<CenterNav />);
  expect(within(menu()).getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
});
