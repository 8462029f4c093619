/**
 * @jest-environment node
 */
import { clientFacts } from '../scripts/client-facts.mjs';

test('without trusted proxies a forwarded-for header sent by the browser is ignored', () => {
  expect(clientFacts({ 'x-forwarded-for': '1.2.3.4' }, '::ffff:198.51.100.7', false, 0)).toEqual({ address: '198.51.100.7', protocol: 'http' });
});

test('without trusted proxies a claimed https is ignored', () => {
  expect(clientFacts({ 'x-forwarded-proto': 'https' }, '198.51.100.7', false, 0).protocol).toBe('http');
});

test('behind one proxy the client is the address that proxy saw', () => {
  expect(clientFacts({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' }, '127.0.0.1', false, 1)).toEqual({
    address: '203.0.113.9',
    protocol: 'https',
  });
});

test('behind one proxy a forged entry before the real one is not believed', () => {
  expect(clientFacts({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, '127.0.0.1', false, 1).address).toBe('203.0.113.9');
});
