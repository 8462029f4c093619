import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@/components/ui/Link';

const seen: Array<boolean | null | undefined | 'auto'> = [];

jest.mock('next/link', () => {
  const { forwardRef } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: forwardRef(function MockLink(
      { prefetch, href, children, ...rest }: { prefetch?: boolean | null | 'auto'; href: string; children: React.ReactNode },
      ref: React.Ref<HTMLAnchorElement>,
    ) {
      seen.push(prefetch);
      return (
        <a ref={ref} href={href} {...rest}>
          {children}
        </a>
      );
    }),
  };
});

beforeEach(() => {
  seen.length = 0;
});

test('a link does not prefetch on sight, only once the pointer, focus or a finger is on it', () => {
  render(<Link href="/list">全部商品</Link>);
  expect(seen.at(-1)).toBe(false);
  fireEvent.pointerEnter(screen.getByRole('link', { name: '全部商品' }));
  expect(seen.at(-1)).toBeUndefined();
});

test("focus and touch count as intent too, and the caller's handlers still run", () => {
  const onFocus = jest.fn();
  render(
    <Link href="/list" onFocus={onFocus}>
      全部商品
    </Link>,
  );
  fireEvent.focus(screen.getByRole('link', { name: '全部商品' }));
  expect(onFocus).toHaveBeenCalled();
  expect(seen.at(-1)).toBeUndefined();
});

test('prefetch={false} stays off whatever happens', () => {
  render(
    <Link href="/login" prefetch={false}>
      登录
    </Link>,
  );
  fireEvent.pointerEnter(screen.getByRole('link', { name: '登录' }));
  fireEvent.touchStart(screen.getByRole('link', { name: '登录' }));
  expect(seen.every((value) => value === false)).toBe(true);
});
