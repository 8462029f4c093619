import { act, fireEvent, render } from '@testing-library/react';
import { NavigationProgress } from '@/components/layout/NavigationProgress';

function setup(links: string) {
  document.body.innerHTML = '';
  const { container } = render(
    <>
      <NavigationProgress />
      <div dangerouslySetInnerHTML={{ __html: links }} />
    </>,
  );
  const bar = container.querySelector('[data-phase]') as HTMLElement;
  // The router would navigate; in the test nothing leaves the page.
  container.addEventListener('click', (event) => event.preventDefault());
  return { container, bar };
}

test('a click on a link to another page of the shop shows the bar until the router commits the new address', async () => {
  const { container, bar } = setup('<a href="/list?zone=discount">限时特惠</a>');
  expect(bar).toHaveAttribute('data-phase', 'idle');
  fireEvent.click(container.querySelector('a') as HTMLAnchorElement);
  expect(bar).toHaveAttribute('data-phase', 'loading');
  await act(async () => window.history.pushState(null, '', '/list?zone=discount'));
  expect(bar).toHaveAttribute('data-phase', 'done');
});

test('links that do not change the page leave the bar alone', () => {
  const { container, bar } = setup(
    `<a href="${window.location.pathname}${window.location.search}">本页</a><a href="https://example.com/x">外站</a><a href="/Homepage" target="_blank">新窗口</a>`,
  );
  for (const anchor of Array.from(container.querySelectorAll('a'))) fireEvent.click(anchor);
  fireEvent.click(container.querySelector('a[href="/Homepage"]') as HTMLAnchorElement, { ctrlKey: true });
  expect(bar).toHaveAttribute('data-phase', 'idle');
});
