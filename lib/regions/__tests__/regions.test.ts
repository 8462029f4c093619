import { REGIONS, findRegion, formatRegion } from '@/lib/regions';

const province = (name: string) => {
  const found = REGIONS.find((item) => item.name === name);
  if (!found) throw new Error(`no province ${name}`);
  return found;
};

test('every province is there, Hong Kong, Macau and Taiwan included, with six-digit codes ending in 0000', () => {
  expect(REGIONS).toHaveLength(34);
  for (const name of ['北京', '广东', '新疆', '香港', '澳门', '台湾']) expect(province(name).pid).toMatch(/^\d{2}0000$/);
});

test('a municipality has one city repeating its name', () => {
  for (const name of ['北京', '上海', '天津', '重庆']) {
    expect(province(name).children.map((city) => city.name)).toEqual([name]);
    expect(province(name).children[0]?.children.length).toBeGreaterThan(10);
  }
});

test('cities without districts have one entry for the whole city', () => {
  const dongguan = province('广东').children.find((city) => city.name === '东莞');
  expect(dongguan?.children).toEqual([{ aid: '441900', name: '东莞市', fullname: '东莞市' }]);
  expect(province('广东').children.find((city) => city.name === '中山')?.children).toHaveLength(1);
  expect(province('海南').children.find((city) => city.name === '儋州')?.children).toHaveLength(1);
});

test('county-level cities list towns and streets with nine-digit codes; the Xinjiang corps cities are there', () => {
  const xiantao = province('湖北').children.find((city) => city.name === '仙桃');
  expect(xiantao?.children.length).toBeGreaterThan(5);
  for (const town of xiantao?.children ?? []) expect(town.aid).toMatch(/^\d{9}$/);
  expect(province('新疆').children.map((city) => city.name)).toEqual(expect.arrayContaining(['石河子', '五家渠', '可克达拉']));
});

test('every code is a string of digits, unique at its level', () => {
  const codes = new Set<string>();
  for (const p of REGIONS) {
    for (const city of p.children) {
      for (const district of city.children) {
        expect(district.aid).toMatch(/^\d{6}(\d{3})?$/);
        codes.add(`${city.cid}/${district.aid}`);
      }
    }
  }
  expect(codes.size).toBeGreaterThan(3000);
});

test('an address value is found only when each level belongs to the one above it', () => {
  expect(findRegion(['广东', '深圳', '南山区'])?.district.aid).toBe('440305');
  expect(findRegion(['北京', '北京', '朝阳区'])?.city.cid).toBe('110000');
  expect(findRegion(['广东', '深圳', '朝阳区'])).toBeNull();
  expect(findRegion(['广东', '深圳'])).toBeNull();
  expect(formatRegion(['广东', '深圳', '南山区'])).toBe('广东 深圳 南山区');
  expect(formatRegion(['北京', '北京', '朝阳区'])).toBe('北京 朝阳区');
});
