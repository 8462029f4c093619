/**
 * @jest-environment node
 */
import sitemap from '@/app/sitemap';
import { isPublicPath } from '@/lib/routes';

const paths = () => sitemap().map((entry) => new URL(entry.url).pathname);

test('the sitemap lists the home page and every help page', () => {
  expect(paths()).toEqual(expect.arrayContaining(['/Homepage', '/commonProblem', '/LeaseContract', '/aboutUs']));
});

test('the sitemap never lists a login-only page, and lists each page once', () => {
  for (const path of paths()) expect([path, isPublicPath(path)]).toEqual([path, true]);
  expect(new Set(paths()).size).toBe(paths().length);
});
