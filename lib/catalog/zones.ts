/**
 * The zone pages (docs/product-rules.md#scope), one row per zone (dictionary `goods_zone`): where each
 * lives, what it is called, what its banner says and which colours it wears. The zone pages, the
 * /list filter, the header and the home page read this one table, so a zone is renamed once.
 */
import type { GoodsZone } from '@/contract/goods';

export type ZonePath = '/limitedOffer' | '/purchase' | '/personalZone' | '/secondHand' | '/newProductExclusive' | '/everydayLowPrice' | '/heavyweightNew';

export type Zone = {
  key: GoodsZone;
  /** The zone's own page (a public route, docs/storefront.md#routes). */
  path: ZonePath;
  /** The dictionary label (`goods_zone`): filters and chips on /list. */
  label: string;
  /** The page's title, H1 and breadcrumb; navigation links use it too. */
  title: string;
  /** One line for cards and navigation. */
  short: string;
  /** The meta description (search-result snippet). */
  description: string;
  hero: { headline: string; sub: string };
  /**
   * The banner's gradient. Both ends carry white text, so both keep at least 4.5:1 contrast
   * against white (lib/catalog/__tests__/zones.test.ts checks it).
   */
  theme: { from: string; to: string };
  /** The whole zone on /list (the zone page shows its first goods only). */
  listHref: string;
};

const zone = (row: Omit<Zone, 'listHref'>): Zone => ({ ...row, listHref: `/list?zone=${row.key}` });

export const ZONES: readonly Zone[] = [
  zone({
    key: 'discount',
    path: '/limitedOffer',
    label: '特惠专区',
    title: '限时特惠',
    short: '精选机型限时折扣，月租直降',
    description: '限时特惠专区：精选笔记本、台式机、显示器限时折扣租赁，月租低至 8 折，灵活租期 1–24 个月，到期可续租、归还或买断。',
    hero: { headline: '限时特惠，月租低至 8 折', sub: '精选热门机型限时折扣，折扣已计入租金，下单即享' },
    theme: { from: '#9a3412', to: '#c2410c' },
  }),
  zone({
    key: 'procurement',
    path: '/purchase',
    label: '采购专区',
    title: '企业采购专区',
    short: '批量租赁享阶梯价，对公结算开专票',
    description: '企业采购专区：政企批量租赁笔记本、台式机、工作站与显示器，10 台起享阶梯优惠，支持对公结算与增值税专用发票，专属客户经理全程服务。',
    hero: { headline: '企业批量租赁，一站式采购', sub: '10 台起享阶梯价 · 对公结算 · 增值税专用发票 · 专属客户经理' },
    theme: { from: '#0b3d91', to: '#1f6feb' },
  }),
  zone({
    key: 'personal',
    path: '/personalZone',
    label: '个人专区',
    title: '个人专区',
    short: '学习、办公、设计与游戏，一台起租',
    description: '个人专区：适合学生、自由职业者和设计师的笔记本、平板与显示器，一台起租，月租透明，灵活租期，到期可续租、归还或买断。',
    hero: { headline: '个人租电脑，一台也能租', sub: '学习、办公、设计、游戏，按月付租金，用多久租多久' },
    theme: { from: '#5b21b6', to: '#7c3aed' },
  }),
  zone({
    key: 'second_hand',
    path: '/secondHand',
    label: '二手专区',
    title: '二手优选',
    short: '专业检测的二手好机，月租更低',
    description: '二手优选专区：经过专业检测与清洁的二手笔记本、台式机和显示器，成色透明、售后有保障，月租更低，适合短期项目与预算有限的团队。',
    hero: { headline: '二手优选，检测过的好机器', sub: '专业检测、深度清洁、售后同享，月租更低' },
    theme: { from: '#115e59', to: '#0f766e' },
  }),
  zone({
    key: 'new_product',
    path: '/newProductExclusive',
    label: '新品专享',
    title: '新品专享',
    short: '新款机型抢先租，不必一次买断',
    description: '新品专享专区：最新上市的笔记本、平板与台式机抢先租赁，无需一次性购买，按月付租金，到期可续租、归还或买断。',
    hero: { headline: '新品专享，新款抢先租', sub: '当季新机上架即可租，先用后决定，不必一次买断' },
    theme: { from: '#1e40af', to: '#2563eb' },
  }),
  zone({
    key: 'everyday_low',
    path: '/everydayLowPrice',
    label: '天天低价',
    title: '天天低价',
    short: '高性价比机型，每天都是低月租',
    description: '天天低价专区：高性价比的办公笔记本、台式机与显示器，长期低月租，不用等活动，适合企业日常办公与个人学习。',
    hero: { headline: '天天低价，日常办公更省', sub: '高性价比机型长期低月租，不用等活动，随时下单' },
    theme: { from: '#991b1b', to: '#c9302c' },
  }),
  zone({
    key: 'heavyweight_new',
    path: '/heavyweightNew',
    label: '重磅新品',
    title: '重磅新品',
    short: '旗舰性能机型，创作与游戏首选',
    description: '重磅新品专区：旗舰级游戏本、移动工作站与高端创作设备，高性能配置按月租用，项目制团队与创作者无需一次投入。',
    hero: { headline: '重磅新品，旗舰性能按月租', sub: '高端游戏本、移动工作站与创作设备，项目用完即还' },
    theme: { from: '#111827', to: '#374151' },
  }),
];

const byKey = new Map<GoodsZone, Zone>(ZONES.map((row) => [row.key, row]));

export function zoneByKey(key: GoodsZone): Zone {
  const row = byKey.get(key);
  // The table is written against GOODS_ZONES (the test checks it): a gap is a programming error.
  if (!row) throw new Error(`no zone row for ${key}`);
  return row;
}

export function zoneByPath(path: string): Zone | undefined {
  return ZONES.find((row) => row.path === path);
}
