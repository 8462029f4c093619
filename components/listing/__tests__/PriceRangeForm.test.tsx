import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceRangeForm } from '@/components/listing/PriceRangeForm';
import { formatYuanRange, parseYuanRange, rentRangeHref } from '@/components/listing/rentRange';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockReset());

async function submit(min: string, max: string, baseQuery = '') {
  const user = userEvent.setup();
  render(<PriceRangeForm baseQuery={baseQuery} />);
  if (min) await user.type(screen.getByLabelText('最低月租（元）'), min);
  if (max) await user.type(screen.getByLabelText('最高月租（元）'), max);
  await user.click(screen.getByRole('button', { name: '确定' }));
}

describe('the custom rent range', () => {
  test('whole yuan become fen on the URL, the other filters kept and the rent before the sort', async () => {
    await submit('150', '300', 'categoryId=12&brand=Dell&sort=priceAsc');
    expect(push).toHaveBeenCalledWith('/list?categoryId=12&brand=Dell&minRent=15000&maxRent=30000&sort=priceAsc');
  });

  test('one bound is enough', async () => {
    await submit('', '200');
    expect(push).toHaveBeenCalledWith('/list?maxRent=20000');
  });

  test('a bound that is not a whole number of yuan is refused in Chinese, on its field', async () => {
    await submit('12.5', '');
    expect(screen.getByRole('alert')).toHaveTextContent('最低月租请输入不小于 0 的整数（元）');
    expect(screen.getByLabelText('最低月租（元）')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('最低月租（元）')).toHaveAccessibleDescription('最低月租请输入不小于 0 的整数（元）');
    expect(push).not.toHaveBeenCalled();
  });

  test('a negative bound is refused', async () => {
    await submit('', '-5');
    expect(screen.getByRole('alert')).toHaveTextContent('最高月租请输入不小于 0 的整数（元）');
    expect(screen.getByLabelText('最高月租（元）')).toHaveAttribute('aria-invalid', 'true');
    expect(push).not.toHaveBeenCalled();
  });

  test('a minimum above the maximum is refused', async () => {
    await submit('500', '100');
    expect(screen.getByRole('alert')).toHaveTextContent('最低月租不能高于最高月租');
    expect(push).not.toHaveBeenCalled();
  });

  test('two empty fields ask for a bound', async () => {
    await submit('', '');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入最低或最高月租');
    expect(push).not.toHaveBeenCalled();
  });

  test('the current range is shown in yuan', () => {
    render(<PriceRangeForm baseQuery="" minRent={10_000} maxRent={25_000} />);
    expect(screen.getByLabelText('最低月租（元）')).toHaveValue('100');
    expect(screen.getByLabelText('最高月租（元）')).toHaveValue('250');
  });
});

describe('rent-range helpers', () => {
  test('parseYuanRange accepts 0 and trims', () => {
    expect(parseYuanRange(' 0 ', '')).toEqual({ ok: true, minRent: 0, maxRent: undefined });
    expect(parseYuanRange('100', '100')).toEqual({ ok: true, minRent: 10_000, maxRent: 10_000 });
  });

  test('parseYuanRange refuses amounts above the server bound', () => {
    expect(parseYuanRange('', '1000001')).toEqual({ ok: false, field: 'max', message: '最高月租不能超过 1000000 元' });
  });

  test('rentRangeHref replaces an earlier range and drops the page', () => {
    expect(rentRangeHref('zone=discount&minRent=1&maxRent=2&page=3', { minRent: 0 })).toBe('/list?zone=discount&minRent=0');
    expect(rentRangeHref('', {})).toBe('/list');
  });

  test('formatYuanRange says the range in yuan', () => {
    expect(formatYuanRange(15_000, 30_000)).toBe('¥150–¥300/月');
    expect(formatYuanRange(15_000, undefined)).toBe('¥150/月以上');
    expect(formatYuanRange(undefined, 123_456)).toBe('¥1,234.56/月以下');
  });
});
