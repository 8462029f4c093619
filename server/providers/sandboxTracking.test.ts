/**
 * The tracking sandbox: a parcel's route follows from its carrier, waybill and sent time alone, goes
 * through the couriers' states in order within three days, delivers by daylight from the sending
 * city to the receiving district, and shows only what happened by `now`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PARCEL_STATES } from '@/contract/parcelTracking';
import { DAY_MS, HOUR_MS } from '../domain/shared/clock';
import { sandboxRoute, sandboxTrackingProvider } from './sandboxTracking';
import type { Parcel } from './tracking';

const SENT = new Date('2026-11-24T01:00:00Z'); // 09:00 in Shanghai
const parcel = (waybillNo: string, overrides: Partial<Parcel> = {}): Parcel => ({
  carrier: '顺丰速运',
  waybillNo,
  sentAt: SENT,
  from: { city: '深圳' },
  to: { city: '上海市', district: '浦东新区' },
  ...overrides,
});
const MANY = Array.from({ length: 300 }, (_, index) => parcel(`SF${String(1_402_231_880_000 + index)}`, { sentAt: new Date(SENT.getTime() + index * 37 * 60_000) }));
const shanghaiHour = (time: Date) => (time.getUTCHours() + 8) % 24;

test('the same parcel has the same route whenever it is asked; another waybill another route; sent a day later, the same route a day later', () => {
  const first = parcel('SF1402231880001');
  assert.deepEqual(sandboxRoute(first), sandboxRoute({ ...first }));
  assert.notDeepEqual(sandboxRoute(first), sandboxRoute(parcel('SF1402231880002')));
  assert.deepEqual(
    sandboxRoute({ ...first, sentAt: new Date(SENT.getTime() + DAY_MS) }),
    sandboxRoute(first).map((event) => ({ ...event, at: new Date(event.at.getTime() + DAY_MS) })),
  );
});

test('every route is collected after sending, moves on through the states in order and is signed within three days', () => {
  for (const each of MANY) {
    const route = sandboxRoute(each);
    const states = route.map((event) => event.state);
    assert.equal(states[0], 'collected', each.waybillNo);
    assert.equal(states.at(-1), 'signed', each.waybillNo);
    assert.equal(states.filter((state) => state === 'signed').length, 1);
    assert.ok(states.includes('inTransit') && states.includes('delivering'), each.waybillNo);
    const order = states.map((state) => PARCEL_STATES.indexOf(state));
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
      `${each.waybillNo}: ${states.join(' → ')}`,
    );
    const times = [each.sentAt, ...route.map((event) => event.at)].map((time) => time.getTime());
    assert.ok(
      times.every((time, index) => index === 0 || time > (times[index - 1] ?? time)),
      each.waybillNo,
    );
    const hours = ((times.at(-1) ?? 0) - each.sentAt.getTime()) / HOUR_MS;
    assert.ok(hours < 72, `${each.waybillNo} signed after ${hours} h`);
  }
});

test('a courier goes out to deliver by daylight (08:00–19:00 in Shanghai), whenever the parcel arrives', () => {
  for (const each of MANY) {
    const delivering = sandboxRoute(each).find((event) => event.state === 'delivering');
    assert.ok(delivering);
    const hour = shanghaiHour(delivering.at);
    assert.ok(hour >= 8 && hour < 19, `${each.waybillNo} delivered at ${hour}:00`);
  }
});

test("the parcel leaves from the shop's city through its hub and is delivered in the customer's district", () => {
  const route = sandboxRoute(parcel('SF1402231880003'));
  assert.equal(route[0]?.place, '深圳市');
  assert.match(route[0]?.description ?? '', /^【深圳.+营业点】顺丰速运快递员已揽收$/);
  assert.ok(route.some((event) => event.description === '快件已到达【深圳转运中心】'));
  assert.ok(route.some((event) => event.description === '快件已到达【上海转运中心】'));
  const last = route.slice(-3);
  assert.ok(last.every((event) => event.place === '上海市'));
  assert.match(last[0]?.description ?? '', /^快件已到达【上海浦东新区营业点】$/);
  assert.match(last[1]?.description ?? '', /^【上海浦东新区营业点】快递员.师傅正在派送（电话：1\d{2}\*{4}\d{4}），请保持电话畅通$/);
  assert.match(last[2]?.description ?? '', /^快件已签收，签收人：.+。感谢使用顺丰速运，期待再次为您服务$/);
});

test('a parcel within one city goes through that city’s hub only; one with no city known still goes somewhere', () => {
  const local = sandboxRoute(parcel('SF1402231880004', { to: { city: '深圳市', district: '南山区' } }));
  assert.ok(local.every((event) => event.place === '深圳市'));
  assert.equal(local.filter((event) => /转运中心】$/.test(event.description) && event.description.startsWith('快件已到达')).length, 1);
  const nowhere = sandboxRoute(parcel('SF1402231880005', { from: { city: '' }, to: { city: '' } }));
  assert.ok(nowhere.every((event) => /^.+市$/.test(event.place)));
});

test('the provider shows the steps up to now only, and the signature once it has come', async () => {
  const each = parcel('SF1402231880006');
  const route = sandboxRoute(each);
  const [signed, midway] = [route.at(-1)?.at, route[2]?.at];
  assert.ok(signed && midway);

  assert.deepEqual(await sandboxTrackingProvider.track(each, SENT), { events: [], signedAt: null });
  const seen = await sandboxTrackingProvider.track(each, midway);
  assert.deepEqual(seen.events, route.slice(0, 3));
  assert.equal(seen.signedAt, null);
  assert.equal((await sandboxTrackingProvider.track(each, new Date(signed.getTime() - 1))).signedAt, null);
  assert.deepEqual(await sandboxTrackingProvider.track(each, signed), { events: route, signedAt: signed });
  assert.deepEqual(await sandboxTrackingProvider.track(each, new Date(signed.getTime() + 30 * DAY_MS)), { events: route, signedAt: signed });
});
