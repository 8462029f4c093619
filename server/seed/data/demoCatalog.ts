/**
 * Demo catalogue: about 160 goods of the kinds the shop rents, generated from compact model
 * tables (one line per model: brand, name, screen, retail price, configuration family) so the
 * prices stay consistent. Everything is derived deterministically from the slug (a hash, never
 * Math.random): re-running the seed on any machine writes the same rows.
 *
 * Prices follow China's rental market in 2026: the 12-month rent is a fixed share of the retail
 * price per kind (a ThinkPad T14 ≈ ¥239, a MacBook Pro 14 M4 Pro ≈ ¥599, monitors ¥49–119,
 * workstations ¥600–1500), shorter terms cost more per month, longer less, and the buyout falls
 * with the rent already paid.
 */
import type { GoodsSku, GoodsZone, LeasePlan, ProcurementTerms } from '@/contract/goods';
import type { GoodsSpec } from '../../db/schema';

export type GoodsKind = 'business' | 'gaming' | 'ultrabook' | 'macbook' | 'mobileWorkstation' | 'desktop' | 'workstation' | 'allInOne' | 'miniPc' | 'monitor' | 'tablet';

/** cpu, memory, storage, graphics, price factor against the model's base retail price. */
type Config = [cpu: string, memory: string, storage: string, graphics: string, factor: number];

const FAMILIES = {
  meteorU: [
    ['Intel Core Ultra 5 125U', '16GB DDR5', '512GB SSD', 'Intel Graphics', 1],
    ['Intel Core Ultra 7 155U', '32GB DDR5', '1TB SSD', 'Intel Graphics', 1.22],
  ],
  lunarLake: [
    ['Intel Core Ultra 5 226V', '16GB LPDDR5x', '512GB SSD', 'Intel Arc 130V', 1],
    ['Intel Core Ultra 7 258V', '32GB LPDDR5x', '1TB SSD', 'Intel Arc 140V', 1.27],
  ],
  raptorU: [
    ['Intel Core i5-1335U', '16GB DDR4', '512GB SSD', 'Intel Iris Xe', 1],
    ['Intel Core i7-1355U', '16GB DDR4', '1TB SSD', 'Intel Iris Xe', 1.16],
  ],
  raptorH: [
    ['Intel Core i5-13420H', '16GB DDR5', '512GB SSD', 'Intel UHD', 1],
    ['Intel Core i7-13700H', '16GB DDR5', '1TB SSD', 'Intel Iris Xe', 1.2],
  ],
  ryzenPro: [
    ['AMD Ryzen 5 PRO 8540U', '16GB DDR5', '512GB SSD', 'AMD Radeon 740M', 1],
    ['AMD Ryzen 7 PRO 8840U', '32GB DDR5', '1TB SSD', 'AMD Radeon 780M', 1.2],
  ],
  arrowH: [
    ['Intel Core Ultra 5 225H', '16GB LPDDR5x', '1TB SSD', 'Intel Arc 130T', 1],
    ['Intel Core Ultra 7 255H', '32GB LPDDR5x', '1TB SSD', 'Intel Arc 140T', 1.2],
  ],
  ryzenAi: [
    ['AMD Ryzen AI 7 350', '16GB LPDDR5x', '1TB SSD', 'AMD Radeon 860M', 1],
    ['AMD Ryzen AI 9 365', '32GB LPDDR5x', '1TB SSD', 'AMD Radeon 880M', 1.18],
  ],
  snapdragon: [
    ['Snapdragon X Plus X1P-42-100', '16GB LPDDR5x', '512GB SSD', 'Qualcomm Adreno', 1],
    ['Snapdragon X Elite X1E-80-100', '32GB LPDDR5x', '1TB SSD', 'Qualcomm Adreno', 1.3],
  ],
  gaming5060: [
    ['Intel Core i7-14650HX', '16GB DDR5', '1TB SSD', 'NVIDIA GeForce RTX 5060 8GB', 1],
    ['Intel Core i7-14700HX', '32GB DDR5', '1TB SSD', 'NVIDIA GeForce RTX 5070 8GB', 1.17],
  ],
  gaming5070ti: [
    ['Intel Core i9-14900HX', '32GB DDR5', '1TB SSD', 'NVIDIA GeForce RTX 5070 Ti 12GB', 1],
    ['Intel Core Ultra 9 275HX', '32GB DDR5', '2TB SSD', 'NVIDIA GeForce RTX 5080 16GB', 1.3],
  ],
  gamingAmd: [
    ['AMD Ryzen 9 8945HX', '16GB DDR5', '1TB SSD', 'NVIDIA GeForce RTX 5060 8GB', 1],
    ['AMD Ryzen 9 8945HX', '32GB DDR5', '1TB SSD', 'NVIDIA GeForce RTX 5070 Ti 12GB', 1.28],
  ],
  gamingFlagship: [
    ['Intel Core Ultra 9 275HX', '32GB DDR5', '2TB SSD', 'NVIDIA GeForce RTX 5080 16GB', 1],
    ['Intel Core Ultra 9 275HX', '64GB DDR5', '4TB SSD', 'NVIDIA GeForce RTX 5090 24GB', 1.33],
  ],
  mobileWs: [
    ['Intel Core Ultra 7 165H', '32GB DDR5', '1TB SSD', 'NVIDIA RTX 2000 Ada 8GB', 1],
    ['Intel Core Ultra 9 185H', '64GB DDR5', '2TB SSD', 'NVIDIA RTX 3500 Ada 12GB', 1.42],
  ],
  macAir: [
    ['Apple M4 10 核', '16GB 统一内存', '256GB SSD', 'M4 8 核 GPU', 1],
    ['Apple M4 10 核', '16GB 统一内存', '512GB SSD', 'M4 10 核 GPU', 1.2],
    ['Apple M4 10 核', '24GB 统一内存', '512GB SSD', 'M4 10 核 GPU', 1.42],
  ],
  macPro14M4: [
    ['Apple M4 10 核', '16GB 统一内存', '512GB SSD', 'M4 10 核 GPU', 1],
    ['Apple M4 10 核', '24GB 统一内存', '1TB SSD', 'M4 10 核 GPU', 1.25],
  ],
  macPro14M5: [
    ['Apple M5 10 核', '16GB 统一内存', '512GB SSD', 'M5 10 核 GPU', 1],
    ['Apple M5 10 核', '24GB 统一内存', '1TB SSD', 'M5 10 核 GPU', 1.25],
  ],
  macPro: [
    ['Apple M4 Pro 12 核', '24GB 统一内存', '512GB SSD', 'M4 Pro 16 核 GPU', 1],
    ['Apple M4 Pro 14 核', '24GB 统一内存', '1TB SSD', 'M4 Pro 20 核 GPU', 1.2],
    ['Apple M4 Pro 14 核', '48GB 统一内存', '1TB SSD', 'M4 Pro 20 核 GPU', 1.38],
  ],
  macMax: [
    ['Apple M4 Max 14 核', '36GB 统一内存', '1TB SSD', 'M4 Max 32 核 GPU', 1],
    ['Apple M4 Max 16 核', '48GB 统一内存', '1TB SSD', 'M4 Max 40 核 GPU', 1.15],
    ['Apple M4 Max 16 核', '128GB 统一内存', '2TB SSD', 'M4 Max 40 核 GPU', 1.55],
  ],
  officeDesktop: [
    ['Intel Core i5-14500', '16GB DDR5', '512GB SSD', 'Intel UHD 770', 1],
    ['Intel Core i7-14700', '16GB DDR5', '1TB SSD', 'Intel UHD 770', 1.22],
    ['Intel Core i7-14700', '32GB DDR5', '1TB SSD', 'Intel UHD 770', 1.34],
  ],
  gamingDesktop: [
    ['Intel Core i7-14700KF', '32GB DDR5', '1TB SSD', 'NVIDIA GeForce RTX 5070 12GB', 1],
    ['Intel Core Ultra 9 285K', '32GB DDR5', '2TB SSD', 'NVIDIA GeForce RTX 5080 16GB', 1.45],
  ],
  towerWs: [
    ['Intel Core i9-14900K', '64GB DDR5 ECC', '2TB SSD', 'NVIDIA RTX 2000 Ada 16GB', 1],
    ['Intel Core i9-14900K', '128GB DDR5 ECC', '2TB SSD', 'NVIDIA RTX 4000 Ada 20GB', 1.32],
  ],
  xeonWs: [
    ['Intel Xeon w5-2455X', '128GB DDR5 ECC', '2TB SSD', 'NVIDIA RTX 4000 Ada 20GB', 1],
    ['Intel Xeon w7-2495X', '256GB DDR5 ECC', '4TB SSD', 'NVIDIA RTX 5000 Ada 32GB', 1.45],
  ],
  aio: [
    ['Intel Core i5-13420H', '16GB DDR5', '512GB SSD', 'Intel UHD', 1],
    ['Intel Core i7-13620H', '16GB DDR5', '1TB SSD', 'Intel UHD', 1.18],
  ],
  imac: [
    ['Apple M4 8 核', '16GB 统一内存', '256GB SSD', 'M4 8 核 GPU', 1],
    ['Apple M4 10 核', '16GB 统一内存', '512GB SSD', 'M4 10 核 GPU', 1.2],
    ['Apple M4 10 核', '24GB 统一内存', '1TB SSD', 'M4 10 核 GPU', 1.5],
  ],
  macMini: [
    ['Apple M4 10 核', '16GB 统一内存', '256GB SSD', 'M4 10 核 GPU', 1],
    ['Apple M4 10 核', '24GB 统一内存', '512GB SSD', 'M4 10 核 GPU', 1.5],
  ],
  miniPc: [
    ['Intel Core Ultra 5 125H', '16GB DDR5', '512GB SSD', 'Intel Arc', 1],
    ['Intel Core Ultra 7 155H', '32GB DDR5', '1TB SSD', 'Intel Arc', 1.3],
  ],
  monitor: [['—', '—', '—', '—', 1]],
} satisfies Record<string, Config[]>;

type Family = keyof typeof FAMILIES;

const ipad = (chip: string, gpu: string, memory = '8GB'): Config[] => [
  [chip, memory, '256GB', gpu, 1],
  [chip, memory, '512GB', gpu, 1.2],
  [chip, memory === '8GB' ? '16GB' : memory, '1TB', gpu, 1.6],
];
const androidPad = (chip: string, gpu: string): Config[] => [
  [chip, '8GB', '256GB', gpu, 1],
  [chip, '12GB', '512GB', gpu, 1.18],
];
const one = (cpu: string, memory: string, storage: string, graphics: string): Config[] => [[cpu, memory, storage, graphics, 1]];

/** One model line. `configs` is a family name or explicit configurations. */
type ModelLine = {
  slug: string;
  name: string;
  brand: string;
  model: string;
  kind: GoodsKind;
  /** Sub-category id (server/seed/data/categories.ts). */
  category: number;
  year: number;
  screen: string;
  /** Retail price of the first configuration, yuan. */
  price: number;
  configs: Family | Config[];
  subtitle: string;
  used?: boolean;
  /** A flagship: new ones go to the heavyweight-new zone. */
  flagship?: boolean;
  // The twelve goods of the first demo keep their zones, tags, shop and rank.
  store?: string;
  zones?: GoodsZone[];
  tags?: string[];
  recommendRank?: number;
  status?: 'draft' | 'off_sale';
};

const BUSINESS = 11;
const GAMING = 12;
const ULTRABOOK = 13;
const MACBOOK = 14;
const MOBILE_WS = 15;
const DESKTOP = 21;
const WORKSTATION = 22;
const ALL_IN_ONE = 23;
const MINI_PC = 24;
const OFFICE_MONITOR = 31;
const DESIGN_MONITOR = 32;
const GAMING_MONITOR = 33;
const IPAD = 41;
const ANDROID_TABLET = 42;

const biz = (
  slug: string,
  name: string,
  brand: string,
  model: string,
  year: number,
  screen: string,
  price: number,
  configs: Family | Config[],
  subtitle: string,
  extra: Partial<ModelLine> = {},
): ModelLine => ({ slug, name, brand, model, kind: 'business', category: BUSINESS, year, screen, price, configs, subtitle, ...extra });
const line =
  (kind: GoodsKind, category: number) =>
  (
    slug: string,
    name: string,
    brand: string,
    model: string,
    year: number,
    screen: string,
    price: number,
    configs: Family | Config[],
    subtitle: string,
    extra: Partial<ModelLine> = {},
  ): ModelLine => ({ slug, name, brand, model, kind, category, year, screen, price, configs, subtitle, ...extra });
const gaming = line('gaming', GAMING);
const ultra = line('ultrabook', ULTRABOOK);
const mac = line('macbook', MACBOOK);
const mws = line('mobileWorkstation', MOBILE_WS);
const desktop = line('desktop', DESKTOP);
const ws = line('workstation', WORKSTATION);
const aio = line('allInOne', ALL_IN_ONE);
const mini = line('miniPc', MINI_PC);
const officeMonitor = line('monitor', OFFICE_MONITOR);
const designMonitor = line('monitor', DESIGN_MONITOR);
const gamingMonitor = line('monitor', GAMING_MONITOR);
const ipadLine = line('tablet', IPAD);
const pad = line('tablet', ANDROID_TABLET);

export const MODEL_LINES: ModelLine[] = [
  // Business laptops
  biz(
    'thinkpad-x1-carbon-2025',
    'ThinkPad X1 Carbon 2025 AI 元启版',
    'ThinkPad',
    'ThinkPad X1 Carbon Gen 13',
    2025,
    '14" 2.8K OLED 120Hz',
    10999,
    'lunarLake',
    '1.09kg 碳纤维机身，2.8K OLED 屏，商务首选',
    { store: 'yunzu', zones: ['procurement', 'heavyweight_new'], tags: ['企业首选', '顺丰包邮', '支持买断'], recommendRank: 1 },
  ),
  biz(
    'thinkpad-t14-gen5',
    'ThinkPad T14 Gen 5 商务笔记本',
    'ThinkPad',
    'ThinkPad T14 Gen 5',
    2024,
    '14" WUXGA IPS 防眩光',
    6999,
    'meteorU',
    '经典小黑，可换内存与电池，批量办公之选',
    { store: 'yunzu', zones: ['procurement', 'everyday_low'], tags: ['批量租赁', '免费上门部署'], recommendRank: 4 },
  ),
  biz(
    'lenovo-thinkpad-t14s-gen6',
    'ThinkPad T14s Gen 6 轻薄商务本',
    'ThinkPad',
    'ThinkPad T14s Gen 6',
    2025,
    '14" WUXGA IPS',
    8999,
    'lunarLake',
    '1.24kg 镁铝机身，AI PC，续航超 20 小时',
  ),
  biz(
    'lenovo-thinkpad-t16-gen3',
    'ThinkPad T16 Gen 3 大屏商务本',
    'ThinkPad',
    'ThinkPad T16 Gen 3',
    2025,
    '16" WUXGA IPS',
    7999,
    'meteorU',
    '16 英寸大屏加数字小键盘，财务表格更高效',
  ),
  biz('lenovo-thinkpad-e14-gen6', 'ThinkPad E14 Gen 6 经典商务本', 'ThinkPad', 'ThinkPad E14 Gen 6', 2024, '14" WUXGA IPS', 5299, 'meteorU', '高性价比小黑，企业批量首选'),
  biz('lenovo-thinkpad-e16-gen2', 'ThinkPad E16 Gen 2 锐龙版', 'ThinkPad', 'ThinkPad E16 Gen 2', 2024, '16" WUXGA IPS', 5699, 'ryzenPro', '16 英寸护眼大屏，锐龙高能效'),
  biz(
    'lenovo-thinkpad-x1-2-in-1-gen10',
    'ThinkPad X1 2-in-1 Gen 10 翻转本',
    'ThinkPad',
    'ThinkPad X1 2-in-1 Gen 10',
    2025,
    '14" 2.8K OLED 触控',
    13999,
    'lunarLake',
    '360° 翻转触控，附赠主动式触控笔',
    { flagship: true },
  ),
  biz('lenovo-thinkpad-x13-gen5', 'ThinkPad X13 Gen 5 便携商务本', 'ThinkPad', 'ThinkPad X13 Gen 5', 2024, '13.3" WUXGA IPS', 7499, 'meteorU', '1.08kg 13 英寸小钢炮，出差随行'),
  biz('lenovo-thinkpad-l14-gen5', 'ThinkPad L14 Gen 5', 'ThinkPad', 'ThinkPad L14 Gen 5', 2024, '14" FHD IPS', 5999, 'meteorU', '可换电池与内存，IT 运维省心'),
  biz('lenovo-thinkbook-14-plus-2025', '联想 ThinkBook 14+ 2025', '联想', 'ThinkBook 14+ 2025', 2025, '14.5" 3K 120Hz', 6499, 'arrowH', '3K 120Hz 高刷屏，65W 性能释放'),
  biz('lenovo-thinkbook-16-g7', '联想 ThinkBook 16 G7', '联想', 'ThinkBook 16 G7', 2024, '16" 2.5K IPS', 5499, 'meteorU', '年轻商务大屏本，接口齐全'),
  biz('dell-latitude-5450', '戴尔 Latitude 5450 商务笔记本', '戴尔', 'Latitude 5450', 2024, '14" FHD IPS', 6799, 'meteorU', '企业级安全管理，三年上门服务'),
  biz('dell-latitude-7450', '戴尔 Latitude 7450 轻薄商务本', '戴尔', 'Latitude 7450', 2024, '14" 2.5K IPS', 9999, 'meteorU', '碳纤维机身，500 万像素摄像头，视频会议更清晰'),
  biz('dell-latitude-3450', '戴尔 Latitude 3450', '戴尔', 'Latitude 3450', 2024, '14" FHD IPS', 4699, 'raptorU', '入门商务之选，批量部署成本低'),
  biz('dell-pro-14-premium', '戴尔 Dell Pro 14 Premium', '戴尔', 'Dell Pro 14 Premium', 2025, '14" 2.5K IPS', 11999, 'lunarLake', '戴尔 2025 全新商务旗舰，AI 降噪会议', {
    flagship: true,
  }),
  biz('hp-elitebook-840-g11', '惠普 EliteBook 840 G11', '惠普', 'EliteBook 840 G11', 2024, '14" WUXGA IPS', 8599, 'meteorU', 'Wolf Security 安全防护，全金属机身'),
  biz('hp-elitebook-640-g11', '惠普 EliteBook 640 G11', '惠普', 'EliteBook 640 G11', 2024, '14" FHD IPS', 6299, 'meteorU', '高性价比企业本，键盘防泼溅'),
  biz('hp-probook-440-g11', '惠普 ProBook 440 G11', '惠普', 'ProBook 440 G11', 2024, '14" FHD IPS', 4999, 'meteorU', '中小企业办公主力机型'),
  biz('hp-elitebook-x-g1i', '惠普 EliteBook X G1i AI 商务本', '惠普', 'EliteBook X G1i', 2025, '14" 2.8K OLED', 12999, 'lunarLake', '惠普 AI PC 旗舰，轻至 1.19kg', {
    flagship: true,
  }),
  biz('huawei-matebook-b7-410', '华为 MateBook B7-410 商用笔记本', '华为', 'MateBook B7-410', 2023, '13" 3K 触控', 7999, 'raptorU', '3:2 触控屏，华为分享多屏协同'),
  biz('asus-expertbook-b9-oled', '华硕 ExpertBook B9 OLED', '华硕', 'ExpertBook B9 OLED', 2024, '14" 2.8K OLED', 11999, 'meteorU', '990g 超轻商务本，军规耐用'),
  biz('acer-travelmate-p6-14', '宏碁 TravelMate P6 14', '宏碁', 'TravelMate P6 14', 2024, '14" WQXGA IPS', 7999, 'meteorU', '镁铝合金机身，1.1kg 商务轻薄'),

  // Gaming laptops
  gaming(
    'legion-y9000p-2025',
    '联想拯救者 Y9000P 2025 游戏本',
    '联想',
    '拯救者 Y9000P 2025',
    2025,
    '16" 2.5K 240Hz',
    14999,
    'gaming5070ti',
    'RTX 5070 Ti 满血释放，2.5K 240Hz 电竞屏',
    { store: 'geek', zones: ['personal', 'discount'], tags: ['电竞爆款', '限时特惠'], recommendRank: 5 },
  ),
  gaming(
    'rog-strix-scar-16-2025',
    'ROG 枪神 9 Plus 超竞版',
    'ROG',
    'ROG Strix SCAR 18 2025',
    2025,
    '18" 2.5K 240Hz Mini LED',
    26999,
    'gamingFlagship',
    'RTX 5080 旗舰游戏本，Mini LED 屏',
    { store: 'geek', zones: ['heavyweight_new'], tags: ['旗舰性能'], recommendRank: 8 },
  ),
  gaming('legion-r9000p-2025', '联想拯救者 R9000P 2025', '联想', '拯救者 R9000P 2025', 2025, '16" 2.5K 240Hz', 10999, 'gamingAmd', '锐龙 9 加 RTX 50 系，性价比电竞'),
  gaming('legion-y7000p-2025', '联想拯救者 Y7000P 2025', '联想', '拯救者 Y7000P 2025', 2025, '16" 2.5K 180Hz', 8499, 'gaming5060', '学生党电竞入门，独显直连'),
  gaming(
    'legion-y9000k-2025',
    '联想拯救者 Y9000K 2025 旗舰版',
    '联想',
    '拯救者 Y9000K 2025',
    2025,
    '16" 3.2K 165Hz Mini LED',
    24999,
    'gamingFlagship',
    '液冷散热，RTX 5090 顶级性能',
    { flagship: true },
  ),
  gaming('rog-zephyrus-g16-2025', 'ROG 幻 16 Air 2025', 'ROG', 'ROG Zephyrus G16 2025', 2025, '16" 2.5K OLED 240Hz', 16999, 'gaming5070ti', '1.85kg 轻薄全能游戏本，OLED 电竞屏'),
  gaming('rog-strix-g16-2025', 'ROG 魔霸 9 电竞游戏本', 'ROG', 'ROG Strix G16 2025', 2025, '16" 2.5K 240Hz', 15999, 'gaming5070ti', '满功耗释放，环绕 RGB 光带'),
  gaming('asus-tuf-a16-2025', '华硕天选 6 Pro 锐龙版', '华硕', 'TUF Gaming A16 2025', 2025, '16" 2.5K 165Hz', 8999, 'gamingAmd', '百元级月租畅玩 3A 大作'),
  gaming(
    'dell-alienware-16-area-51',
    '外星人 Alienware 16 Area-51',
    '外星人',
    'Alienware 16 Area-51',
    2025,
    '16" 2.5K 240Hz',
    29999,
    'gamingFlagship',
    '全新 Area-51 设计，Cryo-Tech 散热',
    { flagship: true },
  ),
  gaming('dell-alienware-16-aurora', '外星人 Alienware 16 Aurora', '外星人', 'Alienware 16 Aurora', 2025, '16" 2.5K 120Hz', 11999, 'gaming5060', '外星人入门系列，办公游戏两相宜'),
  gaming('hp-omen-16-2025', '惠普暗影精灵 11 游戏本', '惠普', 'OMEN 16 2025', 2025, '16" 2.5K 240Hz', 12999, 'gaming5070ti', '冰封散热，长时间游戏不降频'),
  gaming('hp-victus-16-2025', '惠普光影精灵 11', '惠普', 'Victus 16 2025', 2025, '16.1" FHD 144Hz', 6999, 'gaming5060', '大学生游戏本，颜值与性能兼顾'),
  gaming(
    'msi-titan-18-hx-ai',
    '微星泰坦 18 HX AI',
    '微星',
    'Titan 18 HX AI',
    2025,
    '18" 4K Mini LED 120Hz',
    35999,
    one('Intel Core Ultra 9 285HX', '96GB DDR5', '6TB SSD', 'NVIDIA GeForce RTX 5090 24GB'),
    '机械键盘旗舰本，桌面级性能',
    { flagship: true },
  ),
  gaming('msi-vector-16-hx-ai', '微星雷影 16 HX AI', '微星', 'Vector 16 HX AI', 2025, '16" 2.5K 240Hz', 13999, 'gaming5070ti', '200W 以上整机功耗释放'),
  gaming('mechrevo-jiaolong-16-pro', '机械革命蛟龙 16 Pro', '机械革命', '蛟龙 16 Pro', 2025, '16" 2.5K 240Hz', 7999, 'gamingAmd', '国货性价比之选，独显直连'),
  gaming('thunderobot-zero-2025', '雷神 ZERO 2025 16 英寸', '雷神', 'ZERO 2025', 2025, '16" 2.5K 240Hz', 12999, 'gaming5070ti', '电竞级机械键盘，满血 RTX 5070 Ti'),

  // Thin and light laptops
  ultra('huawei-matebook-x-pro-2025', '华为 MateBook X Pro 2025', '华为', 'MateBook X Pro 2025', 2025, '14.2" 3.1K OLED 120Hz', 12999, 'arrowH', '980g 微绒机身，OLED 原色屏', {
    flagship: true,
  }),
  ultra('huawei-matebook-14-2025', '华为 MateBook 14 2025', '华为', 'MateBook 14 2025', 2025, '14.2" 2.8K OLED 120Hz', 6999, 'arrowH', '2.8K OLED 触控屏，鸿蒙生态互联'),
  ultra('huawei-matebook-d16-2025', '华为 MateBook D 16 2025', '华为', 'MateBook D 16 2025', 2025, '16" 1920×1200 IPS', 4999, 'raptorH', '16 英寸护眼大屏，学习办公两不误'),
  ultra('honor-magicbook-art-14-2025', '荣耀 MagicBook Art 14 2025', '荣耀', 'MagicBook Art 14 2025', 2025, '14.6" 3.1K OLED 120Hz', 7999, 'arrowH', '1.03kg 轻薄，磁吸摄像头'),
  ultra('honor-magicbook-pro-16-2025', '荣耀 MagicBook Pro 16 2025', '荣耀', 'MagicBook Pro 16 2025', 2025, '16" 3K 165Hz', 7499, 'arrowH', '大屏高刷，独立音腔六扬声器'),
  ultra(
    'xiaomi-book-pro-14-2025',
    '小米 Xiaomi Book Pro 14 2025',
    '小米',
    'Xiaomi Book Pro 14 2025',
    2025,
    '14" 2.8K OLED 120Hz',
    7299,
    'lunarLake',
    '澎湃 OS 互联，手机电脑无缝流转',
  ),
  ultra('redmi-book-pro-16-2025', 'Redmi Book Pro 16 2025', '小米', 'Redmi Book Pro 16 2025', 2025, '16" 3.1K 165Hz', 5999, 'arrowH', '3.1K 165Hz 大屏，性能与续航兼顾'),
  ultra('lenovo-xiaoxin-pro-14-2025', '联想小新 Pro 14 2025', '联想', '小新 Pro 14 2025', 2025, '14" 2.8K OLED 120Hz', 5999, 'arrowH', '学生与职场新人首选，OLED 高刷屏'),
  ultra('lenovo-yoga-air-14-aura', '联想 YOGA Air 14 Aura AI 元启版', '联想', 'YOGA Air 14 Aura', 2025, '14" 2.8K OLED 120Hz', 8999, 'lunarLake', '1.1kg 全金属机身，AI 智能助理'),
  ultra('lenovo-yoga-pro-14s-2025', '联想 YOGA Pro 14s 2025', '联想', 'YOGA Pro 14s 2025', 2025, '14.5" 3K 120Hz', 9499, 'arrowH', '高色准 3K 屏，移动创作利器'),
  ultra('asus-zenbook-14-2025', '华硕灵耀 14 2025', '华硕', 'Zenbook 14 2025', 2025, '14" 3K OLED 120Hz', 7499, 'lunarLake', '陶瓷铝机身，1.2kg 长续航'),
  ultra('asus-vivobook-pro-15-2025', '华硕无畏 Pro 15 2025', '华硕', 'Vivobook Pro 15 2025', 2025, '15.6" 2.8K OLED 120Hz', 5999, 'ryzenAi', '锐龙 AI 处理器，OLED 大屏'),
  ultra('dell-xps-13-9350', '戴尔 XPS 13 9350', '戴尔', 'XPS 13 9350', 2024, '13.4" FHD+ 120Hz', 10999, 'lunarLake', '无边框键盘，极简设计'),
  ultra(
    'dell-xps-14-9440',
    '戴尔 XPS 14 9440',
    '戴尔',
    'XPS 14 9440',
    2024,
    '14.5" 3.2K OLED 触控',
    15999,
    one('Intel Core Ultra 7 155H', '32GB LPDDR5x', '1TB SSD', 'NVIDIA GeForce RTX 4050 6GB'),
    '3.2K OLED 触控屏，独显创作',
  ),
  ultra('hp-spectre-x360-14-2025', '惠普 Spectre x360 14 翻转本', '惠普', 'Spectre x360 14 2025', 2025, '14" 2.8K OLED 触控', 12999, 'lunarLake', '宝石切割设计，360° 翻转'),
  ultra('hp-xingbook-pro-14-2025', '惠普星 Book Pro 14 2025', '惠普', '星 Book Pro 14 2025', 2025, '14" 2.8K OLED 120Hz', 5999, 'arrowH', '2.8K OLED 高刷屏，轻薄长续航'),
  ultra(
    'microsoft-surface-laptop-7-13',
    '微软 Surface Laptop 第 7 版 13.8 英寸',
    '微软',
    'Surface Laptop 7',
    2024,
    '13.8" 2304×1536 触控',
    8888,
    'snapdragon',
    '骁龙 X 芯片，续航长达 20 小时',
  ),
  ultra('microsoft-surface-pro-11', '微软 Surface Pro 第 11 版 二合一', '微软', 'Surface Pro 11', 2024, '13" 2.8K OLED 触控', 9988, 'snapdragon', '平板笔记本二合一，支持触控笔'),
  ultra(
    'samsung-galaxy-book5-pro-14',
    '三星 Galaxy Book5 Pro 14',
    '三星',
    'Galaxy Book5 Pro 14',
    2025,
    '14" 2.8K AMOLED 120Hz',
    10999,
    'lunarLake',
    'AMOLED 炫丽屏，Galaxy 生态互联',
  ),
  ultra('acer-swift-go-14-2025', '宏碁非凡 Go 14 2025', '宏碁', 'Swift Go 14 2025', 2025, '14.5" 2.8K OLED 120Hz', 4999, 'arrowH', '千元级月租的 OLED 轻薄本'),

  // MacBook
  mac(
    'macbook-air-13-m4',
    'Apple MacBook Air 13 英寸 M4',
    'Apple',
    'MacBook Air 13 (M4, 2025)',
    2025,
    '13.6" 2560×1664 Liquid 视网膜',
    7999,
    'macAir',
    '无风扇静音设计，续航长达 18 小时',
    { store: 'geek', zones: ['personal', 'new_product'], tags: ['个人热租', '支持买断'], recommendRank: 2 },
  ),
  mac(
    'macbook-pro-14-m4-pro',
    'Apple MacBook Pro 14 英寸 M4 Pro',
    'Apple',
    'MacBook Pro 14 (M4 Pro, 2024)',
    2024,
    '14.2" 3024×1964 XDR',
    16999,
    'macPro',
    '剪辑、开发、设计全能，XDR 屏幕',
    { store: 'geek', zones: ['heavyweight_new', 'procurement'], tags: ['创作者之选', '支持买断'], recommendRank: 3 },
  ),
  mac(
    'apple-macbook-air-15-m4',
    'Apple MacBook Air 15 英寸 M4',
    'Apple',
    'MacBook Air 15 (M4, 2025)',
    2025,
    '15.3" 2880×1864 Liquid 视网膜',
    9999,
    'macAir',
    '15 英寸大屏轻薄本，六扬声器',
  ),
  mac(
    'apple-macbook-pro-14-m4',
    'Apple MacBook Pro 14 英寸 M4',
    'Apple',
    'MacBook Pro 14 (M4, 2024)',
    2024,
    '14.2" 3024×1964 XDR',
    12999,
    'macPro14M4',
    '入门专业本，雷雳 4 接口齐全',
  ),
  mac(
    'apple-macbook-pro-14-m5',
    'Apple MacBook Pro 14 英寸 M5',
    'Apple',
    'MacBook Pro 14 (M5, 2025)',
    2025,
    '14.2" 3024×1964 XDR',
    12999,
    'macPro14M5',
    'M5 芯片 AI 性能大幅提升',
    { flagship: true },
  ),
  mac(
    'apple-macbook-pro-16-m4-pro',
    'Apple MacBook Pro 16 英寸 M4 Pro',
    'Apple',
    'MacBook Pro 16 (M4 Pro, 2024)',
    2024,
    '16.2" 3456×2234 XDR',
    19999,
    'macPro',
    '16 英寸 XDR 大屏，续航 24 小时',
  ),
  mac(
    'apple-macbook-pro-14-m4-max',
    'Apple MacBook Pro 14 英寸 M4 Max',
    'Apple',
    'MacBook Pro 14 (M4 Max, 2024)',
    2024,
    '14.2" 3024×1964 XDR',
    26999,
    'macMax',
    '顶配 M4 Max，影视调色与 3D 渲染',
  ),
  mac(
    'apple-macbook-pro-16-m4-max',
    'Apple MacBook Pro 16 英寸 M4 Max',
    'Apple',
    'MacBook Pro 16 (M4 Max, 2024)',
    2024,
    '16.2" 3456×2234 XDR',
    28999,
    'macMax',
    '最强 MacBook，本地大模型也能跑',
  ),

  // Mobile workstations
  mws(
    'lenovo-thinkpad-p16-gen2',
    'ThinkPad P16 Gen 2 移动工作站',
    'ThinkPad',
    'ThinkPad P16 Gen 2',
    2024,
    '16" 2.5K IPS 165Hz',
    19999,
    'mobileWs',
    'ISV 认证，CAD 与 BIM 流畅运行',
  ),
  mws('lenovo-thinkpad-p1-gen7', 'ThinkPad P1 Gen 7 移动工作站', 'ThinkPad', 'ThinkPad P1 Gen 7', 2024, '16" 2.5K 165Hz', 17999, 'mobileWs', '轻薄机身里的专业显卡'),
  mws(
    'lenovo-thinkpad-p14s-gen5',
    'ThinkPad P14s Gen 5',
    'ThinkPad',
    'ThinkPad P14s Gen 5',
    2024,
    '14.5" 3K IPS',
    11999,
    one('Intel Core Ultra 7 155H', '32GB DDR5', '1TB SSD', 'NVIDIA RTX 500 Ada 4GB'),
    '入门移动工作站，1.5kg 便携',
  ),
  mws('dell-precision-5690', '戴尔 Precision 5690 移动工作站', '戴尔', 'Precision 5690', 2024, '16" 4K OLED 触控', 25999, 'mobileWs', '4K OLED 专业屏，影视后期之选'),
  mws(
    'dell-pro-max-16',
    '戴尔 Pro Max 16 移动工作站',
    '戴尔',
    'Dell Pro Max 16',
    2025,
    '16" 2.5K IPS',
    21999,
    [
      ['Intel Core Ultra 9 285HX', '32GB DDR5', '1TB SSD', 'NVIDIA RTX 2000 Ada 8GB', 1],
      ['Intel Core Ultra 9 285HX', '64GB DDR5', '2TB SSD', 'NVIDIA RTX 5000 Ada 16GB', 1.5],
    ],
    '戴尔 2025 专业旗舰，AI 推理加速',
    { flagship: true },
  ),
  mws('hp-zbook-power-g11', '惠普 ZBook Power G11', '惠普', 'ZBook Power G11', 2024, '16" WUXGA IPS', 13999, 'mobileWs', '高性价比移动工作站'),
  mws(
    'hp-zbook-fury-16-g11',
    '惠普 ZBook Fury 16 G11',
    '惠普',
    'ZBook Fury 16 G11',
    2024,
    '16" 4K DreamColor',
    29999,
    [
      ['Intel Core i9-14900HX', '64GB DDR5', '2TB SSD', 'NVIDIA RTX 3500 Ada 12GB', 1],
      ['Intel Core i9-14900HX', '128GB DDR5', '4TB SSD', 'NVIDIA RTX 5000 Ada 16GB', 1.35],
    ],
    '桌面级性能的移动工作站',
  ),

  // Desktops
  desktop(
    'dell-optiplex-7020-tower',
    '戴尔 OptiPlex 7020 商用台式机',
    '戴尔',
    'OptiPlex 7020 MT',
    2024,
    '含 23.8" FHD 显示器',
    5299,
    'officeDesktop',
    '企业办公主机，含 23.8 英寸显示器',
    { store: 'lanjing', zones: ['procurement', 'everyday_low'], tags: ['批量租赁', '上门安装'], recommendRank: 6 },
  ),
  desktop(
    'lenovo-thinkcentre-m90t-gen5-tower',
    '联想 ThinkCentre M90t Gen 5 商用台式机',
    '联想',
    'ThinkCentre M90t Gen 5',
    2024,
    '不含显示器',
    5999,
    'officeDesktop',
    '高扩展商用塔式机，安全芯片加持',
  ),
  desktop(
    'lenovo-thinkcentre-neo-50t-desktop',
    '联想 ThinkCentre neo 50t 2025',
    '联想',
    'ThinkCentre neo 50t 2025',
    2025,
    '含 23.8" 显示器',
    3999,
    [
      ['Intel Core i5-13400', '16GB DDR4', '512GB SSD', 'Intel UHD 730', 1],
      ['Intel Core i7-13700', '16GB DDR4', '1TB SSD', 'Intel UHD 770', 1.25],
    ],
    '中小企业办公标配主机',
  ),
  desktop(
    'lenovo-yangtian-m4000q-desktop',
    '联想扬天 M4000q 小机箱',
    '联想',
    '扬天 M4000q',
    2024,
    '含 21.5" 显示器',
    3499,
    one('Intel Core i5-12400', '16GB DDR4', '512GB SSD', 'Intel UHD 730'),
    '小机箱省空间，前台与门店适用',
  ),
  desktop(
    'hp-prodesk-400-g9-desktop',
    '惠普 ProDesk 400 G9 商用台式机',
    '惠普',
    'ProDesk 400 G9',
    2023,
    '含 23.8" 显示器',
    4299,
    [
      ['Intel Core i5-12500', '16GB DDR4', '512GB SSD', 'Intel UHD 770', 1],
      ['Intel Core i7-12700', '16GB DDR4', '1TB SSD', 'Intel UHD 770', 1.25],
    ],
    '稳定耐用，免工具开箱维护',
  ),
  desktop('hp-elite-tower-800-g9', '惠普 Elite Tower 800 G9', '惠普', 'Elite Tower 800 G9', 2023, '不含显示器', 6999, 'officeDesktop', '企业级塔式机，支持独显扩展'),
  desktop(
    'dell-vostro-3030-tower',
    '戴尔成就 3030 台式机',
    '戴尔',
    'Vostro 3030',
    2024,
    '含 23.8" 显示器',
    3999,
    one('Intel Core i5-14400', '16GB DDR5', '512GB SSD', 'Intel UHD 730'),
    '小微企业入门办公主机',
  ),
  desktop(
    'huawei-matestation-s-desktop',
    '华为 MateStation S 台式机',
    '华为',
    'MateStation S',
    2023,
    '含 23.8" 显示器',
    4699,
    one('AMD Ryzen 5 PRO 4650G', '16GB DDR4', '512GB SSD', 'AMD Radeon'),
    '华为分享一碰传，多屏协同',
  ),
  desktop(
    'legion-blade-7000k-2025-desktop',
    '联想拯救者刃 7000K 2025 游戏主机',
    '联想',
    '拯救者刃 7000K 2025',
    2025,
    '不含显示器',
    9999,
    'gamingDesktop',
    '电竞主机，RTX 50 系显卡',
  ),
  desktop(
    'legion-blade-9000k-2025-desktop',
    '联想拯救者刃 9000K 2025',
    '联想',
    '拯救者刃 9000K 2025',
    2025,
    '不含显示器',
    17999,
    [
      ['Intel Core Ultra 9 285K', '32GB DDR5', '2TB SSD', 'NVIDIA GeForce RTX 5080 16GB', 1],
      ['Intel Core Ultra 9 285K', '64GB DDR5', '4TB SSD', 'NVIDIA GeForce RTX 5090 32GB', 1.55],
    ],
    '水冷旗舰游戏主机',
    { flagship: true },
  ),
  desktop('rog-g22ch-desktop', 'ROG 光刃 G22CH 小钢炮主机', 'ROG', 'ROG Strix G22CH', 2024, '不含显示器', 13999, 'gamingDesktop', '10L 小机箱，满血桌面显卡'),
  desktop('asus-tianxuan-x-2025-desktop', '华硕天选 X 2025 游戏台式机', '华硕', '天选 X 2025', 2025, '不含显示器', 8499, 'gamingDesktop', '免工具拆装，升级方便'),

  // Tower workstations
  ws('hp-z2-g9-workstation', '惠普 Z2 G9 图形工作站', '惠普', 'HP Z2 G9 Tower', 2023, '无（可加租显示器）', 24999, 'towerWs', '三维设计、渲染、仿真，专业显卡认证', {
    store: 'lanjing',
    zones: ['procurement'],
    tags: ['专业认证', '上门安装'],
  }),
  ws('hp-z4-g5-workstation', '惠普 Z4 G5 工作站', '惠普', 'HP Z4 G5', 2024, '不含显示器', 32999, 'xeonWs', '至强 W 平台，渲染农场主力'),
  ws('dell-precision-3680-tower-workstation', '戴尔 Precision 3680 塔式工作站', '戴尔', 'Precision 3680 Tower', 2024, '不含显示器', 19999, 'towerWs', '入门塔式工作站，ISV 认证'),
  ws('dell-precision-5860-tower-workstation', '戴尔 Precision 5860 塔式工作站', '戴尔', 'Precision 5860 Tower', 2024, '不含显示器', 32999, 'xeonWs', '仿真计算与 AI 训练'),
  ws(
    'dell-precision-7875-tower-workstation',
    '戴尔 Precision 7875 塔式工作站',
    '戴尔',
    'Precision 7875 Tower',
    2024,
    '不含显示器',
    46999,
    one('AMD Ryzen Threadripper PRO 7975WX', '256GB DDR5 ECC', '4TB SSD', 'NVIDIA RTX 5000 Ada 32GB'),
    '32 核线程撕裂者，影视渲染旗舰',
  ),
  ws('lenovo-thinkstation-p3-tower-workstation', '联想 ThinkStation P3 Tower', '联想', 'ThinkStation P3 Tower', 2024, '不含显示器', 19999, 'towerWs', '稳定可靠的设计工作站'),
  ws('lenovo-thinkstation-p5-workstation', '联想 ThinkStation P5', '联想', 'ThinkStation P5', 2024, '不含显示器', 30999, 'xeonWs', '至强 W 平台，多卡扩展'),
  mini(
    'apple-mac-studio-2025-desktop',
    'Apple Mac Studio 2025',
    'Apple',
    'Mac Studio (2025)',
    2025,
    '不含显示器',
    16499,
    [
      ['Apple M4 Max 14 核', '36GB 统一内存', '512GB SSD', 'M4 Max 32 核 GPU', 1],
      ['Apple M3 Ultra 28 核', '96GB 统一内存', '1TB SSD', 'M3 Ultra 60 核 GPU', 2],
    ],
    '小机身大算力，剪辑调色与本地 AI',
    { flagship: true },
  ),

  // All-in-ones
  aio('apple-imac-24-m4', 'Apple iMac 24 英寸 M4', 'Apple', 'iMac 24 (M4, 2024)', 2024, '24" 4.5K 视网膜', 10999, 'imac', '七彩配色，4.5K 视网膜屏'),
  aio('lenovo-yoga-aio-27-2025', '联想 YOGA AIO 27 2025 一体机', '联想', 'YOGA AIO 27 2025', 2025, '27" 2.5K IPS', 7999, 'aio', '27 英寸 2.5K 大屏，桌面更整洁'),
  aio(
    'lenovo-thinkcentre-neo-50a-24-aio',
    '联想 ThinkCentre neo 50a 24 Gen 5 一体机',
    '联想',
    'ThinkCentre neo 50a 24 Gen 5',
    2024,
    '23.8" FHD IPS',
    4999,
    'aio',
    '商用一体机，前台与会议室适用',
  ),
  aio('hp-24-all-in-one-2025', '惠普星 24 一体机 2025', '惠普', 'HP 24 All-in-One 2025', 2025, '23.8" FHD IPS', 4599, 'aio', '窄边框设计，弹出式摄像头'),
  aio('dell-optiplex-7420-all-in-one', '戴尔 OptiPlex 7420 一体机', '戴尔', 'OptiPlex 7420 AIO', 2024, '23.8" FHD 触控', 7299, 'aio', '商用触控一体机，可选升降支架'),
  aio('huawei-matestation-x-2025-aio', '华为 MateStation X 2025 一体机', '华为', 'MateStation X 2025', 2025, '28.2" 4K+ 触控', 9999, 'miniPc', '28.2 英寸 3:2 触控屏，多屏协同'),

  // Mini PCs
  mini('apple-mac-mini-m4-desktop', 'Apple Mac mini M4', 'Apple', 'Mac mini (M4, 2024)', 2024, '不含显示器', 4499, 'macMini', '巴掌大小的 M4 主机'),
  mini(
    'apple-mac-mini-m4-pro-desktop',
    'Apple Mac mini M4 Pro',
    'Apple',
    'Mac mini (M4 Pro, 2024)',
    2024,
    '不含显示器',
    10999,
    [
      ['Apple M4 Pro 12 核', '24GB 统一内存', '512GB SSD', 'M4 Pro 16 核 GPU', 1],
      ['Apple M4 Pro 14 核', '48GB 统一内存', '1TB SSD', 'M4 Pro 20 核 GPU', 1.45],
    ],
    '雷雳 5 接口，专业性能',
  ),
  mini(
    'lenovo-thinkcentre-m75q-tiny-mini-pc',
    '联想 ThinkCentre M75q Tiny 迷你主机',
    '联想',
    'ThinkCentre M75q Tiny',
    2024,
    '不含显示器',
    3999,
    one('AMD Ryzen 5 PRO 8500GE', '16GB DDR5', '512GB SSD', 'AMD Radeon 740M'),
    '1 升机身，可挂显示器背后',
  ),
  mini('beelink-ser9-mini-pc', '零刻 SER9 迷你主机', '零刻', 'SER9', 2025, '不含显示器', 4999, 'ryzenAi', '锐龙 AI 9，静音办公'),
  mini('asus-nuc-14-pro-mini-pc', '华硕 NUC 14 Pro 迷你主机', '华硕', 'NUC 14 Pro', 2024, '不含显示器', 4599, 'miniPc', '免工具开盖，企业级管理'),

  // Monitors
  officeMonitor(
    'dell-u2724d-monitor',
    '戴尔 U2724D 27 英寸 2K 显示器',
    '戴尔',
    'UltraSharp U2724D',
    2023,
    '27" 2560×1440 IPS Black 120Hz',
    3299,
    'monitor',
    'IPS Black 高对比度，120Hz，Type-C 一线连',
    { store: 'lanjing', zones: ['everyday_low', 'procurement'], tags: ['办公标配'], recommendRank: 7 },
  ),
  officeMonitor('dell-p2425h-monitor', '戴尔 P2425H 23.8 英寸办公显示器', '戴尔', 'P2425H', 2024, '23.8" 1920×1080 IPS 100Hz', 1299, 'monitor', '100Hz 护眼屏，升降旋转支架'),
  officeMonitor('dell-u2424h-monitor', '戴尔 U2424H 23.8 英寸', '戴尔', 'UltraSharp U2424H', 2023, '23.8" 1920×1080 IPS 120Hz', 1899, 'monitor', '四边微边框，多屏拼接无缝'),
  officeMonitor(
    'lenovo-thinkvision-t24i-30-monitor',
    '联想 ThinkVision T24i-30',
    '联想',
    'ThinkVision T24i-30',
    2023,
    '23.8" 1920×1080 IPS',
    1199,
    'monitor',
    '商用护眼显示器，三年质保',
  ),
  officeMonitor(
    'lenovo-thinkvision-p27h-30-monitor',
    '联想 ThinkVision P27h-30 2K Type-C',
    '联想',
    'ThinkVision P27h-30',
    2023,
    '27" 2560×1440 IPS',
    2599,
    'monitor',
    'Type-C 90W 反向充电，一线办公',
  ),
  officeMonitor('hp-e24-g5-monitor', '惠普 E24 G5 商用显示器', '惠普', 'E24 G5', 2023, '23.8" 1920×1080 IPS', 1099, 'monitor', '低蓝光护眼，批量工位标配'),
  officeMonitor('aoc-24b35h-monitor', 'AOC 24B35H 办公显示器', 'AOC', '24B35H', 2024, '23.8" 1920×1080 IPS 120Hz', 599, 'monitor', '入门办公屏，月租几十元'),
  officeMonitor('philips-27e1n5600-monitor', '飞利浦 27E1N5600 2K 显示器', '飞利浦', '27E1N5600', 2024, '27" 2560×1440 IPS', 1099, 'monitor', '2K 高清，窄边框'),
  officeMonitor('huawei-mateview-se-monitor', '华为 MateView SE 23.8 英寸', '华为', 'MateView SE', 2023, '23.8" 1920×1080 IPS', 899, 'monitor', '莱茵低蓝光认证，可竖屏'),
  officeMonitor('xiaomi-redmi-27-2k-monitor', '小米 Redmi 27 英寸 2K 显示器', '小米', 'Redmi 27 2K', 2024, '27" 2560×1440 IPS 100Hz', 799, 'monitor', '2K 100Hz，高性价比'),
  designMonitor(
    'asus-proart-pa279crv',
    '华硕 ProArt PA279CRV 27 英寸 4K 设计显示器',
    '华硕',
    'ProArt PA279CRV',
    2023,
    '27" 3840×2160 IPS',
    3999,
    'monitor',
    '99% DCI-P3，出厂校色，设计师之选',
    { store: 'geek', zones: ['personal'], tags: ['出厂校色'] },
  ),
  designMonitor('dell-u2725qe-monitor', '戴尔 U2725QE 27 英寸 4K', '戴尔', 'UltraSharp U2725QE', 2025, '27" 3840×2160 IPS Black 120Hz', 4599, 'monitor', '4K 120Hz，雷雳 4 扩展坞'),
  designMonitor(
    'dell-u3225qe-monitor',
    '戴尔 U3225QE 31.5 英寸 4K',
    '戴尔',
    'UltraSharp U3225QE',
    2025,
    '31.5" 3840×2160 IPS Black 120Hz',
    5499,
    'monitor',
    '31.5 英寸 4K 大屏，内置 KVM',
  ),
  designMonitor('benq-pd2725u-monitor', '明基 PD2725U 27 英寸 4K 设计显示器', '明基', 'PD2725U', 2023, '27" 3840×2160 IPS', 4499, 'monitor', 'Mac 色彩同步，雷雳 3 一线连'),
  designMonitor('benq-sw272u-monitor', '明基 SW272U 摄影修图显示器', '明基', 'SW272U', 2023, '27" 4K 99% Adobe RGB', 5299, 'monitor', '硬件校色，附遮光罩'),
  designMonitor('lg-32un880-ergo-monitor', 'LG 32UN880 Ergo 4K 支架显示器', 'LG', '32UN880', 2023, '31.5" 3840×2160 IPS', 3999, 'monitor', '夹桌式机械臂，自由调节'),
  designMonitor('huawei-mateview-28-monitor', '华为 MateView 28 英寸 4K+', '华为', 'MateView 28', 2023, '28.2" 3840×2560 IPS', 3999, 'monitor', '3:2 生产力屏，无线投屏'),
  gamingMonitor(
    'rog-swift-oled-pg27aqdm-monitor',
    'ROG 绝神 PG27AQDM OLED 电竞显示器',
    'ROG',
    'ROG Swift OLED PG27AQDM',
    2024,
    '26.5" 2560×1440 OLED 240Hz',
    5499,
    'monitor',
    '0.03ms 响应，OLED 电竞屏',
  ),
  gamingMonitor(
    'dell-alienware-aw2725df-monitor',
    '外星人 AW2725DF QD-OLED',
    '外星人',
    'Alienware AW2725DF',
    2024,
    '26.7" 2560×1440 QD-OLED 360Hz',
    4999,
    'monitor',
    '360Hz QD-OLED，电竞旗舰',
  ),
  gamingMonitor('samsung-odyssey-g7-32-monitor', '三星玄龙骑士 Odyssey G7 32 英寸', '三星', 'Odyssey G7 32', 2023, '32" 3840×2160 IPS 144Hz', 3999, 'monitor', '4K 144Hz 大屏电竞'),
  gamingMonitor(
    'xiaomi-redmi-g-pro-27i-monitor',
    'Redmi G Pro 27i Mini LED 电竞显示器',
    '小米',
    'Redmi G Pro 27i',
    2024,
    '27" 2560×1440 Mini LED 180Hz',
    1999,
    'monitor',
    '1152 分区 Mini LED，HDR1000',
  ),
  gamingMonitor(
    'aoc-agon-ag275qzn-monitor',
    'AOC 爱攻 AG275QZN 电竞显示器',
    'AOC',
    'AGON AG275QZN',
    2024,
    '27" 2560×1440 Fast IPS 270Hz',
    2299,
    'monitor',
    '270Hz 高刷，竞技射击利器',
  ),

  // Tablets
  ipadLine(
    'ipad-pro-11-m4',
    'Apple iPad Pro 11 英寸 M4',
    'Apple',
    'iPad Pro 11 (M4)',
    2024,
    '11" 2420×1668 串联 OLED',
    8999,
    ipad('Apple M4', 'M4 10 核 GPU'),
    '超薄串联 OLED，配妙控键盘可办公',
    { store: 'geek', zones: ['new_product', 'personal'], tags: ['轻办公'] },
  ),
  ipadLine(
    'apple-ipad-pro-13-m4',
    'Apple iPad Pro 13 英寸 M4',
    'Apple',
    'iPad Pro 13 (M4)',
    2024,
    '13" 2752×2064 串联 OLED',
    11499,
    ipad('Apple M4', 'M4 10 核 GPU'),
    '13 英寸 OLED 大屏，绘画剪辑两相宜',
  ),
  ipadLine(
    'apple-ipad-air-11-m3',
    'Apple iPad Air 11 英寸 M3',
    'Apple',
    'iPad Air 11 (M3)',
    2025,
    '11" Liquid 视网膜',
    4799,
    ipad('Apple M3', 'M3 9 核 GPU'),
    'M3 芯片，支持 Apple Pencil Pro',
  ),
  ipadLine(
    'apple-ipad-air-13-m3',
    'Apple iPad Air 13 英寸 M3',
    'Apple',
    'iPad Air 13 (M3)',
    2025,
    '13" Liquid 视网膜',
    6499,
    ipad('Apple M3', 'M3 9 核 GPU'),
    '13 英寸大屏 Air，网课与追剧',
  ),
  ipadLine(
    'apple-ipad-mini-a17-pro',
    'Apple iPad mini A17 Pro',
    'Apple',
    'iPad mini (A17 Pro)',
    2024,
    '8.3" Liquid 视网膜',
    3999,
    ipad('Apple A17 Pro', 'A17 Pro 5 核 GPU'),
    '单手可握，随身阅读与笔记',
  ),
  ipadLine('apple-ipad-11-a16', 'Apple iPad 11 英寸 A16', 'Apple', 'iPad (A16)', 2025, '11" 视网膜', 2999, ipad('Apple A16', 'A16 5 核 GPU', '6GB'), '入门 iPad，学生网课首选'),
  pad(
    'huawei-matepad-pro-13',
    '华为 MatePad Pro 13.2 英寸 2025',
    '华为',
    'MatePad Pro 13.2 2025',
    2025,
    '13.2" 2.8K OLED 144Hz',
    5699,
    androidPad('麒麟 9020', 'Maleoon 920'),
    '柔性 OLED 大屏，星闪手写笔',
  ),
  pad('huawei-matepad-air-12', '华为 MatePad Air 12 英寸', '华为', 'MatePad Air 12', 2024, '12" 3K 144Hz', 2999, androidPad('骁龙 8+ Gen 1', 'Adreno 730'), '3K 护眼屏，鸿蒙办公'),
  pad('xiaomi-pad-7-pro', '小米平板 7 Pro', '小米', 'Xiaomi Pad 7 Pro', 2024, '11.2" 3.2K 144Hz', 2499, androidPad('骁龙 8s Gen 3', 'Adreno 735'), '3.2K 高刷屏，PC 级 WPS'),
  pad(
    'xiaomi-pad-7-ultra',
    '小米平板 7 Ultra',
    '小米',
    'Xiaomi Pad 7 Ultra',
    2025,
    '14" 3.2K OLED 120Hz',
    5999,
    androidPad('玄戒 O1', 'Immortalis-G925'),
    '14 英寸 OLED，玄戒芯片',
    { flagship: true },
  ),
  pad('honor-magicpad-3-tablet', '荣耀平板 MagicPad 3', '荣耀', 'MagicPad 3', 2025, '13.3" 3.2K 144Hz', 3299, androidPad('骁龙 8s Gen 3', 'Adreno 735'), '13.3 英寸大屏，八扬声器'),
  pad(
    'samsung-galaxy-tab-s10-ultra-tablet',
    '三星 Galaxy Tab S10 Ultra',
    '三星',
    'Galaxy Tab S10 Ultra',
    2024,
    '14.6" AMOLED 120Hz',
    8999,
    [
      ['天玑 9300+', '12GB', '256GB', 'Immortalis-G720', 1],
      ['天玑 9300+', '12GB', '512GB', 'Immortalis-G720', 1.12],
    ],
    '14.6 英寸 AMOLED，S Pen 随盒',
  ),
  pad(
    'legion-y700-2025-tablet',
    '联想拯救者 Y700 2025 电竞平板',
    '联想',
    '拯救者 Y700 2025',
    2025,
    '8.8" 3K 165Hz',
    2999,
    androidPad('骁龙 8 Elite', 'Adreno 830'),
    '8.8 英寸小屏旗舰，手游神器',
  ),
  pad(
    'lenovo-xiaoxin-pad-pro-12-7-tablet',
    '联想小新 Pad Pro 12.7 2025',
    '联想',
    '小新 Pad Pro 12.7 2025',
    2025,
    '12.7" 2.9K 144Hz',
    2199,
    androidPad('天玑 8300', 'Mali-G615'),
    '千元大屏学习平板',
  ),

  // Second-hand
  biz(
    'thinkpad-t480s-used',
    'ThinkPad T480s 商务本（九成新）',
    'ThinkPad',
    'ThinkPad T480s',
    2018,
    '14" FHD IPS',
    1899,
    one('Intel Core i5-8350U', '16GB DDR4', '256GB SSD', 'Intel UHD 620'),
    '质检 36 项，电池健康度 85% 以上',
    { used: true, store: 'yunzu', zones: ['second_hand', 'everyday_low', 'discount'], tags: ['二手优选', '质检报告'] },
  ),
  biz(
    'lenovo-thinkpad-x1-carbon-gen9-used',
    'ThinkPad X1 Carbon Gen 9（九五新）',
    'ThinkPad',
    'ThinkPad X1 Carbon Gen 9',
    2021,
    '14" WUXGA IPS',
    3299,
    [
      ['Intel Core i7-1165G7', '16GB LPDDR4x', '512GB SSD', 'Intel Iris Xe', 1],
      ['Intel Core i5-1135G7', '16GB LPDDR4x', '512GB SSD', 'Intel Iris Xe', 0.88],
    ],
    '九五新轻薄旗舰，原装电池',
    { used: true },
  ),
  biz(
    'lenovo-thinkpad-t14-gen2-used',
    'ThinkPad T14 Gen 2（九成新）',
    'ThinkPad',
    'ThinkPad T14 Gen 2',
    2021,
    '14" FHD IPS',
    2299,
    one('Intel Core i5-1135G7', '16GB DDR4', '512GB SSD', 'Intel Iris Xe'),
    '企业退役机翻新，键盘无磨损',
    { used: true },
  ),
  biz(
    'dell-latitude-7420-used',
    '戴尔 Latitude 7420（九成新）',
    '戴尔',
    'Latitude 7420',
    2021,
    '14" FHD IPS',
    2599,
    one('Intel Core i7-1185G7', '16GB LPDDR4x', '512GB SSD', 'Intel Iris Xe'),
    '碳纤维轻薄商务本',
    { used: true },
  ),
  biz(
    'hp-elitebook-840-g8-used',
    '惠普 EliteBook 840 G8（九成新）',
    '惠普',
    'EliteBook 840 G8',
    2021,
    '14" FHD IPS',
    2199,
    one('Intel Core i5-1135G7', '16GB DDR4', '512GB SSD', 'Intel Iris Xe'),
    '全金属机身，质检报告随机',
    { used: true },
  ),
  mac(
    'apple-macbook-pro-14-m1-pro-used',
    'MacBook Pro 14 英寸 M1 Pro（九五新）',
    'Apple',
    'MacBook Pro 14 (M1 Pro, 2021)',
    2021,
    '14.2" 3024×1964 XDR',
    7499,
    [
      ['Apple M1 Pro 8 核', '16GB 统一内存', '512GB SSD', 'M1 Pro 14 核 GPU', 1],
      ['Apple M1 Pro 10 核', '16GB 统一内存', '1TB SSD', 'M1 Pro 16 核 GPU', 1.2],
    ],
    '电池循环 200 次以内',
    { used: true },
  ),
  mac(
    'apple-macbook-air-13-m2-used',
    'MacBook Air 13 英寸 M2（九五新）',
    'Apple',
    'MacBook Air 13 (M2, 2022)',
    2022,
    '13.6" Liquid 视网膜',
    3999,
    [
      ['Apple M2 8 核', '8GB 统一内存', '256GB SSD', 'M2 8 核 GPU', 1],
      ['Apple M2 8 核', '16GB 统一内存', '512GB SSD', 'M2 10 核 GPU', 1.3],
    ],
    '轻薄学生机，性价比之选',
    { used: true },
  ),
  mac(
    'apple-macbook-pro-16-m2-max-used',
    'MacBook Pro 16 英寸 M2 Max（九成新）',
    'Apple',
    'MacBook Pro 16 (M2 Max, 2023)',
    2023,
    '16.2" XDR',
    13999,
    one('Apple M2 Max 12 核', '32GB 统一内存', '1TB SSD', 'M2 Max 38 核 GPU'),
    '高配创作本，成色优良',
    { used: true },
  ),
  ipadLine(
    'apple-ipad-pro-12-9-m2-used',
    'iPad Pro 12.9 英寸 M2（九五新）',
    'Apple',
    'iPad Pro 12.9 (M2)',
    2022,
    '12.9" Liquid 视网膜 XDR',
    4999,
    one('Apple M2', '8GB', '256GB', 'M2 10 核 GPU'),
    'Mini LED 屏，配件齐全',
    { used: true },
  ),
  officeMonitor(
    'dell-u2720q-monitor-used',
    '戴尔 U2720Q 27 英寸 4K（九成新）',
    '戴尔',
    'UltraSharp U2720Q',
    2020,
    '27" 3840×2160 IPS',
    1799,
    'monitor',
    '4K Type-C 显示器，无坏点',
    { used: true },
  ),
  gaming(
    'legion-y9000p-2023-used',
    '联想拯救者 Y9000P 2023（九成新）',
    '联想',
    '拯救者 Y9000P 2023',
    2023,
    '16" 2.5K 240Hz',
    6999,
    [
      ['Intel Core i9-13900HX', '16GB DDR5', '1TB SSD', 'NVIDIA GeForce RTX 4060 8GB', 1],
      ['Intel Core i9-13900HX', '32GB DDR5', '1TB SSD', 'NVIDIA GeForce RTX 4070 8GB', 1.15],
    ],
    '上代旗舰游戏本，性能依旧强劲',
    { used: true },
  ),
  gaming(
    'rog-strix-scar-17-2023-used',
    'ROG 枪神 7 Plus（九成新）',
    'ROG',
    'ROG Strix SCAR 17 2023',
    2023,
    '17.3" 2.5K 240Hz',
    11999,
    one('Intel Core i9-13980HX', '32GB DDR5', '1TB SSD', 'NVIDIA GeForce RTX 4080 12GB'),
    'RTX 4080 高配，散热清灰换硅脂',
    { used: true },
  ),
  desktop(
    'dell-optiplex-7090-tower-used',
    '戴尔 OptiPlex 7090 台式机（九成新）',
    '戴尔',
    'OptiPlex 7090 MT',
    2021,
    '不含显示器',
    1999,
    one('Intel Core i7-10700', '16GB DDR4', '512GB SSD', 'Intel UHD 630'),
    '企业批量退役，整机质检',
    { used: true },
  ),
  ws(
    'hp-z4-g4-workstation-used',
    '惠普 Z4 G4 工作站（九成新）',
    '惠普',
    'HP Z4 G4',
    2019,
    '不含显示器',
    7999,
    one('Intel Xeon W-2245', '64GB DDR4 ECC', '1TB SSD', 'NVIDIA Quadro RTX 4000 8GB'),
    '入门级专业渲染，性价比高',
    { used: true },
  ),
  ultra(
    'microsoft-surface-pro-9-used',
    '微软 Surface Pro 9（九成新）',
    '微软',
    'Surface Pro 9',
    2022,
    '13" 2880×1920 触控',
    3499,
    one('Intel Core i5-1235U', '8GB LPDDR5', '256GB SSD', 'Intel Iris Xe'),
    '二合一平板电脑，附键盘盖',
    { used: true },
  ),
  aio(
    'apple-imac-24-m1-used',
    'iMac 24 英寸 M1（九成新）',
    'Apple',
    'iMac 24 (M1, 2021)',
    2021,
    '24" 4.5K 视网膜',
    4499,
    one('Apple M1 8 核', '8GB 统一内存', '256GB SSD', 'M1 7 核 GPU'),
    '4.5K 屏一体机，家庭学习',
    { used: true },
  ),

  // Not on sale: a merchant's draft (for the preview page) and a withdrawn listing.
  biz(
    'lenovo-thinkpad-x9-15-aura-preview',
    'ThinkPad X9 15 Aura（即将上架）',
    'ThinkPad',
    'ThinkPad X9 15 Aura',
    2026,
    '15.3" 2.8K OLED 120Hz',
    11999,
    'lunarLake',
    '全新 X9 系列，即将上架',
    { status: 'draft' },
  ),
  biz('dell-latitude-5440-off-sale', '戴尔 Latitude 5440（已下架）', '戴尔', 'Latitude 5440', 2023, '14" FHD IPS', 5999, 'raptorU', '上一代商务本，已停租', { status: 'off_sale' }),
];

// ---------------------------------------------------------------------------------------------
// Derivation: shops, zones, tags, rents, stock and texts, all from the slug's hash.

/** FNV-1a: a stable 32-bit hash of the slug, the only "randomness" of the demo data. */
export function slugHash(text: string, salt = ''): number {
  let hash = 0x811c9dc5;
  for (const char of `${salt}:${text}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pick = <T>(values: readonly T[], slug: string, salt: string): T => {
  const value = values[slugHash(slug, salt) % values.length];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
};

const between = (slug: string, salt: string, low: number, high: number) => low + (slugHash(slug, salt) % (high - low + 1));

const BRAND_STORES: Record<string, string[]> = {
  Apple: ['guozu', 'guozu', 'geek', 'chuangyi'],
  华为: ['hongtu'],
  荣耀: ['hongtu'],
  小米: ['hongtu', 'xueyuan'],
};

const KIND_STORES: Record<GoodsKind, string[]> = {
  business: ['yunzu', 'zhengqi', 'yunzu'],
  gaming: ['dianjing', 'geek'],
  ultrabook: ['xueyuan', 'geek', 'yunzu'],
  macbook: ['guozu', 'geek'],
  mobileWorkstation: ['chuangyi', 'suanli'],
  desktop: ['lanjing', 'zhengqi'],
  workstation: ['suanli', 'chuangyi', 'lanjing'],
  allInOne: ['zhengqi', 'lanjing'],
  miniPc: ['lanjing', 'zhengqi'],
  monitor: ['pingxian', 'pingxian', 'lanjing'],
  tablet: ['xueyuan', 'guozu'],
};

/** Share of the retail price charged per month on a 12-month plan. */
const RENT_RATE: Record<GoodsKind, number> = {
  business: 0.034,
  gaming: 0.04,
  ultrabook: 0.035,
  macbook: 0.035,
  mobileWorkstation: 0.032,
  desktop: 0.03,
  workstation: 0.031,
  allInOne: 0.032,
  miniPc: 0.034,
  monitor: 0.022,
  tablet: 0.033,
};
const USED_RENT_RATE = 0.047;

/** Terms offered per kind: monitors and workstations start at 3 months; used devices stop at 12. */
const TERMS: Record<GoodsKind, number[]> = {
  business: [1, 3, 6, 12, 24],
  gaming: [1, 3, 6, 12, 24],
  ultrabook: [1, 3, 6, 12, 24],
  macbook: [1, 3, 6, 12, 24],
  mobileWorkstation: [3, 6, 12, 24],
  desktop: [1, 3, 6, 12, 24],
  workstation: [3, 6, 12, 24],
  allInOne: [3, 6, 12, 24],
  miniPc: [1, 3, 6, 12, 24],
  monitor: [3, 6, 12, 24],
  tablet: [1, 3, 6, 12, 24],
};
const USED_TERMS = [1, 3, 6, 12];

/** How the monthly rent scales from the 12-month rent. */
const TERM_FACTOR: Record<number, number> = { 1: 1.8, 3: 1.4, 6: 1.2, 12: 1, 24: 0.85 };

const STOCK_RANGE: Record<GoodsKind, [number, number]> = {
  business: [40, 200],
  gaming: [8, 60],
  ultrabook: [15, 90],
  macbook: [10, 80],
  mobileWorkstation: [4, 25],
  desktop: [50, 300],
  workstation: [3, 16],
  allInOne: [10, 60],
  miniPc: [20, 120],
  monitor: [40, 300],
  tablet: [15, 100],
};

const RENTED_RANGE: Record<GoodsKind, [number, number]> = {
  business: [300, 2600],
  gaming: [120, 1500],
  ultrabook: [150, 1400],
  macbook: [200, 2200],
  mobileWorkstation: [20, 260],
  desktop: [200, 3000],
  workstation: [8, 140],
  allInOne: [40, 500],
  miniPc: [60, 700],
  monitor: [150, 2800],
  tablet: [100, 1600],
};

const DISCOUNT_RATES = [80, 85, 88, 90, 95];

/** The wire's lease plan and SKU without what the database derives (ids, total rent). */
export type DemoPlan = Omit<LeasePlan, 'totalRent'>;

export type DemoSku = Omit<GoodsSku, 'id' | 'plans'> & { plans: DemoPlan[] };

export type DemoGoods = {
  slug: string;
  store: string;
  categoryId: number;
  name: string;
  subtitle: string;
  brand: string;
  model: string;
  kind: GoodsKind;
  condition: 'new' | 'used';
  zones: GoodsZone[];
  tags: string[];
  recommendRank: number | null;
  discountRate: number | null;
  procurementTerms: ProcurementTerms | null;
  rentedCount: number;
  /** Days before the seed the listing was created (newer models are newer listings). */
  listedDaysAgo: number;
  status: 'draft' | 'on_sale' | 'off_sale';
  description: string;
  specs: GoodsSpec[];
  skus: DemoSku[];
};

const FEN_PER_YUAN = 100;

/** 12-month rent in whole yuan ending in 9 (¥239, ¥599), at least ¥49 for monitors and ¥59 otherwise. */
export function yearRentYuan(retailYuan: number, kind: GoodsKind, used: boolean): number {
  const raw = retailYuan * (used ? USED_RENT_RATE : RENT_RATE[kind]);
  const floor = kind === 'monitor' ? 50 : 60;
  return Math.max(floor, Math.round(raw / 10) * 10) - 1;
}

/** Plans in fen: whole-yuan rents; the buyout is what the rent has not paid off, at least a tenth of retail. */
export function plansFor(retailYuan: number, rent12Yuan: number, terms: number[], discountRate: number | null): DemoPlan[] {
  return terms.map((termMonths) => {
    const listRent = Math.round(rent12Yuan * (TERM_FACTOR[termMonths] ?? 1));
    const rentYuan = discountRate === null ? listRent : Math.round((listRent * discountRate) / 100);
    const buyoutYuan = Math.max(Math.round(retailYuan * 0.1), Math.round(retailYuan - listRent * termMonths * 0.8));
    return { termMonths, monthlyRent: rentYuan * FEN_PER_YUAN, buyoutPrice: buyoutYuan * FEN_PER_YUAN };
  });
}

/** About 30 % of retail, rounded to ¥100. */
export function depositFor(retailYuan: number): number {
  return Math.round((retailYuan * 0.3) / 100) * 100 * FEN_PER_YUAN;
}

/** Retail prices end in 99 (¥6,999). */
const retailOf = (base: number, factor: number) => (factor === 1 ? base : Math.round((base * factor) / 100) * 100 - 1);

const shortCpu = (cpu: string) => cpu.replace(/^(Intel Core |Intel |AMD Ryzen |AMD |Apple |Snapdragon X )/, '').replace(/ 核$/, '核');
const firstWord = (text: string) => text.split(' ')[0] ?? text;
const shortGpu = (gpu: string) => gpu.replace(/^NVIDIA (GeForce )?/, '').replace(/ \d+GB$/, '');

function skuName(kind: GoodsKind, [cpu, memory, storage, graphics]: Config, screen: string): string {
  if (kind === 'monitor') return screen.split(' ').slice(0, 2).join(' ');
  if (kind === 'tablet') return `${cpu.replace(/^Apple /, '')} / ${memory} / ${storage}`;
  const parts = [shortCpu(cpu)];
  if (/RTX|Quadro/.test(graphics)) parts.push(shortGpu(graphics));
  parts.push(firstWord(memory), firstWord(storage));
  return parts.join(' / ');
}

const PROCUREMENT_KINDS: GoodsKind[] = ['business', 'desktop', 'workstation', 'mobileWorkstation', 'allInOne', 'miniPc'];
const PERSONAL_KINDS: GoodsKind[] = ['gaming', 'ultrabook', 'macbook', 'tablet'];

function zonesFor(model: ModelLine, lowestRent12: number): GoodsZone[] {
  if (model.zones) return model.zones;
  const zones: GoodsZone[] = [];
  const isNew = !model.used;
  if (model.used) zones.push('second_hand');
  if (isNew && (PROCUREMENT_KINDS.includes(model.kind) || model.category === OFFICE_MONITOR)) zones.push('procurement');
  if (PERSONAL_KINDS.includes(model.kind) || model.category === GAMING_MONITOR || model.category === DESIGN_MONITOR) zones.push('personal');
  if (isNew && model.year >= 2025) zones.push('new_product');
  if (isNew && model.flagship && model.year >= 2024) zones.push('heavyweight_new');
  if (lowestRent12 <= (model.used ? 199 : model.kind === 'monitor' ? 69 : 149)) zones.push('everyday_low');
  if (slugHash(model.slug, 'discount') % 5 === 0) zones.push('discount');
  return zones;
}

const KIND_TAGS: Record<GoodsKind, string[][]> = {
  business: [
    ['企业首选', '支持买断'],
    ['批量租赁', '免费上门部署'],
    ['顺丰包邮', '支持买断'],
  ],
  gaming: [
    ['电竞爆款', '支持买断'],
    ['独显直连', '顺丰包邮'],
  ],
  ultrabook: [
    ['轻薄便携', '支持买断'],
    ['学生优惠', '顺丰包邮'],
  ],
  macbook: [
    ['创作者之选', '支持买断'],
    ['个人热租', '支持买断'],
  ],
  mobileWorkstation: [['专业认证', '支持买断']],
  desktop: [
    ['批量租赁', '上门安装'],
    ['办公标配', '顺丰包邮'],
  ],
  workstation: [
    ['专业认证', '上门安装'],
    ['备机服务', '上门安装'],
  ],
  allInOne: [['桌面整洁', '上门安装']],
  miniPc: [['小巧省电', '顺丰包邮']],
  monitor: [
    ['办公标配', '护眼'],
    ['上门安装', '护眼'],
  ],
  tablet: [
    ['轻办公', '支持买断'],
    ['网课学习', '顺丰包邮'],
  ],
};

function tagsFor(model: ModelLine, zones: GoodsZone[]): string[] {
  if (model.tags) return model.tags;
  if (model.used) return ['二手优选', '质检报告'];
  const tags =
    model.category === GAMING_MONITOR
      ? ['电竞高刷', '顺丰包邮']
      : model.category === DESIGN_MONITOR
        ? ['出厂校色', '上门安装']
        : [...pick(KIND_TAGS[model.kind], model.slug, 'tags')];
  if (zones.includes('discount')) tags.unshift('限时特惠');
  else if (zones.includes('heavyweight_new')) tags.unshift('重磅新品');
  else if (zones.includes('new_product')) tags.unshift('新品');
  return tags;
}

const KIND_TEXT: Record<GoodsKind, string> = {
  business: '面向企业日常办公设计，键盘手感扎实、接口齐全，支持 BIOS 级资产管理与远程运维，适合批量配发给销售、财务、行政等岗位。',
  gaming: '高性能独立显卡搭配高刷新率屏幕，胜任 3A 游戏、直播推流与视频剪辑；短租适合赛事、假期和项目冲刺，长租可随时升级新款。',
  ultrabook: '轻薄便携、续航持久，适合经常出差的职场人士、自由职业者和学生；高素质屏幕兼顾办公与影音娱乐。',
  macbook: 'Apple 芯片能效出众，剪辑、编程、设计都流畅；租赁到期可续租、归还或买断，升级新款无需折价卖旧机。',
  mobileWorkstation: '通过主流专业软件 ISV 认证，胜任 CAD、BIM、三维建模与仿真计算；按项目周期租赁，免去一次性大额采购。',
  desktop: '主机稳定耐用，支持批量部署、统一系统镜像与上门安装，适合办公室、门店、培训教室等场景。',
  workstation: '专业显卡与 ECC 内存，适合渲染、仿真、AI 训练与影视后期；支持上门部署与备机服务，项目结束即可归还。',
  allInOne: '一体化设计，桌面整洁，接通电源即可使用；适合前台、会议室、设计工位与家庭学习。',
  miniPc: '机身小巧、功耗低，可挂在显示器背后；适合收银台、前台、会议室和轻量开发。',
  monitor: '低蓝光、不闪屏护眼设计，支持升降与旋转；工位增减时可随时加租或归还。',
  tablet: '轻薄便携、续航持久，适合移动办公、展会演示、网课学习与绘画创作。',
};

const USED_TEXT = '平台质检 36 项，外观与性能分级明确，电池健康度达标，租期内与新机享受同等售后。';
const SERVICE_TEXT = '租期内免费维修，故障 48 小时内换新机；顺丰包邮，到期可续租、归还或买断。';

function descriptionFor(model: ModelLine, skus: DemoSku[]): string {
  const configs = skus.map((sku) => `<li>${sku.name}</li>`).join('');
  return [
    `<p><strong>${model.name}</strong>：${model.subtitle}。</p>`,
    `<p>${KIND_TEXT[model.kind]}</p>`,
    model.used ? `<p>${USED_TEXT}</p>` : '',
    model.kind === 'monitor' ? '' : `<p>可选配置：</p><ul>${configs}</ul>`,
    `<p>${SERVICE_TEXT}</p>`,
  ].join('');
}

function operatingSystem(model: ModelLine): string | null {
  if (model.kind === 'monitor') return null;
  if (model.brand === 'Apple') return model.kind === 'tablet' ? 'iPadOS' : 'macOS';
  if (model.kind === 'tablet') return model.brand === '华为' ? 'HarmonyOS' : model.brand === '小米' ? '小米澎湃 OS' : 'Android';
  if (['business', 'desktop', 'workstation', 'mobileWorkstation', 'miniPc'].includes(model.kind)) return 'Windows 11 专业版';
  return 'Windows 11 家庭中文版';
}

const distinct = (values: string[]) => [...new Set(values)].join(' / ');

function specsFor(model: ModelLine, configs: Config[]): GoodsSpec[] {
  const rows: [string, string | null][] = [
    ['品牌', model.brand],
    ['型号', model.model],
    ['上市时间', `${model.year} 年`],
    [model.kind === 'monitor' ? '面板' : '屏幕', model.screen],
  ];
  if (model.kind !== 'monitor') {
    rows.push(['处理器', distinct(configs.map((c) => c[0]))], ['内存', distinct(configs.map((c) => c[1]))]);
    rows.push(['存储', distinct(configs.map((c) => c[2]))], ['显卡', distinct(configs.map((c) => c[3]))]);
  }
  rows.push(['操作系统', operatingSystem(model)]);
  rows.push(['成色', model.used ? (model.name.includes('九五新') ? '九五新' : '九成新') : '全新']);
  rows.push(['售后', '租期内免费维修，故障 48 小时换新']);
  return rows.filter((row): row is [string, string] => row[1] !== null).map(([name, value]) => ({ name, value }));
}

function procurementTermsFor(model: ModelLine): ProcurementTerms {
  const heavy = model.kind === 'workstation' || model.kind === 'mobileWorkstation';
  const minQuantity = heavy ? 2 : model.kind === 'monitor' || model.kind === 'desktop' ? 10 : 5;
  return {
    minQuantity,
    tiers: [
      { minQuantity: minQuantity * 2, rate: 95 },
      { minQuantity: minQuantity * 10, rate: 90 },
      { minQuantity: minQuantity * 20, rate: 85 },
    ],
    invoiceTypes: ['增值税普通发票', '增值税专用发票'],
    deliveryDays: heavy ? 5 : 3,
    services: ['专属客户经理', '免费上门部署', '备用机 48 小时到位', '资产标签与台账管理', '归还时数据擦除并出具证明'],
  };
}

function storeFor(model: ModelLine): string {
  if (model.store) return model.store;
  if (model.used) return pick(['huanxin', 'huanxin', 'huanxin', 'yunzu'], model.slug, 'store');
  return pick(BRAND_STORES[model.brand] ?? KIND_STORES[model.kind], model.slug, 'store');
}

export function buildDemoGoods(model: ModelLine): DemoGoods {
  const configs: Config[] = typeof model.configs === 'string' ? FAMILIES[model.configs] : model.configs;
  const used = model.used === true;
  const rents = configs.map((config) => {
    const retail = retailOf(model.price, config[4]);
    return { config, retail, rent12: yearRentYuan(retail, model.kind, used) };
  });
  const lowestRent12 = Math.min(...rents.map((r) => r.rent12));
  const zones = zonesFor(model, lowestRent12);
  const discountRate = zones.includes('discount') ? pick(DISCOUNT_RATES, model.slug, 'rate') : null;
  const terms = used ? USED_TERMS : TERMS[model.kind];
  const [stockLow, stockHigh] = STOCK_RANGE[model.kind];
  const skus: DemoSku[] = rents.map(({ config, retail, rent12 }, index) => {
    const [cpu, memory, storage, graphics] = config;
    const stock = between(model.slug, `stock${index}`, used ? Math.ceil(stockLow / 4) : stockLow, used ? Math.ceil(stockHigh / 4) : stockHigh);
    return {
      name: skuName(model.kind, config, model.screen),
      cpu,
      memory,
      storage,
      graphics,
      screen: model.screen,
      stock,
      deposit: depositFor(retail),
      plans: plansFor(retail, rent12, terms, discountRate),
    };
  });
  const [rentedLow, rentedHigh] = RENTED_RANGE[model.kind];
  return {
    slug: model.slug,
    store: storeFor(model),
    categoryId: model.category,
    name: model.name,
    subtitle: model.subtitle,
    brand: model.brand,
    model: model.model,
    kind: model.kind,
    condition: used ? 'used' : 'new',
    zones,
    tags: tagsFor(model, zones),
    recommendRank: model.recommendRank ?? null,
    discountRate,
    procurementTerms: zones.includes('procurement') ? procurementTermsFor(model) : null,
    rentedCount: model.status ? 0 : between(model.slug, 'rented', rentedLow, rentedHigh),
    listedDaysAgo: Math.max(0, 2026 - model.year) * 90 + between(model.slug, 'listed', 0, 89),
    status: model.status ?? 'on_sale',
    description: descriptionFor(model, skus),
    specs: specsFor(model, configs),
    skus,
  };
}

export const DEMO_GOODS: DemoGoods[] = MODEL_LINES.map(buildDemoGoods);
