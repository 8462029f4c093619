/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_REVALIDATE_SECONDS, REVALIDATABLE_TAG, TAGS } from '@/contract/cacheTags';

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pageFiles(path);
    return name === 'page.tsx' || name === 'layout.tsx' ? [path] : [];
  });
}

test('every page that revalidates uses the lifetime of contract/cacheTags.ts', () => {
  const lifetimes = pageFiles(join(process.cwd(), 'app'))
    .map((file) => [file, /export const revalidate = (\d+);/.exec(readFileSync(file, 'utf8'))?.[1]] as const)
    .filter(([, seconds]) => seconds !== undefined);
  expect(lifetimes.length).toBeGreaterThan(0);
  for (const [file, seconds] of lifetimes) expect([file, Number(seconds)]).toEqual([file, PAGE_REVALIDATE_SECONDS]);
});

test('every tag the pages use can be revalidated by name', () => {
  for (const tag of [
    TAGS.goods,
    TAGS.goodsItem(12),
    TAGS.categories,
    TAGS.carousel,
    TAGS.stores,
    TAGS.store(3),
    TAGS.news,
    TAGS.newsItem(5),
    TAGS.coupons,
    TAGS.dict,
    TAGS.legal,
  ]) {
    expect(REVALIDATABLE_TAG.test(tag)).toBe(true);
  }
});
