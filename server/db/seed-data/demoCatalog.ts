/**
 * Demo catalogue: three shops and a dozen goods of the kinds the shop rents, priced like China's
 * rental market in 2026. Rents are derived from one 12-month rent per SKU so the plans stay
 * consistent: shorter terms cost more per month, longer less, and the buyout falls with the rent
 * already paid.
 */
import type { GoodsZone } from '@/lib/contract/goods';
import type { GoodsSpec } from '../schema';

export type DemoStore = { slug: string; name: string; intro: string; featured: boolean };

export const DEMO_STORES: DemoStore[] = [
  { slug: 'yunzu', name: '云租优选旗舰店', intro: '企业办公电脑一站式租赁，顺丰包邮，7×24 小时售后。', featured: true },
  { slug: 'geek', name: '极客数码租赁', intro: '高性能游戏本、创作本与苹果设备，按月起租。', featured: true },
  { slug: 'lanjing', name: '蓝鲸办公设备', intro: '台式机、工作站、显示器批量租赁，支持上门部署。', featured: false },
];

export type DemoSku = {
  name: string;
  cpu: string;
  memory: string;
  storage: string;
  graphics: string;
  screen: string;
  stock: number;
  /** Retail price of the configuration, yuan. */
  retailYuan: number;
  /** Monthly rent on a 12-month plan, yuan. */
  rent12Yuan: number;
};

export type DemoGoods = {
  slug: string;
  store: DemoStore['slug'];
  categoryId: number;
  name: string;
  subtitle: string;
  brand: string;
  condition: 'new' | 'used';
  zones: GoodsZone[];
  tags: string[];
  recommendRank: number | null;
  specs: GoodsSpec[];
  skus: DemoSku[];
};

const spec = (pairs: [string, string][]): GoodsSpec[] => pairs.map(([name, value]) => ({ name, value }));

export const DEMO_GOODS: DemoGoods[] = [
  {
    slug: 'thinkpad-x1-carbon-2025',
    store: 'yunzu',
    categoryId: 11,
    name: 'ThinkPad X1 Carbon 2025 AI 元启版',
    subtitle: '1.09kg 碳纤维机身，2.8K OLED 屏，商务首选',
    brand: 'ThinkPad',
    condition: 'new',
    zones: ['procurement', 'heavyweight_new'],
    tags: ['企业首选', '顺丰包邮', '支持买断'],
    recommendRank: 1,
    specs: spec([['屏幕', '14 英寸 2.8K OLED 120Hz'], ['重量', '约 1.09kg'], ['接口', '雷电 4 ×2、USB-A ×2、HDMI 2.1'], ['系统', 'Windows 11 专业版']]),
    skus: [
      { name: 'Ultra 7 258V / 32GB / 1TB', cpu: 'Intel Core Ultra 7 258V', memory: '32GB LPDDR5x', storage: '1TB PCIe 4.0 SSD', graphics: 'Intel Arc 140V', screen: '14" 2.8K OLED', stock: 40, retailYuan: 13999, rent12Yuan: 459 },
      { name: 'Ultra 5 226V / 16GB / 512GB', cpu: 'Intel Core Ultra 5 226V', memory: '16GB LPDDR5x', storage: '512GB PCIe 4.0 SSD', graphics: 'Intel Arc 130V', screen: '14" 2.8K OLED', stock: 60, retailYuan: 10999, rent12Yuan: 359 },
    ],
  },
  {
    slug: 'thinkpad-t14-gen5',
    store: 'yunzu',
    categoryId: 11,
    name: 'ThinkPad T14 Gen 5 商务笔记本',
    subtitle: '经典小黑，可换内存与电池，批量办公之选',
    brand: 'ThinkPad',
    condition: 'new',
    zones: ['procurement', 'everyday_low'],
    tags: ['批量租赁', '免费上门部署'],
    recommendRank: 4,
    specs: spec([['屏幕', '14 英寸 WUXGA IPS 防眩光'], ['重量', '约 1.37kg'], ['系统', 'Windows 11 专业版']]),
    skus: [
      { name: 'Ultra 5 125U / 16GB / 512GB', cpu: 'Intel Core Ultra 5 125U', memory: '16GB DDR5', storage: '512GB SSD', graphics: 'Intel Graphics', screen: '14" WUXGA', stock: 120, retailYuan: 6999, rent12Yuan: 239 },
    ],
  },
  {
    slug: 'macbook-air-13-m4',
    store: 'geek',
    categoryId: 14,
    name: 'Apple MacBook Air 13 英寸 M4',
    subtitle: '无风扇静音设计，续航长达 18 小时',
    brand: 'Apple',
    condition: 'new',
    zones: ['personal', 'new_product'],
    tags: ['个人热租', '支持买断'],
    recommendRank: 2,
    specs: spec([['屏幕', '13.6 英寸 Liquid 视网膜显示屏'], ['重量', '1.24kg'], ['系统', 'macOS']]),
    skus: [
      { name: 'M4 10 核 / 16GB / 512GB', cpu: 'Apple M4 10 核', memory: '16GB 统一内存', storage: '512GB SSD', graphics: 'M4 10 核 GPU', screen: '13.6" 2560×1664', stock: 35, retailYuan: 9499, rent12Yuan: 329 },
      { name: 'M4 10 核 / 24GB / 1TB', cpu: 'Apple M4 10 核', memory: '24GB 统一内存', storage: '1TB SSD', graphics: 'M4 10 核 GPU', screen: '13.6" 2560×1664', stock: 15, retailYuan: 12499, rent12Yuan: 429 },
    ],
  },
  {
    slug: 'macbook-pro-14-m4-pro',
    store: 'geek',
    categoryId: 14,
    name: 'Apple MacBook Pro 14 英寸 M4 Pro',
    subtitle: '剪辑、开发、设计全能，XDR 屏幕',
    brand: 'Apple',
    condition: 'new',
    zones: ['heavyweight_new', 'procurement'],
    tags: ['创作者之选', '支持买断'],
    recommendRank: 3,
    specs: spec([['屏幕', '14.2 英寸 Liquid 视网膜 XDR'], ['重量', '1.60kg'], ['系统', 'macOS']]),
    skus: [
      { name: 'M4 Pro 12 核 / 24GB / 1TB', cpu: 'Apple M4 Pro 12 核', memory: '24GB 统一内存', storage: '1TB SSD', graphics: 'M4 Pro 16 核 GPU', screen: '14.2" 3024×1964 XDR', stock: 20, retailYuan: 16999, rent12Yuan: 699 },
    ],
  },
  {
    slug: 'legion-y9000p-2025',
    store: 'geek',
    categoryId: 12,
    name: '联想拯救者 Y9000P 2025 游戏本',
    subtitle: 'RTX 5070 Ti 满血释放，2.5K 240Hz 电竞屏',
    brand: '联想',
    condition: 'new',
    zones: ['personal', 'discount'],
    tags: ['电竞爆款', '限时特惠'],
    recommendRank: 5,
    specs: spec([['屏幕', '16 英寸 2.5K 240Hz'], ['重量', '约 2.8kg'], ['系统', 'Windows 11 家庭版']]),
    skus: [
      { name: 'i9-14900HX / RTX 5070 Ti / 32GB / 1TB', cpu: 'Intel Core i9-14900HX', memory: '32GB DDR5', storage: '1TB SSD', graphics: 'NVIDIA GeForce RTX 5070 Ti 12GB', screen: '16" 2.5K 240Hz', stock: 25, retailYuan: 14999, rent12Yuan: 599 },
    ],
  },
  {
    slug: 'rog-strix-scar-16-2025',
    store: 'geek',
    categoryId: 12,
    name: 'ROG 枪神 9 Plus 超竞版',
    subtitle: 'RTX 5080 旗舰游戏本，Mini LED 屏',
    brand: 'ROG',
    condition: 'new',
    zones: ['heavyweight_new'],
    tags: ['旗舰性能'],
    recommendRank: 8,
    specs: spec([['屏幕', '18 英寸 2.5K 240Hz Mini LED'], ['重量', '约 3.2kg'], ['系统', 'Windows 11 家庭版']]),
    skus: [
      { name: 'Ultra 9 275HX / RTX 5080 / 32GB / 2TB', cpu: 'Intel Core Ultra 9 275HX', memory: '32GB DDR5', storage: '2TB SSD', graphics: 'NVIDIA GeForce RTX 5080 16GB', screen: '18" 2.5K 240Hz Mini LED', stock: 8, retailYuan: 26999, rent12Yuan: 899 },
    ],
  },
  {
    slug: 'dell-optiplex-7020-tower',
    store: 'lanjing',
    categoryId: 21,
    name: '戴尔 OptiPlex 7020 商用台式机',
    subtitle: '企业办公主机，含 23.8 英寸显示器',
    brand: '戴尔',
    condition: 'new',
    zones: ['procurement', 'everyday_low'],
    tags: ['批量租赁', '上门安装'],
    recommendRank: 6,
    specs: spec([['机箱', '塔式 MT'], ['显示器', '戴尔 E2425H 23.8 英寸'], ['系统', 'Windows 11 专业版']]),
    skus: [
      { name: 'i7-14700 / 16GB / 512GB + 23.8" 显示器', cpu: 'Intel Core i7-14700', memory: '16GB DDR5', storage: '512GB SSD', graphics: 'Intel UHD 770', screen: '23.8" FHD 外接', stock: 200, retailYuan: 6599, rent12Yuan: 199 },
      { name: 'i5-14500 / 16GB / 512GB + 23.8" 显示器', cpu: 'Intel Core i5-14500', memory: '16GB DDR5', storage: '512GB SSD', graphics: 'Intel UHD 770', screen: '23.8" FHD 外接', stock: 300, retailYuan: 5299, rent12Yuan: 169 },
    ],
  },
  {
    slug: 'hp-z2-g9-workstation',
    store: 'lanjing',
    categoryId: 22,
    name: '惠普 Z2 G9 图形工作站',
    subtitle: '三维设计、渲染、仿真，专业显卡认证',
    brand: '惠普',
    condition: 'new',
    zones: ['procurement'],
    tags: ['专业认证', '上门安装'],
    recommendRank: null,
    specs: spec([['机箱', '塔式'], ['电源', '700W 铂金'], ['系统', 'Windows 11 专业工作站版']]),
    skus: [
      { name: 'i9-14900K / RTX 2000 Ada / 64GB / 2TB', cpu: 'Intel Core i9-14900K', memory: '64GB DDR5 ECC', storage: '2TB SSD', graphics: 'NVIDIA RTX 2000 Ada 16GB', screen: '无（可加租显示器）', stock: 12, retailYuan: 24999, rent12Yuan: 799 },
    ],
  },
  {
    slug: 'dell-u2724d-monitor',
    store: 'lanjing',
    categoryId: 31,
    name: '戴尔 U2724D 27 英寸 2K 显示器',
    subtitle: 'IPS Black 高对比度，120Hz，Type-C 一线连',
    brand: '戴尔',
    condition: 'new',
    zones: ['everyday_low', 'procurement'],
    tags: ['办公标配'],
    recommendRank: 7,
    specs: spec([['尺寸', '27 英寸'], ['分辨率', '2560×1440'], ['刷新率', '120Hz'], ['接口', 'HDMI、DP、USB-C 90W']]),
    skus: [
      { name: '27" 2K 120Hz', cpu: '—', memory: '—', storage: '—', graphics: '—', screen: '27" 2560×1440 IPS Black', stock: 150, retailYuan: 3299, rent12Yuan: 59 },
    ],
  },
  {
    slug: 'asus-proart-pa279crv',
    store: 'geek',
    categoryId: 32,
    name: '华硕 ProArt PA279CRV 27 英寸 4K 设计显示器',
    subtitle: '99% DCI-P3，出厂校色，设计师之选',
    brand: '华硕',
    condition: 'new',
    zones: ['personal'],
    tags: ['出厂校色'],
    recommendRank: null,
    specs: spec([['尺寸', '27 英寸'], ['分辨率', '3840×2160'], ['色域', '99% DCI-P3']]),
    skus: [
      { name: '27" 4K', cpu: '—', memory: '—', storage: '—', graphics: '—', screen: '27" 3840×2160 IPS', stock: 30, retailYuan: 3999, rent12Yuan: 89 },
    ],
  },
  {
    slug: 'ipad-pro-11-m4',
    store: 'geek',
    categoryId: 41,
    name: 'Apple iPad Pro 11 英寸 M4',
    subtitle: '超薄串联 OLED，配妙控键盘可办公',
    brand: 'Apple',
    condition: 'new',
    zones: ['new_product', 'personal'],
    tags: ['轻办公'],
    recommendRank: null,
    specs: spec([['屏幕', '11 英寸 串联 OLED'], ['重量', '444g'], ['系统', 'iPadOS']]),
    skus: [
      { name: 'M4 / 256GB / WLAN', cpu: 'Apple M4', memory: '8GB', storage: '256GB', graphics: 'M4 10 核 GPU', screen: '11" 2420×1668 OLED', stock: 25, retailYuan: 8999, rent12Yuan: 299 },
    ],
  },
  {
    slug: 'thinkpad-t480s-used',
    store: 'yunzu',
    categoryId: 11,
    name: 'ThinkPad T480s 商务本（九成新）',
    subtitle: '质检 36 项，电池健康度 85% 以上',
    brand: 'ThinkPad',
    condition: 'used',
    zones: ['second_hand', 'everyday_low', 'discount'],
    tags: ['二手优选', '质检报告'],
    recommendRank: null,
    specs: spec([['成色', '九成新'], ['屏幕', '14 英寸 FHD IPS'], ['质保', '租期内免费维修']]),
    skus: [
      { name: 'i5-8350U / 16GB / 256GB', cpu: 'Intel Core i5-8350U', memory: '16GB DDR4', storage: '256GB SSD', graphics: 'Intel UHD 620', screen: '14" FHD', stock: 80, retailYuan: 1899, rent12Yuan: 89 },
    ],
  },
];

/** Terms offered and how the monthly rent scales from the 12-month rent. */
const TERM_FACTORS: [termMonths: number, factor: number][] = [
  [1, 1.8],
  [3, 1.4],
  [6, 1.2],
  [12, 1],
  [24, 0.85],
];

const FEN_PER_YUAN = 100;

export type DemoPlan = { termMonths: number; monthlyRent: number; buyoutPrice: number };

/** Lease plans in fen: whole-yuan rents; the buyout is what the rent has not yet paid off, at least a tenth of retail. */
export function plansFor(sku: DemoSku): DemoPlan[] {
  return TERM_FACTORS.map(([termMonths, factor]) => {
    const rentYuan = Math.round(sku.rent12Yuan * factor);
    const buyoutYuan = Math.max(Math.round(sku.retailYuan * 0.1), Math.round(sku.retailYuan - rentYuan * termMonths * 0.8));
    return { termMonths, monthlyRent: rentYuan * FEN_PER_YUAN, buyoutPrice: buyoutYuan * FEN_PER_YUAN };
  });
}

/** About 30 % of retail, rounded to ¥100. */
export function depositFor(sku: DemoSku): number {
  return Math.round((sku.retailYuan * 0.3) / 100) * 100 * FEN_PER_YUAN;
}
