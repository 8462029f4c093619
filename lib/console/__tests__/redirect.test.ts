/**
 * @jest-environment node
 */
import { safeConsoleTarget } from '@/lib/console/redirect';

test('after the console login: back to the console page asked for, with its query', () => {
  expect(safeConsoleTarget('/console/dicts?dictType=bill_status&page=2')).toBe('/console/dicts?dictType=bill_status&page=2');
  expect(safeConsoleTarget('/console')).toBe('/console');
});

test('anything but a console page of this site goes to the workbench', () => {
  for (const raw of [
    undefined,
    '',
    'https://evil.example/console',
    '//evil.example/console/x',
    '/\\evil.example',
    '/myAccount',
    '/console/login?redirect=/console/x',
    '/consoles',
    ['/console/a', '/console/b'],
  ]) {
    expect([raw, safeConsoleTarget(raw)]).toEqual([raw, '/console/dashboard']);
  }
});
