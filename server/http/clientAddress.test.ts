import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveClientAddress } from './clientAddress';

test('a direct client is counted by its socket address, whatever X-Forwarded-For claims', () => {
  assert.equal(resolveClientAddress('198.51.100.7', '127.0.0.1'), '198.51.100.7');
  assert.equal(resolveClientAddress('::ffff:198.51.100.7', undefined), '198.51.100.7');
});

test('behind the local storefront the last X-Forwarded-For entry is the client', () => {
  assert.equal(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9'), '203.0.113.9');
  assert.equal(resolveClientAddress('::1', '203.0.113.9'), '203.0.113.9');
  assert.equal(resolveClientAddress('::ffff:127.0.0.1', ' 203.0.113.9 '), '203.0.113.9');
});

test('the local storefront without X-Forwarded-For counts as loopback', () => {
  assert.equal(resolveClientAddress('127.0.0.1', undefined), '127.0.0.1');
  assert.equal(resolveClientAddress(undefined, '203.0.113.9'), 'unknown');
});
