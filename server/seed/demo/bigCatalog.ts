/**
 * A marketplace-sized catalogue (100,000 goods by default) on top of the demo seed, so the
 * listings and the keyword search can be measured at the size a real platform reaches (the
 * bench seeds it with `seedBigCatalog.ts`). The goods look like what merchants list on Chinese
 * rental platforms: a maker and series (联想 ThinkPad, 拯救者, 华为 MateBook, 戴尔 XPS, 惠普战66,
 * 苹果 MacBook …), a model number (T14, Y9000P, 14s, M3 …), the configuration in the title
 * (i5-1340P/16G/512G), a kind word (轻薄本, 游戏本, 商务本 …) and the merchant's own words
 * (【企业租赁】, 学生网课, 设计师推荐 …).
 *
 * Every goods item is a `ModelLine` of the demo catalogue handed to the demo's own builders
 * (`buildDemoGoods` for rents, plans, zones, tags, texts and shop; `demoGoodsValues` and
 * `demoSkuValues` for the rows), so prices and plans follow the same rules as the demo's own goods.
 * Goods number i comes from a PRNG seeded by i alone: any machine, batch size or resumed run
 * writes the same rows, and runs are comparable.
 */
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { appMeta, goods, goodsSkus, leasePlans, stores } from '../../db/schema';
import { demoGoodsValues, demoSkuValues } from '../seed';
import { buildDemoGoods, MODEL_LINES, slugHash, type DemoGoods, type GoodsKind } from '../data/demoCatalog';
import { DEMO_STORES } from '../data/demoStores';
import { sanitizeRichText } from '../../domain/shared/richText';

type ModelLine = (typeof MODEL_LINES)[number];
type Config = Exclude<ModelLine['configs'], string>[number];

export const BIG_CATALOGUE_DEFAULT_COUNT = 100_000;
/** app_meta row holding how many generated goods are in: a second run adds only what is missing. */
export const BIG_CATALOGUE_MARKER = 'big_catalogue_count';
/** Goods per transaction: large enough that statement overhead vanishes. */
const BATCH = 1_000;

// ---------------------------------------------------------------------------------------------
// Randomness: one small PRNG per goods item.

/** mulberry32: tiny, fast, and the same sequence on every platform. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = ReturnType<typeof prng>;

function pickOf<T>(random: Random, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

const chance = (random: Random, p: number) => random() < p;

// ---------------------------------------------------------------------------------------------
// Configurations: processors by platform with a price factor, memory, storage, graphics.

type Cpu = readonly [name: string, factor: number];

const CPUS = {
  intelU: [
    ['Intel Core i5-1335U', 1],
    ['Intel Core i7-1355U', 1.15],
    ['Intel Core i5-1235U', 0.92],
  ],
  intelP: [
    ['Intel Core i5-1340P', 1],
    ['Intel Core i7-1360P', 1.15],
    ['Intel Core i5-1240P', 0.93],
  ],
  intelH: [
    ['Intel Core i5-13500H', 1],
    ['Intel Core i7-13700H', 1.15],
    ['Intel Core i9-13900H', 1.3],
    ['Intel Core i5-12450H', 0.88],
  ],
  ultraH: [
    ['Intel Core Ultra 5 125H', 1],
    ['Intel Core Ultra 7 155H', 1.15],
    ['Intel Core Ultra 5 225H', 1.05],
    ['Intel Core Ultra 7 255H', 1.2],
  ],
  ultraV: [
    ['Intel Core Ultra 5 226V', 1],
    ['Intel Core Ultra 7 258V', 1.2],
  ],
  intelHX: [
    ['Intel Core i7-13650HX', 1],
    ['Intel Core i7-14650HX', 1.05],
    ['Intel Core i9-14900HX', 1.2],
    ['Intel Core Ultra 9 275HX', 1.3],
  ],
  amdU: [
    ['AMD Ryzen 5 7640U', 1],
    ['AMD Ryzen 7 7840U', 1.12],
    ['AMD Ryzen 7 PRO 8840U', 1.2],
  ],
  amdH: [
    ['AMD Ryzen 7 7840H', 1],
    ['AMD Ryzen 7 8845H', 1.08],
    ['AMD Ryzen 9 8945HX', 1.2],
    ['AMD Ryzen AI 9 365', 1.25],
  ],
  appleM: [
    ['Apple M2 8 核', 0.85],
    ['Apple M3 8 核', 0.93],
    ['Apple M4 10 核', 1],
  ],
  applePro: [
    ['Apple M3 Pro 11 核', 0.9],
    ['Apple M4 Pro 12 核', 1],
    ['Apple M4 Max 14 核', 1.45],
  ],
} satisfies Record<string, Cpu[]>;

type Platform = keyof typeof CPUS;

const GAMING_GPUS: readonly Cpu[] = [
  ['NVIDIA GeForce RTX 4050 6GB', 0.9],
  ['NVIDIA GeForce RTX 4060 8GB', 1],
  ['NVIDIA GeForce RTX 4070 8GB', 1.15],
  ['NVIDIA GeForce RTX 5060 8GB', 1.08],
  ['NVIDIA GeForce RTX 5070 8GB', 1.2],
  ['NVIDIA GeForce RTX 5070 Ti 12GB', 1.35],
  ['NVIDIA GeForce RTX 5080 16GB', 1.6],
];
const PRO_GPUS: readonly Cpu[] = [
  ['NVIDIA RTX 500 Ada 4GB', 1],
  ['NVIDIA RTX 2000 Ada 8GB', 1.15],
  ['NVIDIA RTX 3500 Ada 12GB', 1.4],
];

function integratedGpu(cpu: string): string {
  if (cpu.startsWith('Apple ')) return `${cpu.replace(/^Apple (\S+(?: Pro| Max)?).*$/, '$1')} GPU`;
  if (cpu.startsWith('AMD')) return 'AMD Radeon 780M';
  if (/Ultra \d 2\d\dV/.test(cpu)) return 'Intel Arc 140V';
  if (/Ultra/.test(cpu)) return 'Intel Arc';
  return 'Intel Iris Xe';
}

const MEMORY: readonly Cpu[] = [
  ['8GB', 0.9],
  ['16GB', 1],
  ['16GB', 1],
  ['32GB', 1.15],
];
const STORAGE: readonly Cpu[] = [
  ['512GB SSD', 1],
  ['512GB SSD', 1],
  ['1TB SSD', 1.08],
  ['256GB SSD', 0.94],
  ['2TB SSD', 1.2],
];

/** "i5-1340P", "Ultra5-125H", "R7-7840H", "AI9-365", "M3 Pro": how listings write a processor. */
function cpuShort(cpu: string): string {
  return cpu
    .replace(/^Intel Core Ultra (\d) /, 'Ultra$1-')
    .replace(/^Intel Core /, '')
    .replace(/^AMD Ryzen AI (\d) /, 'AI$1-')
    .replace(/^AMD Ryzen (\d) (PRO )?/, (_, tier: string, pro?: string) => `R${tier}${pro ? 'Pro' : ''}-`)
    .replace(/^Apple (\S+(?: Pro| Max)?).*$/, '$1');
}

/**
 * "i5-1340P/16G/512G", with the graphics card when there is one: "i7-13650HX/RTX4060/16G/1T";
 * without the processor when the model already names it (a MacBook's chip).
 */
function configTitle([cpu, memory, storage, graphics]: Config, model = ''): string {
  const parts = model.endsWith(cpuShort(cpu)) ? [] : [cpuShort(cpu)];
  if (/RTX/.test(graphics))
    parts.push(
      graphics
        .replace(/^NVIDIA (GeForce )?/, '')
        .replace(/ \d+GB$/, '')
        .replace(/ /g, ''),
    );
  parts.push(memory.replace(/GB.*$/, 'G'), storage.replace(/^(\d+)(G|T)B.*$/, '$1$2'));
  return parts.join('/');
}

// ---------------------------------------------------------------------------------------------
// Laptop series: who makes them, their model numbers and how merchants title them.

type Series = {
  /** goods.brand, as the demo catalogue spells it (the brand filter lists these). */
  brand: string;
  /** How titles name the maker before the series, in turn ('' = the series alone). */
  makers: readonly string[];
  /** Latin words of maker and series for the slug. */
  latin: string;
  series: string;
  models: readonly string[];
  /** Generation or year; a year also dates the listing. */
  editions: readonly string[];
  kind: GoodsKind;
  category: number;
  screens: readonly string[];
  /** Retail price of the plainest configuration, yuan. */
  price: number;
  platforms: readonly Platform[];
  gpus?: readonly Cpu[];
  /** Share of the laptops. */
  weight: number;
  subtitles: readonly string[];
};

const BUSINESS = 11;
const GAMING = 12;
const ULTRABOOK = 13;
const MACBOOK = 14;
const MOBILE_WS = 15;

const S14 = ['14" WUXGA IPS', '14" 2.2K IPS', '14" 2.8K OLED 120Hz'];
const S16 = ['16" WUXGA IPS', '16" 2.5K IPS 165Hz'];
const GAMING_SCREENS = ['16" 2.5K 240Hz', '16" 2.5K 165Hz', '15.6" FHD 144Hz', '18" 2.5K 240Hz'];

const SERIES: readonly Series[] = [
  {
    brand: 'ThinkPad',
    makers: ['联想', '', 'Lenovo '],
    latin: 'lenovo thinkpad',
    series: 'ThinkPad',
    models: ['T14', 'T14s', 'T16', 'X1 Carbon', 'X1 Yoga', 'X13', 'E14', 'E16', 'L14', 'L13'],
    editions: ['Gen 3', 'Gen 4', 'Gen 5', 'Gen 6', '2024', '2025'],
    kind: 'business',
    category: BUSINESS,
    screens: [...S14, ...S16, '13.3" WUXGA IPS'],
    price: 6999,
    platforms: ['intelU', 'intelP', 'ultraH', 'amdU'],
    weight: 10,
    subtitles: ['经典小黑，键盘手感一流', '企业批量办公首选', '可换内存，IT 运维省心', '军规耐用，出差无忧'],
  },
  {
    brand: 'ThinkPad',
    makers: ['联想', ''],
    latin: 'lenovo thinkpad',
    series: 'ThinkPad',
    models: ['P14s', 'P16s', 'P1', 'P16'],
    editions: ['Gen 4', 'Gen 5', 'Gen 6'],
    kind: 'mobileWorkstation',
    category: MOBILE_WS,
    screens: S16,
    price: 13999,
    platforms: ['ultraH', 'intelHX'],
    gpus: PRO_GPUS,
    weight: 2,
    subtitles: ['ISV 认证，CAD 与 BIM 流畅运行', '专业显卡，设计渲染'],
  },
  {
    brand: '联想',
    makers: ['联想', 'Lenovo '],
    latin: 'lenovo thinkbook',
    series: 'ThinkBook',
    models: ['14', '16', '14+', '16+', '14p'],
    editions: ['G6', 'G7', '2024', '2025'],
    kind: 'business',
    category: BUSINESS,
    screens: ['14.5" 3K 120Hz', '16" 2.5K IPS'],
    price: 5499,
    platforms: ['ultraH', 'intelH', 'amdH'],
    weight: 5,
    subtitles: ['年轻商务，接口齐全', '3K 高刷屏，性能释放强'],
  },
  {
    brand: '联想',
    makers: ['联想'],
    latin: 'lenovo xiaoxin',
    series: '小新',
    models: ['Pro 14', 'Pro 16', 'Air 14', 'Air 15', '14', '16'],
    editions: ['2023', '2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14" 2.8K OLED 120Hz', '16" 2.5K IPS 120Hz'],
    price: 4999,
    platforms: ['ultraH', 'intelH', 'amdH'],
    weight: 7,
    subtitles: ['学生与职场新人首选', 'OLED 高刷屏，轻薄长续航', '大学生网课学习神器'],
  },
  {
    brand: '联想',
    makers: ['联想', 'Lenovo '],
    latin: 'lenovo legion',
    series: '拯救者',
    models: ['Y7000P', 'Y9000P', 'Y9000X', 'R7000P', 'R9000P', 'Y9000K', 'R7000'],
    editions: ['2023', '2024', '2025'],
    kind: 'gaming',
    category: GAMING,
    screens: GAMING_SCREENS,
    price: 7999,
    platforms: ['intelHX', 'amdH'],
    gpus: GAMING_GPUS,
    weight: 8,
    subtitles: ['电竞爆款，独显直连', '满血释放，畅玩 3A 大作', '学生党电竞入门'],
  },
  {
    brand: '联想',
    makers: ['联想'],
    latin: 'lenovo yoga',
    series: 'YOGA',
    models: ['Air 14', 'Pro 14s', 'Book 9i', 'Slim 7'],
    editions: ['2024', '2025', 'Aura'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14" 2.8K OLED 120Hz'],
    price: 7999,
    platforms: ['ultraV', 'ultraH'],
    weight: 3,
    subtitles: ['全金属机身，AI 智能助理', '高色准屏，移动创作'],
  },
  {
    brand: '华为',
    makers: ['华为', 'HUAWEI '],
    latin: 'huawei matebook',
    series: 'MateBook',
    models: ['14', '14s', '16s', 'X Pro', 'D 14', 'D 16', 'E', 'B5-430', 'B7-410'],
    editions: ['2023', '2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14.2" 2.8K OLED 120Hz', '14" 2.5K IPS', '16" 2.5K IPS'],
    price: 5999,
    platforms: ['intelH', 'ultraH', 'intelU'],
    weight: 7,
    subtitles: ['鸿蒙生态互联，多屏协同', '原色触控屏，轻薄便携', '办公学习两不误'],
  },
  {
    brand: '荣耀',
    makers: ['荣耀', 'HONOR '],
    latin: 'honor magicbook',
    series: 'MagicBook',
    models: ['14', 'X 14 Pro', 'X 16', 'Art 14', 'Pro 16'],
    editions: ['2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14" 2.5K IPS', '14.6" 3.1K OLED 120Hz'],
    price: 4599,
    platforms: ['intelH', 'ultraH', 'amdH'],
    weight: 3,
    subtitles: ['轻薄高颜值，磁吸摄像头', '护眼屏，学生办公'],
  },
  {
    brand: '戴尔',
    makers: ['戴尔', 'Dell ', 'DELL '],
    latin: 'dell xps',
    series: 'XPS',
    models: ['13', '14', '16', '13 Plus'],
    editions: ['9340', '9350', '9440', '9640', '2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['13.4" FHD+ 120Hz', '14.5" 3.2K OLED 触控'],
    price: 10999,
    platforms: ['ultraH', 'ultraV'],
    weight: 3,
    subtitles: ['无边框键盘，极简设计', 'OLED 触控屏，创作利器'],
  },
  {
    brand: '戴尔',
    makers: ['戴尔', 'Dell '],
    latin: 'dell latitude',
    series: 'Latitude',
    models: ['5440', '5450', '7440', '7450', '3440', '3450', '9450'],
    editions: [''],
    kind: 'business',
    category: BUSINESS,
    screens: S14,
    price: 6499,
    platforms: ['intelU', 'ultraH'],
    weight: 5,
    subtitles: ['企业级安全管理，三年上门服务', '入门商务之选，批量部署成本低'],
  },
  {
    brand: '戴尔',
    makers: ['戴尔'],
    latin: 'dell vostro',
    series: '成就',
    models: ['3430', '3530', '5640', '14 3440'],
    editions: ['', '2024'],
    kind: 'business',
    category: BUSINESS,
    screens: ['14" FHD IPS', '15.6" FHD IPS'],
    price: 4299,
    platforms: ['intelU', 'intelH'],
    weight: 3,
    subtitles: ['小微企业办公主力', '高性价比商务本'],
  },
  {
    brand: '戴尔',
    makers: ['戴尔'],
    latin: 'dell inspiron',
    series: '灵越',
    models: ['14', '14 Plus', '16', '16 Plus'],
    editions: ['2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14" 2.2K IPS', '16" 2.5K IPS'],
    price: 4999,
    platforms: ['ultraH', 'intelH'],
    weight: 2,
    subtitles: ['家用办公两相宜', '大屏轻薄，学生网课'],
  },
  {
    brand: '戴尔',
    makers: ['戴尔', 'Dell '],
    latin: 'dell g gaming',
    series: '游匣',
    models: ['G15', 'G16'],
    editions: ['5530', '7630', '2024'],
    kind: 'gaming',
    category: GAMING,
    screens: ['15.6" FHD 165Hz', '16" 2.5K 240Hz'],
    price: 7499,
    platforms: ['intelHX', 'intelH'],
    gpus: GAMING_GPUS,
    weight: 2,
    subtitles: ['散热强劲，电竞入门', '独显游戏本，剪辑渲染'],
  },
  {
    brand: '戴尔',
    makers: ['戴尔'],
    latin: 'dell precision',
    series: 'Precision',
    models: ['3590', '3591', '5690', '7680'],
    editions: [''],
    kind: 'mobileWorkstation',
    category: MOBILE_WS,
    screens: ['16" 4K OLED 触控', '15.6" FHD IPS'],
    price: 15999,
    platforms: ['ultraH', 'intelHX'],
    gpus: PRO_GPUS,
    weight: 1,
    subtitles: ['移动工作站，影视后期之选'],
  },
  {
    brand: '惠普',
    makers: ['惠普', 'HP '],
    latin: 'hp zhan',
    series: '战66',
    models: ['六代', '七代', '14', '16'],
    editions: ['2023', '2024', '2025'],
    kind: 'business',
    category: BUSINESS,
    screens: ['14" FHD IPS', '16" 2.5K IPS'],
    price: 4999,
    platforms: ['intelU', 'ultraH', 'amdU'],
    weight: 5,
    subtitles: ['中小企业办公主力机型', '高性价比商务本，键盘防泼溅'],
  },
  {
    brand: '惠普',
    makers: ['惠普', 'HP '],
    latin: 'hp elitebook',
    series: 'EliteBook',
    models: ['840', '860', '640', '1040', 'X'],
    editions: ['G10', 'G11', 'G1i'],
    kind: 'business',
    category: BUSINESS,
    screens: S14,
    price: 7999,
    platforms: ['intelU', 'ultraH', 'ultraV'],
    weight: 3,
    subtitles: ['Wolf Security 安全防护', '全金属机身，商务旗舰'],
  },
  {
    brand: '惠普',
    makers: ['惠普'],
    latin: 'hp omen',
    series: '暗影精灵',
    models: ['10', '11', '10 Slim', '11 Max'],
    editions: ['2024', '2025'],
    kind: 'gaming',
    category: GAMING,
    screens: GAMING_SCREENS,
    price: 7999,
    platforms: ['intelHX', 'amdH'],
    gpus: GAMING_GPUS,
    weight: 4,
    subtitles: ['冰封散热，长时间游戏不降频', 'RGB 键盘，电竞高刷屏'],
  },
  {
    brand: '惠普',
    makers: ['惠普'],
    latin: 'hp victus',
    series: '光影精灵',
    models: ['10', '11', '9'],
    editions: ['2023', '2024', '2025'],
    kind: 'gaming',
    category: GAMING,
    screens: ['16.1" FHD 144Hz', '15.6" FHD 144Hz'],
    price: 5999,
    platforms: ['intelH', 'amdH'],
    gpus: GAMING_GPUS.slice(0, 4),
    weight: 3,
    subtitles: ['大学生游戏本，颜值与性能兼顾'],
  },
  {
    brand: '惠普',
    makers: ['惠普'],
    latin: 'hp zhan 99',
    series: '战99',
    models: ['Ultra', '14', '16'],
    editions: ['2024', '2025'],
    kind: 'mobileWorkstation',
    category: MOBILE_WS,
    screens: S16,
    price: 11999,
    platforms: ['ultraH'],
    gpus: PRO_GPUS,
    weight: 1,
    subtitles: ['高性价比移动工作站'],
  },
  {
    brand: 'Apple',
    makers: ['Apple ', '苹果 ', ''],
    latin: 'apple macbook air',
    series: 'MacBook Air',
    models: ['13', '15', '13 英寸', '15 英寸'],
    editions: ['M2', 'M3', 'M4', '2024', '2025'],
    kind: 'macbook',
    category: MACBOOK,
    screens: ['13.6" Liquid 视网膜', '15.3" Liquid 视网膜'],
    price: 7999,
    platforms: ['appleM'],
    weight: 8,
    subtitles: ['无风扇静音设计，续航长达 18 小时', '轻薄便携，学生办公'],
  },
  {
    brand: 'Apple',
    makers: ['Apple ', '苹果 ', ''],
    latin: 'apple macbook pro',
    series: 'MacBook Pro',
    models: ['14', '16', '14 英寸', '16 英寸'],
    editions: ['M3 Pro', 'M4 Pro', 'M4 Max', '2024'],
    kind: 'macbook',
    category: MACBOOK,
    screens: ['14.2" 3024×1964 XDR', '16.2" 3456×2234 XDR'],
    price: 14999,
    platforms: ['applePro'],
    weight: 5,
    subtitles: ['剪辑、开发、设计全能', 'XDR 屏幕，专业创作'],
  },
  {
    brand: '华硕',
    makers: ['华硕', 'ASUS '],
    latin: 'asus tuf',
    series: '天选',
    models: ['5', '5 Pro', '6', '6 Pro', 'Air'],
    editions: ['2024', '2025'],
    kind: 'gaming',
    category: GAMING,
    screens: GAMING_SCREENS,
    price: 6999,
    platforms: ['intelHX', 'amdH'],
    gpus: GAMING_GPUS,
    weight: 5,
    subtitles: ['高颜值游戏本，学生党首选', '百元级月租畅玩 3A 大作'],
  },
  {
    brand: '华硕',
    makers: ['华硕', 'ASUS '],
    latin: 'asus vivobook',
    series: '无畏',
    models: ['Pro 15', 'Pro 14', '16', '15', '14 Air'],
    editions: ['2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['15.6" 2.8K OLED 120Hz', '14" 2.8K OLED'],
    price: 4999,
    platforms: ['amdH', 'ultraH', 'intelH'],
    weight: 4,
    subtitles: ['OLED 大屏，轻薄高性能', '学生办公性价比之选'],
  },
  {
    brand: '华硕',
    makers: ['华硕'],
    latin: 'asus zenbook',
    series: '灵耀',
    models: ['14', '14 Air', '16', 'S 14'],
    editions: ['2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14" 3K OLED 120Hz'],
    price: 6999,
    platforms: ['ultraV', 'ultraH'],
    weight: 2,
    subtitles: ['陶瓷铝机身，长续航'],
  },
  {
    brand: 'ROG',
    makers: ['ROG ', '华硕 ROG '],
    latin: 'asus rog',
    series: '',
    models: ['枪神 8', '枪神 9 Plus', '魔霸 8', '魔霸 9', '幻 16', '幻 14 Air'],
    editions: ['2024', '2025', '超竞版'],
    kind: 'gaming',
    category: GAMING,
    screens: GAMING_SCREENS,
    price: 11999,
    platforms: ['intelHX', 'amdH'],
    gpus: GAMING_GPUS.slice(2),
    weight: 3,
    subtitles: ['旗舰游戏本，满功耗释放', 'Mini LED 电竞屏'],
  },
  {
    brand: '机械革命',
    makers: ['机械革命'],
    latin: 'mechrevo',
    series: '',
    models: ['蛟龙 16 Pro', '蛟龙 15K', '极光 X', '极光 Pro', '旷世 16 Pro', '耀世 16 Pro', '无界 14 Pro', '无界 15X'],
    editions: ['2024', '2025'],
    kind: 'gaming',
    category: GAMING,
    screens: GAMING_SCREENS,
    price: 5999,
    platforms: ['intelHX', 'amdH'],
    gpus: GAMING_GPUS,
    weight: 4,
    subtitles: ['国货性价比之选，独显直连', '高刷电竞屏，学生游戏本'],
  },
  {
    brand: '小米',
    makers: ['小米', 'Xiaomi ', ''],
    latin: 'xiaomi redmi book',
    series: 'Redmi Book',
    models: ['14', '16', 'Pro 14', 'Pro 16'],
    editions: ['2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14" 2.8K 120Hz', '16" 3.1K 165Hz'],
    price: 4299,
    platforms: ['ultraH', 'intelH', 'amdH'],
    weight: 4,
    subtitles: ['澎湃 OS 互联，手机电脑无缝流转', '高性价比轻薄本'],
  },
  {
    brand: '小米',
    makers: ['小米', 'Xiaomi '],
    latin: 'xiaomi book',
    series: 'Xiaomi Book',
    models: ['Pro 14', 'Air 13', 'Pro 16'],
    editions: ['2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14" 2.8K OLED 120Hz'],
    price: 6499,
    platforms: ['ultraV', 'ultraH'],
    weight: 2,
    subtitles: ['OLED 屏，轻至 1.4kg'],
  },
  {
    brand: '微星',
    makers: ['微星', 'MSI '],
    latin: 'msi',
    series: '',
    models: ['泰坦 18 HX', '雷影 16', '星影 15', '绝影 16', '冲锋坦克'],
    editions: ['2024', '2025', 'AI'],
    kind: 'gaming',
    category: GAMING,
    screens: GAMING_SCREENS,
    price: 8999,
    platforms: ['intelHX'],
    gpus: GAMING_GPUS,
    weight: 2,
    subtitles: ['满功耗释放，机械键盘'],
  },
  {
    brand: '宏碁',
    makers: ['宏碁', 'Acer '],
    latin: 'acer',
    series: '',
    models: ['非凡 Go 14', '传奇 14', '暗影骑士 擎', '掠夺者 刀锋'],
    editions: ['2024', '2025'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14.5" 2.8K OLED 120Hz', '16" 2.5K 165Hz'],
    price: 4599,
    platforms: ['ultraH', 'intelH'],
    weight: 2,
    subtitles: ['千元级月租的 OLED 轻薄本'],
  },
  {
    brand: '微软',
    makers: ['微软', 'Microsoft '],
    latin: 'microsoft surface',
    series: 'Surface',
    models: ['Laptop 6', 'Laptop 7', 'Pro 10', 'Pro 11'],
    editions: ['', '13.8 英寸', '15 英寸'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['13.8" 2304×1536 触控', '13" 2.8K OLED 触控'],
    price: 7999,
    platforms: ['ultraH', 'ultraV'],
    weight: 1,
    subtitles: ['二合一触控，支持触控笔'],
  },
  {
    brand: '三星',
    makers: ['三星', 'Samsung '],
    latin: 'samsung galaxy book',
    series: 'Galaxy Book',
    models: ['4 Pro', '5 Pro', '4 Edge', '5 360'],
    editions: ['14', '16'],
    kind: 'ultrabook',
    category: ULTRABOOK,
    screens: ['14" 2.8K AMOLED 120Hz'],
    price: 8999,
    platforms: ['ultraH', 'ultraV'],
    weight: 1,
    subtitles: ['AMOLED 炫丽屏，Galaxy 生态互联'],
  },
  {
    brand: '雷神',
    makers: ['雷神'],
    latin: 'thunderobot',
    series: '',
    models: ['ZERO', '猎刃 15', '911 X', '黑武士'],
    editions: ['2024', '2025'],
    kind: 'gaming',
    category: GAMING,
    screens: GAMING_SCREENS,
    price: 7999,
    platforms: ['intelHX'],
    gpus: GAMING_GPUS,
    weight: 1,
    subtitles: ['电竞级机械键盘'],
  },
];

/** Other kinds (desktops, workstations, all-in-ones, mini PCs, monitors, tablets): the demo's own model lines, listed again by other merchants. */
const OTHER_LINES: readonly ModelLine[] = MODEL_LINES.filter((line) => !line.status && ['desktop', 'workstation', 'allInOne', 'miniPc', 'monitor', 'tablet'].includes(line.kind));
/** About a fifth of a real computer-rental catalogue is not laptops. */
const OTHER_SHARE = 0.2;

const SERIES_WEIGHT = SERIES.reduce((sum, series) => sum + series.weight, 0);

function pickSeries(random: Random): Series {
  let left = random() * SERIES_WEIGHT;
  for (const series of SERIES) {
    left -= series.weight;
    if (left < 0) return series;
  }
  return SERIES[SERIES.length - 1] as Series;
}

const KIND_WORDS: Record<GoodsKind, readonly string[]> = {
  business: ['商务本', '商务办公笔记本', '办公笔记本电脑', '轻薄商务本'],
  gaming: ['游戏本', '电竞游戏本', '游戏笔记本', '电竞笔记本电脑'],
  ultrabook: ['轻薄本', '轻薄笔记本', '超轻薄笔记本电脑', '学生轻薄本'],
  macbook: ['笔记本电脑', '轻薄本', '设计师笔记本'],
  mobileWorkstation: ['移动工作站', '设计师工作站', '图形工作站笔记本'],
  desktop: ['台式机', '办公主机', '台式电脑'],
  workstation: ['图形工作站', '渲染工作站'],
  allInOne: ['一体机', '一体机电脑'],
  miniPc: ['迷你主机', '小主机'],
  monitor: ['显示器', '办公显示器'],
  tablet: ['平板电脑', '学习平板'],
};

const KIND_TAGS: Record<GoodsKind, readonly (readonly string[])[]> = {
  business: [
    ['商务本', '企业首选'],
    ['商务本', '批量租赁'],
    ['办公', '免费上门部署'],
  ],
  gaming: [
    ['游戏本', '电竞'],
    ['游戏本', '学生'],
    ['电竞爆款', '独显直连'],
  ],
  ultrabook: [
    ['轻薄本', '学生'],
    ['轻薄便携', '长续航'],
    ['轻薄本', '出差'],
  ],
  macbook: [['设计师', '剪辑'], ['学生', '轻薄本'], ['创作者之选']],
  mobileWorkstation: [
    ['设计师', '专业认证'],
    ['渲染', '专业认证'],
  ],
  desktop: [['批量租赁', '上门安装'], ['办公标配']],
  workstation: [
    ['设计师', '渲染'],
    ['专业认证', '上门安装'],
  ],
  allInOne: [['桌面整洁', '上门安装']],
  miniPc: [['小巧省电']],
  monitor: [
    ['护眼', '办公标配'],
    ['设计师', '出厂校色'],
  ],
  tablet: [['学生', '网课学习'], ['轻办公']],
};

const SERVICE_TAGS = ['顺丰包邮', '支持买断', '7 天无理由', '48 小时换新', '免押金', ''];
const LEADS = ['【企业租赁】', '【学生优惠】', '【顺丰包邮】', '【可买断】', '【新品首发】', '【爆款】'];
const TAILS = ['学生网课', '设计师推荐', '办公租赁', '短租可续', '支持买断', '企业采购', '剪辑渲染', '考研党', '出差便携', '编程开发'];

/** Retail prices end in 99. */
const retail = (yuan: number) => Math.max(999, Math.round(yuan / 100) * 100 - 1);

/** The listing's configurations (the first is in its title) and the first one's price factor against the series' plainest. */
function laptopConfigs(random: Random, series: Series, edition: string): { configs: Config[]; factor: number } {
  const cpus = CPUS[pickOf(random, series.platforms)];
  // A MacBook's edition names its chip ("MacBook Air 13 M3"): the configuration has that chip.
  const named = cpus.filter(([name]) => edition !== '' && cpuShort(name) === edition);
  const [cpu, cpuFactor] = pickOf(random, named.length > 0 ? named : cpus);
  const [memory, memoryFactor] = pickOf(random, series.kind === 'business' || series.kind === 'ultrabook' ? MEMORY : MEMORY.slice(1));
  const [storage, storageFactor] = pickOf(random, STORAGE);
  const [graphics, gpuFactor] = series.gpus ? pickOf(random, series.gpus) : [integratedGpu(cpu), 1];
  const memoryOf = (size: string) => (cpu.startsWith('Apple ') ? `${size} 统一内存` : `${size} DDR5`);
  const configs: Config[] = [[cpu, memoryOf(memory), storage, graphics, 1]];
  // Mostly one configuration a listing, sometimes an upgrade or two of memory and storage.
  const upgrades = chance(random, 0.35) ? (chance(random, 0.15) ? 2 : 1) : 0;
  for (let step = 1; step <= upgrades; step += 1) {
    configs.push([cpu, memoryOf(`${Number.parseInt(memory, 10) * 2 ** step}GB`), step === 1 ? '1TB SSD' : '2TB SSD', graphics, 1 + 0.15 * step]);
  }
  return { configs, factor: cpuFactor * memoryFactor * storageFactor * gpuFactor };
}

const latinOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A unique, stable tail for goods number `index`: an odd multiplier is a bijection of 32-bit numbers. */
const slugTail = (index: number) => (Math.imul(index + 1, 0x9e3779b1) >>> 0).toString(16).padStart(8, '0');

const KIND_SLUG: Record<GoodsKind, string> = {
  business: 'laptop',
  gaming: 'laptop',
  ultrabook: 'laptop',
  macbook: 'laptop',
  mobileWorkstation: 'mobile-workstation',
  desktop: 'desktop',
  workstation: 'tower-workstation',
  allInOne: 'aio',
  miniPc: 'mini-pc',
  monitor: 'monitor',
  tablet: 'tablet',
};

const yearOf = (random: Random, edition: string) => Number(/20\d\d/.exec(edition)?.[0] ?? 2023 + Math.floor(random() * 3));

function laptopLine(random: Random, index: number): { line: ModelLine; title: string } {
  const series = pickSeries(random);
  const model = pickOf(random, series.models);
  const edition = pickOf(random, series.editions);
  const { configs, factor } = laptopConfigs(random, series, edition);
  const first = configs[0] as Config;
  const used = chance(random, 0.08);
  const price = retail(series.price * (0.95 + random() * 0.2) * factor * (used ? 0.55 : 1));
  // Series written next to a Latin model number, as listings do: "拯救者Y9000P", "ThinkPad T14".
  const joiner = /^[A-Za-z0-9]/.test(model) && !/[A-Za-z]$/.test(series.series) && series.series ? pickOf(random, ['', ' ']) : ' ';
  const modelName = [series.series, model].filter(Boolean).join(joiner);
  const fullModel = [modelName, edition].filter(Boolean).join(' ');
  const maker = pickOf(random, series.makers);
  const product = `${maker}${fullModel}`;
  // The screen that fits the model's size when it names one (T16: 16", Air 13: 13").
  const size = /(?:^|\D)(1[3-8])(?:\D|$)/.exec(model)?.[1];
  const fitting = series.screens.filter((screen) => size !== undefined && screen.startsWith(size));
  const screen = pickOf(random, fitting.length > 0 ? fitting : series.screens);
  const inches = /^(\d+(?:\.\d)?)"/.exec(screen)?.[1];
  const title = [
    chance(random, 0.15) ? pickOf(random, LEADS) : '',
    product,
    configTitle(first, fullModel),
    `${chance(random, 0.3) && inches ? `${inches}英寸` : ''}${pickOf(random, KIND_WORDS[series.kind])}`,
    chance(random, 0.4) ? pickOf(random, TAILS) : '',
    used ? pickOf(random, ['（九成新）', '（九五新）']) : '',
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/】 /, '】');
  const tags = [...pickOf(random, KIND_TAGS[series.kind]), pickOf(random, SERVICE_TAGS)].filter(Boolean);
  const line: ModelLine = {
    slug: [latinOf(`${series.latin} ${model} ${edition}`), KIND_SLUG[series.kind], slugTail(index)].filter(Boolean).join('-'),
    name: product,
    brand: series.brand,
    model: fullModel,
    kind: series.kind,
    category: series.category,
    year: yearOf(random, edition),
    screen,
    price,
    configs,
    subtitle: pickOf(random, series.subtitles),
    used,
    tags: used ? ['二手优选', '质检报告', ...tags.slice(0, 1)] : tags,
  };
  return { line, title };
}

function otherLine(random: Random, index: number): { line: ModelLine; title: string } {
  // Listed by other merchants: their own shop, zones and tags.
  const { store: _store, zones: _zones, recommendRank: _rank, ...base } = pickOf(random, OTHER_LINES);
  const product = base.name.replace(/（[^）]*）$/, '');
  const configs = typeof base.configs === 'string' ? base.configs : [pickOf(random, base.configs)];
  const firstConfig = typeof configs === 'string' ? null : configs[0];
  const title = [
    chance(random, 0.15) ? pickOf(random, LEADS) : '',
    product,
    firstConfig && base.kind !== 'monitor' && base.kind !== 'tablet' ? configTitle(firstConfig) : '',
    chance(random, 0.5) ? pickOf(random, KIND_WORDS[base.kind]) : '',
    chance(random, 0.3) ? pickOf(random, TAILS) : '',
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/】 /, '】');
  const line: ModelLine = {
    ...base,
    slug: `${base.slug.replace(/-used$/, '')}-${slugTail(index)}`,
    name: product,
    configs,
    price: retail(base.price * (0.92 + random() * 0.16)),
    tags: [...pickOf(random, KIND_TAGS[base.kind]), pickOf(random, SERVICE_TAGS)].filter(Boolean),
    flagship: false,
  };
  return { line, title };
}

/**
 * Goods number `index` (0…) of the big catalogue: the same item for the same index on every
 * run. `name` is the merchant's listing title; the description names the product as such.
 */
export function bigCatalogGoods(index: number): DemoGoods {
  const random = prng(slugHash(String(index), 'big-catalogue-v1'));
  const { line, title } = random() < OTHER_SHARE ? otherLine(random, index) : laptopLine(random, index);
  const item = buildDemoGoods(line);
  // A few listings are off sale, as on a live platform (they stay out of every public answer).
  const status = random() < 0.02 ? 'off_sale' : 'on_sale';
  return { ...item, name: title, status, listedDaysAgo: Math.min(item.listedDaysAgo, 720) };
}

// ---------------------------------------------------------------------------------------------
// Writing it.

export type BigCatalogResult = { inserted: number; total: number; ms: number };

async function doneSoFar(db: Db): Promise<number> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, BIG_CATALOGUE_MARKER)).limit(1);
  return row ? Number.parseInt(row.value, 10) || 0 : 0;
}

/**
 * Inserts rows handed over as one JSON parameter (`jsonb_to_recordset`) rather than one bound
 * parameter per value: PGlite spends more on 20,000 parameters than on writing the rows, and
 * this halves the time of the whole catalogue. The rows are the builders' insert values.
 */
async function insertAsJson<T extends PgTable>(tx: Executor, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  // Every key some row gives a value; a row without one writes NULL there.
  const keys = new Set(rows.flatMap((row) => Object.entries(row as Record<string, unknown>).flatMap(([key, value]) => (value === undefined ? [] : [key]))));
  const fields = [...keys].map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is no column`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(fields.map(({ key, name }) => [name, (row as Record<string, unknown>)[key]]))));
  const names = sql.join(
    fields.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const record = sql.join(
    fields.map(({ name, type }) => sql`${sql.identifier(name)} ${sql.raw(type)}`),
    sql`, `,
  );
  await tx.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${record})`);
}

/** One array parameter (drizzle would bind each element of a JavaScript array on its own). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

type BatchContext = { idOfStore: (slug: string) => number; clean: (html: string) => string; now: Date };

/** Goods number `start` to `end` (excluded), with their configurations and plans, in one transaction. */
async function insertBatch(db: Db, start: number, end: number, { idOfStore, clean, now }: BatchContext): Promise<void> {
  const items: DemoGoods[] = [];
  for (let index = start; index < end; index += 1) items.push(bigCatalogGoods(index));
  await db.transaction(async (tx) => {
    await insertAsJson(
      tx,
      goods,
      items.map((item) => ({
        ...demoGoodsValues(item, idOfStore(item.store), now, clean),
        // Already what the lease-plan trigger computes, so its refresh finds nothing to update
        // (no second version of every row for vacuum to clear).
        lowestRent: Math.min(...item.skus.flatMap((sku) => sku.plans.map((plan) => plan.monthlyRent))),
      })),
    );
    const itemOfSlug = new Map(items.map((item) => [item.slug, item]));
    const goodsRows = await tx
      .select({ id: goods.id, slug: goods.slug })
      .from(goods)
      .where(sql`${goods.slug} = any(${arrayLiteral(items.map((item) => item.slug))}::text[])`);
    await insertAsJson(
      tx,
      goodsSkus,
      goodsRows.flatMap((row) => demoSkuValues(itemOfSlug.get(row.slug)?.skus ?? [], row.id)),
    );
    const itemOfGoods = new Map(goodsRows.map((row) => [row.id, itemOfSlug.get(row.slug)]));
    const skuRows = await tx
      .select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId, sort: goodsSkus.sort })
      .from(goodsSkus)
      .where(sql`${goodsSkus.goodsId} = any(${arrayLiteral(goodsRows.map((row) => row.id))}::int[])`);
    await insertAsJson(
      tx,
      leasePlans,
      skuRows.flatMap((row) => (itemOfGoods.get(row.goodsId)?.skus[row.sort]?.plans ?? []).map((plan) => ({ ...plan, skuId: row.id }))),
    );
    await tx
      .insert(appMeta)
      .values({ key: BIG_CATALOGUE_MARKER, value: String(end), updatedAt: now })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: String(end), updatedAt: now } });
  });
}

/**
 * Inserts generated goods numbered from what is already there up to `count` (their SKUs and
 * lease plans with them), a batch per transaction, then refreshes the planner's statistics.
 * Needs the demo seed's shops. Answers how many it wrote.
 */
export async function seedBigCatalog(
  db: Db,
  { count = BIG_CATALOGUE_DEFAULT_COUNT, now, log }: { count?: number; now: Date; log?: (line: string) => void },
): Promise<BigCatalogResult> {
  const started = performance.now();
  const storeRows = await db
    .select({ id: stores.id, slug: stores.slug })
    .from(stores)
    .where(
      inArray(
        stores.slug,
        DEMO_STORES.map((store) => store.slug),
      ),
    );
  const storeIds = new Map(storeRows.map((row) => [row.slug, row.id]));
  if (storeIds.size !== DEMO_STORES.length) throw new Error('The big catalogue needs the demo shops: seed the demo data first (SEED_DEMO on).');
  const idOfStore = (slug: string) => {
    const id = storeIds.get(slug);
    if (id === undefined) throw new Error(`unknown demo store ${slug}`);
    return id;
  };

  const from = await doneSoFar(db);
  // Descriptions repeat across listings of one product; each distinct one is cleaned once.
  const cleaned = new Map<string, string>();
  const clean = (html: string) => {
    let value = cleaned.get(html);
    if (value === undefined) {
      value = sanitizeRichText(html);
      cleaned.set(html, value);
    }
    return value;
  };

  const inserted = Math.max(0, count - from);
  if (inserted === 0) return { inserted, total: from, ms: Math.round(performance.now() - started) };
  // The search index takes new goods into its pending list while they pour in and merges the list
  // once at the end: putting each goods item's thirty tokens into the index one by one would cost
  // twice as much as all the rest of its writing. Back to direct inserts whatever happens.
  await db.execute(sql`alter index goods_listing_search_idx set (fastupdate = on)`);
  try {
    let lastReport = performance.now();
    for (let start = from; start < count; start += BATCH) {
      const end = Math.min(count, start + BATCH);
      await insertBatch(db, start, end, { idOfStore, clean, now });
      if (log && (performance.now() - lastReport > 5_000 || end === count)) {
        lastReport = performance.now();
        log(`[big catalogue] ${end.toLocaleString('en')} / ${count.toLocaleString('en')} goods (${Math.round((performance.now() - started) / 1000)} s)`);
      }
    }
  } finally {
    await db.execute(sql`select gin_clean_pending_list('goods_listing_search_idx'::regclass)`);
    await db.execute(sql`alter index goods_listing_search_idx set (fastupdate = off)`);
  }
  // Fresh statistics (and a clean visibility map) so the planner knows the tables' new size at once.
  await db.execute(sql`vacuum (analyze) goods, goods_listing, goods_skus, lease_plans`);
  return { inserted, total: count, ms: Math.round(performance.now() - started) };
}
