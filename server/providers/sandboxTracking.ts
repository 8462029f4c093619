/**
 * The embedded tracking sandbox: no carrier is asked. A parcel's whole route — 已揽收 at the sending
 * city's outlet, 运输中 through the sorting hubs (the sending city's, perhaps one between, the
 * receiving city's), 派送中 in the receiving district by daylight, 已签收 — is made up from its
 * carrier, waybill and sent time alone, the same every time it is asked, and shown up to `now`. So
 * a parcel moves by itself as time passes, without a background job, and a test moves it by moving
 * the clock. Every route is signed within three days of sending.
 */
import { createHash } from 'node:crypto';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../domain/shared/clock';
import type { CarrierEvent, Parcel, TrackingProvider } from './tracking';

/** Sorting hubs a long-distance parcel may pass between its two cities. */
const HUBS = ['武汉', '郑州', '长沙', '南京', '杭州', '合肥', '南昌', '西安', '济南', '石家庄', '成都', '重庆'] as const;
/** Cities a parcel with no known city is said to start or end in. */
const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '南京', '苏州', '成都', '武汉', '西安'] as const;
const OUTLET_PARTS = ['城东', '城西', '城南', '城北', '高新', '科技园'] as const;
const COURIER_SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'] as const;
const SIGNERS = ['本人', '本人', '前台代收', '门卫代收'] as const;

/** Couriers deliver by daylight, Shanghai time. */
const DELIVERY_FROM_HOUR = 8;
const DELIVERY_UNTIL_HOUR = 19;
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

/**
 * A generator of numbers in [0, 1) seeded from the carrier and waybill (mulberry32 over their
 * SHA-256). Not from the sent time: the route's times count from it, so a parcel sent a day earlier
 * runs the same route a day earlier, which is how a test moves a parcel on.
 */
function randomOf(parcel: Parcel): () => number {
  let seed = createHash('sha256').update(`${parcel.carrier}|${parcel.waybillNo}`).digest().readUInt32BE(0);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** `深圳市` and `深圳` name one city; hubs and outlets are named by the short form. */
const shortCity = (city: string) => city.trim().replace(/市$/, '');
/** 广州 → 广州市; 延边朝鲜族自治州 stays itself. */
const cityPlace = (city: string) => (/(?:市|自治州|地区|盟)$/.test(city) ? city : `${city}市`);

/** The moment itself when couriers are out, else the next morning's start plus a few minutes. */
function byDaylight(time: number, random: Random): number {
  const local = time + SHANGHAI_OFFSET_MS;
  const hour = Math.floor((local % DAY_MS) / HOUR_MS);
  if (hour >= DELIVERY_FROM_HOUR && hour < DELIVERY_UNTIL_HOUR) return time;
  const midnight = local - (local % DAY_MS) - SHANGHAI_OFFSET_MS;
  const morning = midnight + DELIVERY_FROM_HOUR * HOUR_MS + between(random, 5, 50) * MINUTE_MS;
  return hour < DELIVERY_FROM_HOUR ? morning : morning + DAY_MS;
}

/** The parcel's whole route, oldest first: the same for the same parcel, whenever asked. */
export function sandboxRoute(parcel: Parcel): CarrierEvent[] {
  const random = randomOf(parcel);
  const from = shortCity(parcel.from.city) || pick(random, CITIES);
  const to = shortCity(parcel.to.city) || pick(random, CITIES);
  const fromOutlet = `${from}${parcel.from.district?.trim() || pick(random, OUTLET_PARTS)}营业点`;
  const toOutlet = `${to}${parcel.to.district?.trim() || pick(random, OUTLET_PARTS)}营业点`;
  const hubs = [
    from,
    ...(from !== to && random() < 0.5
      ? [
          pick(
            random,
            HUBS.filter((hub) => hub !== from && hub !== to),
          ),
        ]
      : []),
    ...(from !== to ? [to] : []),
  ];

  const events: CarrierEvent[] = [];
  let time = parcel.sentAt.getTime();
  const step = (minutes: [number, number], event: Omit<CarrierEvent, 'at'>) => {
    time += between(random, ...minutes) * MINUTE_MS;
    events.push({ at: new Date(time), ...event });
  };

  step([30, 150], { state: 'collected', place: cityPlace(from), description: `【${fromOutlet}】${parcel.carrier}快递员已揽收` });
  hubs.forEach((hub, index) => {
    const next = hubs[index + 1];
    step(index === 0 ? [60, 180] : [360, 840], { state: 'inTransit', place: cityPlace(hub), description: `快件已到达【${hub}转运中心】` });
    step([30, 150], { state: 'inTransit', place: cityPlace(hub), description: `快件已从【${hub}转运中心】发出，下一站【${next ? `${next}转运中心` : toOutlet}】` });
  });
  step([60, 180], { state: 'inTransit', place: cityPlace(to), description: `快件已到达【${toOutlet}】` });

  time = byDaylight(time + between(random, 20, 60) * MINUTE_MS, random);
  const courier = `${pick(random, COURIER_SURNAMES)}师傅`;
  const phone = `1${pick(random, ['3', '5', '7', '8', '9'])}${between(random, 0, 9)}****${String(between(random, 0, 9999)).padStart(4, '0')}`;
  events.push({ at: new Date(time), state: 'delivering', place: cityPlace(to), description: `【${toOutlet}】快递员${courier}正在派送（电话：${phone}），请保持电话畅通` });
  step([30, 150], { state: 'signed', place: cityPlace(to), description: `快件已签收，签收人：${pick(random, SIGNERS)}。感谢使用${parcel.carrier}，期待再次为您服务` });
  return events;
}

export const sandboxTrackingProvider: TrackingProvider = {
  name: 'sandbox',
  async track(parcel, now) {
    const events = sandboxRoute(parcel).filter((event) => event.at.getTime() <= now.getTime());
    const signed = events.find((event) => event.state === 'signed');
    return { events, signedAt: signed ? signed.at : null };
  },
};
