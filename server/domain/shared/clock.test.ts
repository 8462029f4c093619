import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatShanghai, ManualClock, startOfShanghaiDay } from './clock';

test('times are written as YYYY-MM-DD HH:mm:ss in Shanghai time', () => {
  assert.equal(formatShanghai(new Date('2026-03-02T02:00:00Z')), '2026-03-02 10:00:00');
  assert.equal(formatShanghai(new Date('2026-12-31T16:30:05Z')), '2027-01-01 00:30:05');
});

test('a Shanghai day starts at 16:00 UTC the evening before', () => {
  assert.equal(startOfShanghaiDay(new Date('2026-03-02T15:59:59Z')).toISOString(), '2026-03-01T16:00:00.000Z');
  assert.equal(startOfShanghaiDay(new Date('2026-03-02T16:00:00Z')).toISOString(), '2026-03-02T16:00:00.000Z');
});

test('a manual clock stands still until moved', () => {
  const clock = new ManualClock('2026-01-01T00:00:00Z');
  assert.equal(clock.now().toISOString(), '2026-01-01T00:00:00.000Z');
  clock.advance(1500);
  assert.equal(clock.now().toISOString(), '2026-01-01T00:00:01.500Z');
  clock.set('2026-06-01T00:00:00Z');
  assert.equal(clock.now().toISOString(), '2026-06-01T00:00:00.000Z');
});
