/**
 * @jest-environment node
 */
import { ZONES, zoneByKey, zoneByPath } from '@/lib/catalog/zones';
import { GOODS_ZONES } from '@/contract/goods';
import { PUBLIC_ROUTES } from '@/lib/routes';
import { parseListSearch } from '@/lib/catalog/list-url';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

test('every zone of the dictionary has exactly one row', () => {
  expect(ZONES.map((zone) => zone.key).sort()).toEqual([...GOODS_ZONES].sort());
  for (const key of GOODS_ZONES) expect(zoneByKey(key).key).toBe(key);
});

test('every zone page is a public route of the shop, each its own', () => {
  const paths = ZONES.map((zone) => zone.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths) expect(PUBLIC_ROUTES).toContain(path);
  for (const zone of ZONES) expect(zoneByPath(zone.path)).toBe(zone);
  expect(zoneByPath('/Homepage')).toBeUndefined();
});

test('the dictionary labels are the ones of goods_zone', () => {
  expect(Object.fromEntries(ZONES.map((zone) => [zone.key, zone.label]))).toEqual({
    discount: '特惠专区',
    procurement: '采购专区',
    personal: '个人专区',
    second_hand: '二手专区',
    new_product: '新品专享',
    everyday_low: '天天低价',
    heavyweight_new: '重磅新品',
  });
});

test('each zone links to all of its goods on /list', () => {
  for (const zone of ZONES) {
    expect(zone.listHref).toBe(`/list?zone=${zone.key}`);
    expect(parseListSearch(new URLSearchParams(zone.listHref.split('?')[1])).zone).toBe(zone.key);
  }
});

test('banner colours keep white text readable (at least 4.5:1)', () => {
  for (const zone of ZONES) {
    for (const colour of [zone.theme.from, zone.theme.to]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect([zone.key, colour, contrastWithWhite(colour) >= 4.5]).toEqual([zone.key, colour, true]);
    }
  }
});

test('titles and descriptions are filled in, descriptions of snippet length', () => {
  for (const zone of ZONES) {
    expect(zone.title).not.toBe('');
    expect(zone.hero.headline).not.toBe('');
    expect(zone.hero.sub).not.toBe('');
    expect(zone.description.length).toBeGreaterThanOrEqual(40);
    expect(zone.description.length).toBeLessThanOrEqual(160);
  }
});
