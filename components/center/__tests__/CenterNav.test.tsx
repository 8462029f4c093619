import { render, screen, within } from '@testing-library/react';
import { CenterNav } from '@/components/center/CenterNav';

let pathname = '/myOrderList';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const menu = () => screen.getByRole('navigation', { name: '个人中心' });

test('the menu links to the built pages, in sections, and marks the page shown', () => {
  pathname = '/myOrderList';
  render(<CenterNav />);
  expect(within(menu()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['订单中心', '设备与服务', '发票管理', '账户设置']);
  expect(within(menu()).getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/myOrderList');
  expect(within(menu()).getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
  expect(within(menu()).getByRole('link', { name: '账户总览' })).toHaveAttribute('href', '/myAccount');
  expect(within(menu()).getByRole('link', { name: '账户总览' })).not.toHaveAttribute('aria-current');
});

test('a page not built yet is shown greyed out, never as a link to a 404', () => {
  render(<CenterNav />);
  expect(within(menu()).queryByRole('link', { name: /我的发票/ })).not.toBeInTheDocument();
  expect(within(menu()).getByText('我的发票').closest('[aria-disabled="true"]')).toHaveTextContent('我的发票即将开放');
});

test('an order\'s details light up 我的订单', () => {
  pathname = '/submitOrder';
  render(<CenterNav />);
  expect(within(menu()).getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
});
