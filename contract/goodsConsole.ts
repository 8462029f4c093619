/**
 * The back office's goods (/console/goods and /console/goods/edit) on the wire: the list and its
 * filters, the editable document, the save, putting on and taking off sale, the export. Shared by
 * the product server (validation) and the console's pages (types, limits, messages).
 *
 * Money is integer fen, times `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. Field messages name the
 * field in Chinese, with its place in a list: 第 2 个配置的第 1 个租期方案的月租金必须大于 0.
 */
import { z } from 'zod';
import { consoleExportForm, consoleListQuery, textFilter } from './console';
import { FILE_KEY_PATTERN } from './files';
import { GOODS_CONDITIONS, GOODS_ZONES, type CategoryRef, type GoodsCondition, type GoodsSpec, type GoodsZone } from './goods';
import { blankToUndefined, positiveId } from './params';

export const GOODS_STATUSES = ['draft', 'on_sale', 'off_sale'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

/** Also the dictionary `goods_status`. */
export const GOODS_STATUS_NAMES: Record<GoodsStatus, string> = { draft: '草稿', on_sale: '在售', off_sale: '已下架' };

export const GOODS_LIMITS = {
  nameMax: 60,
  subtitleMax: 100,
  brandMax: 40,
  modelMax: 60,
  tagsMax: 6,
  tagMax: 10,
  imagesMax: 10,
  specsMax: 40,
  specNameMax: 20,
  specValueMax: 200,
  skusMax: 20,
  skuFieldMax: 60,
  plansMax: 8,
  termMonthsMax: 36,
  stockMax: 9999,
  /** ¥1,000,000 */
  depositMax: 100_000_000,
  /** ¥100,000 a month */
  monthlyRentMax: 10_000_000,
  /** ¥1,000,000 */
  buyoutPriceMax: 100_000_000,
  /** Characters of the description as sent (before cleaning). */
  descriptionInputMax: 200_000,
  /** Characters of the description as stored (after cleaning). */
  descriptionMax: 50_000,
  /** Goods one publish call names. */
  publishIdsMax: 50,
} as const;

/** The save's body may be larger than the usual 64 KiB: a long description and twenty configurations. */
export { GOODS_SAVE_MAX_BYTES } from './endpoints/limits';

export const GOODS_MESSAGES = {
  saved: '保存成功',
  storeFixed: '商品所属店铺不能修改',
  storeMissing: '请选择店铺',
  categoryNotLeaf: '请选择最末一级的商品分类',
  categoryUnknown: '商品分类不存在',
  descriptionTooLong: `商品详情过长（超过 ${GOODS_LIMITS.descriptionMax} 个字符），请精简内容`,
  imageUnknown: (index: number) => `第 ${index + 1} 张图片不存在或已被使用，请重新上传`,
  descriptionImageUnknown: '商品详情中的图片不存在或已被使用，请重新上传',
  skuUnknown: (index: number) => `第 ${index + 1} 个配置不存在，请刷新页面后重试`,
  published: (count: number) => `已上架 ${count} 件商品`,
  withdrawn: (count: number) => `已下架 ${count} 件商品`,
  unchanged: '所选商品状态未变化',
} as const;

/** Why a goods item cannot go on sale yet (the publish answer's `refused[].reason`). */
export const PUBLISH_REFUSALS = {
  noName: '请填写商品名称',
  noImage: '请至少上传 1 张商品图片',
  noPlan: '请至少设置 1 个配置及其租期方案',
  storeClosed: '店铺已停业，不能上架商品',
} as const;

// ---------------------------------------------------------------------------------------------
// The list (`POST /api/sys/goods/list`), the counts (`GET /api/sys/goods/statusCount`), the export.

export const GOODS_LIST_SORTS = ['createdAt', 'updatedAt', 'lowestRent', 'rentedCount', 'stock'] as const;
export type GoodsListSort = (typeof GOODS_LIST_SORTS)[number];

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

const countFilters = {
  /** Name, brand, model or slug words (every word must occur), or the goods' number. */
  keyword: textFilter(50, '搜索关键词'),
  categoryId: optional(positiveId('商品分类参数不正确')),
  zone: optional(z.enum(GOODS_ZONES, { error: '专区参数不正确' })),
  condition: optional(z.enum(GOODS_CONDITIONS, { error: '成色参数不正确，应为 new 或 used' })),
  /** Admins only; an editor's list is always their shop's (the parameter is ignored). */
  storeId: optional(positiveId('店铺参数不正确')),
};

const listFilters = { ...countFilters, status: optional(z.enum(GOODS_STATUSES, { error: '商品状态参数不正确' })) };

export const goodsListBody = consoleListQuery(GOODS_LIST_SORTS, listFilters);
export type GoodsListBody = z.output<typeof goodsListBody>;
export type GoodsListFilters = Omit<GoodsListBody, 'page' | 'limit' | 'sort' | 'order'>;

export const goodsStatusCountQuery = z.strictObject(countFilters);
export type GoodsStatusCountQuery = z.output<typeof goodsStatusCountQuery>;

/** `POST /api/sys/goods/export`: the list's filters and sort, form-encoded. */
export const goodsExportForm = consoleExportForm(GOODS_LIST_SORTS, listFilters);
export type GoodsExportForm = z.output<typeof goodsExportForm>;

/** A row of the back office's goods list. */
export type ConsoleGoodsRow = {
  id: number;
  name: string;
  /** The first picture's path ('' without pictures). */
  cover: string;
  storeId: number;
  storeName: string;
  categoryId: number;
  categoryName: string;
  status: GoodsStatus;
  statusName: string;
  condition: GoodsCondition;
  zones: GoodsZone[];
  /** Configurations on offer (removed ones not counted). */
  skuCount: number;
  /** Units in stock over those configurations. */
  totalStock: number;
  /** The cheapest monthly rent over every plan, fen; null without plans. */
  lowestRent: number | null;
  rentedCount: number;
  createdAt: string;
  updatedAt: string;
};

/** `GET /api/sys/goods/statusCount`: the goods of each status (and all) under the same filters. */
export type GoodsStatusCount = Record<GoodsStatus | 'all', number>;

// ---------------------------------------------------------------------------------------------
// The editable document (`GET /api/sys/goods/detail/:id`) and the save (`POST /api/sys/goods/save`).

export type GoodsEditPlan = { termMonths: number; monthlyRent: number; buyoutPrice: number };

export type GoodsEditSku = {
  id: number;
  name: string;
  cpu: string;
  memory: string;
  storage: string;
  graphics: string;
  screen: string;
  stock: number;
  /** Per unit, fen. */
  deposit: number;
  /** Terms ascending. */
  plans: GoodsEditPlan[];
  /** Orders rent this configuration: removing it keeps it for them, hidden (the page may say so). */
  ordered: boolean;
};

export type GoodsEditDocument = {
  id: number;
  slug: string;
  storeId: number;
  storeName: string;
  status: GoodsStatus;
  statusName: string;
  name: string;
  subtitle: string;
  categoryId: number;
  categoryPath: CategoryRef[];
  brand: string;
  model: string;
  condition: GoodsCondition;
  zones: GoodsZone[];
  tags: string[];
  /** Picture paths, the cover first (`/files/<key>` for uploads); send them back as they are. */
  images: string[];
  specs: GoodsSpec[];
  /** Stored (cleaned) HTML. */
  description: string;
  /** The configurations on offer, in their order (removed ones are not listed). */
  skus: GoodsEditSku[];
  lowestRent: number | null;
  rentedCount: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * A list whose items are checked one by one, so a message says which item is wrong
 * (`第 2 个配置的` + the item's own message).
 */
function listOf<T extends z.ZodType>(item: T, label: (index: number) => string, bounds: { min?: [number, string]; max: [number, string]; error: string }) {
  let list = z.array(z.unknown(), { error: bounds.error }).max(bounds.max[0], bounds.max[1]);
  if (bounds.min) list = list.min(bounds.min[0], bounds.min[1]);
  return list.transform((values, ctx) => {
    const parsed: z.output<T>[] = [];
    for (const [index, value] of values.entries()) {
      const result = item.safeParse(value);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', message: `${label(index)}${itemMessage(result.error.issues[0])}`, path: [index] });
        return z.NEVER;
      }
      parsed.push(result.data);
    }
    return parsed;
  });
}

const HAS_CHINESE = /[\u4e00-\u9fff]/;

function itemMessage(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return '格式不正确';
  if (issue.code === 'unrecognized_keys') return `字段 ${issue.keys.join(', ')} 不受支持`;
  if (HAS_CHINESE.test(issue.message)) return issue.message;
  return '格式不正确';
}

const text = (label: string, max: number, required = true) => {
  const base = z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`);
  return required ? base.min(1, `请填写${label}`) : base;
};

const whole = (message: string, min: number, max: number, maxMessage = message) => z.number({ error: message }).int(message).min(min, message).max(max, maxMessage);

export const goodsPlanInput = z.strictObject({
  termMonths: whole(`租期必须是 1 到 ${GOODS_LIMITS.termMonthsMax} 的整数（月）`, 1, GOODS_LIMITS.termMonthsMax),
  monthlyRent: z.number({ error: '月租金必须是整数（分）' }).int('月租金必须是整数（分）').min(1, '月租金必须大于 0').max(GOODS_LIMITS.monthlyRentMax, '月租金不能超过 10 万元'),
  buyoutPrice: whole('买断价必须是不小于 0 的整数（分）', 0, GOODS_LIMITS.buyoutPriceMax, '买断价不能超过 100 万元'),
});

export const goodsSkuInput = z
  .strictObject({
    /** Absent: a new configuration. */
    id: positiveId('配置编号不正确').optional(),
    /** Shown on orders and in the cart; absent or empty: made from the configuration (处理器 / 内存 / 存储). */
    name: text('配置名称', GOODS_LIMITS.skuFieldMax, false).default(''),
    cpu: text('处理器', GOODS_LIMITS.skuFieldMax),
    memory: text('内存', GOODS_LIMITS.skuFieldMax),
    storage: text('存储', GOODS_LIMITS.skuFieldMax),
    graphics: text('显卡', GOODS_LIMITS.skuFieldMax),
    screen: text('屏幕', GOODS_LIMITS.skuFieldMax),
    stock: whole(`库存必须是 0 到 ${GOODS_LIMITS.stockMax} 的整数`, 0, GOODS_LIMITS.stockMax),
    deposit: whole('押金必须是不小于 0 的整数（分）', 0, GOODS_LIMITS.depositMax, '押金不能超过 100 万元'),
    plans: listOf(goodsPlanInput, (index) => `第 ${index + 1} 个租期方案的`, {
      min: [1, '请至少设置 1 个租期方案'],
      max: [GOODS_LIMITS.plansMax, `租期方案最多 ${GOODS_LIMITS.plansMax} 个`],
      error: '租期方案格式不正确',
    }),
  })
  .superRefine((sku, ctx) => {
    const seen = new Set<number>();
    for (const plan of sku.plans) {
      if (seen.has(plan.termMonths)) ctx.addIssue({ code: 'custom', message: `租期 ${plan.termMonths} 个月重复`, path: ['plans'] });
      seen.add(plan.termMonths);
    }
  });

const specInput = z.strictObject({
  name: text('名称', GOODS_LIMITS.specNameMax),
  value: text('内容', GOODS_LIMITS.specValueMax),
});

/**
 * A picture: the key of a fresh upload (`POST /api/sys/file/upload`, purpose `goods`), or a path
 * the goods already shows (`/files/<key>`, `/goods/<name>.svg`), sent back unchanged.
 */
const imageInput = z
  .string({ error: '不正确，请重新上传' })
  .trim()
  .refine((value) => FILE_KEY_PATTERN.test(value) || /^\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,199}$/.test(value), '不正确，请重新上传');

const tagInput = text('标签', GOODS_LIMITS.tagMax);

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

export const goodsSaveBody = z
  .strictObject({
    /** Absent: a new goods item (a draft; needs goods:add). Present: that item (needs goods:edit). */
    id: positiveId('商品编号不正确').optional(),
    /** Admins: the shop of a new goods item (required), or the item's own (it cannot move). Editors: their own shop or absent. */
    storeId: positiveId('店铺参数不正确').optional(),
    name: text('商品名称', GOODS_LIMITS.nameMax),
    subtitle: text('副标题', GOODS_LIMITS.subtitleMax, false).default(''),
    categoryId: positiveId('请选择商品分类'),
    brand: text('品牌', GOODS_LIMITS.brandMax),
    model: text('型号', GOODS_LIMITS.modelMax, false).default(''),
    condition: z.enum(GOODS_CONDITIONS, { error: '请选择成色（全新或二手）' }),
    zones: z
      .array(z.enum(GOODS_ZONES, { error: '专区不正确' }), { error: '专区格式不正确' })
      .max(GOODS_ZONES.length, '专区重复')
      .refine(distinct, '专区重复')
      .default([]),
    tags: listOf(tagInput, (index) => `第 ${index + 1} 个标签：`, { max: [GOODS_LIMITS.tagsMax, `标签最多 ${GOODS_LIMITS.tagsMax} 个`], error: '标签格式不正确' })
      .refine(distinct, '标签重复')
      .default([]),
    images: listOf(imageInput, (index) => `第 ${index + 1} 张图片`, {
      min: [1, '请至少上传 1 张商品图片'],
      max: [GOODS_LIMITS.imagesMax, `商品图片最多 ${GOODS_LIMITS.imagesMax} 张`],
      error: '请至少上传 1 张商品图片',
    }).refine(distinct, '商品图片重复'),
    specs: listOf(specInput, (index) => `第 ${index + 1} 项规格参数的`, {
      max: [GOODS_LIMITS.specsMax, `规格参数最多 ${GOODS_LIMITS.specsMax} 项`],
      error: '规格参数格式不正确',
    }).default([]),
    /** Rich text (HTML); cleaned on write: what the stored form keeps is what the page shows. */
    description: z.string({ error: '商品详情格式不正确' }).max(GOODS_LIMITS.descriptionInputMax, `商品详情不能超过 ${GOODS_LIMITS.descriptionInputMax} 个字符`).default(''),
    skus: listOf(goodsSkuInput, (index) => `第 ${index + 1} 个配置的`, {
      min: [1, '请至少添加 1 个配置'],
      max: [GOODS_LIMITS.skusMax, `配置最多 ${GOODS_LIMITS.skusMax} 个`],
      error: '请至少添加 1 个配置',
    }),
  })
  .superRefine((body, ctx) => {
    const ids = body.skus.flatMap((sku) => (sku.id === undefined ? [] : [sku.id]));
    if (!distinct(ids)) ctx.addIssue({ code: 'custom', message: '配置编号重复，请刷新页面后重试', path: ['skus'] });
    const configs = body.skus.map((sku) => [sku.cpu, sku.memory, sku.storage, sku.graphics, sku.screen].join('\u0000'));
    configs.forEach((config, index) => {
      const first = configs.indexOf(config);
      if (first !== index) ctx.addIssue({ code: 'custom', message: `第 ${index + 1} 个配置与第 ${first + 1} 个配置完全相同`, path: ['skus', index] });
    });
  });

/** The save's body, as the console builds it (fields with a default may be left out). */
export type GoodsSaveBody = {
  id?: number;
  storeId?: number;
  name: string;
  subtitle?: string;
  categoryId: number;
  brand: string;
  model?: string;
  condition: GoodsCondition;
  zones?: GoodsZone[];
  tags?: string[];
  images: string[];
  specs?: GoodsSpec[];
  description?: string;
  skus: { id?: number; name?: string; cpu: string; memory: string; storage: string; graphics: string; screen: string; stock: number; deposit: number; plans: GoodsEditPlan[] }[];
};
/** The save's body as validated (every default filled in). */
export type GoodsSaveInput = z.output<typeof goodsSaveBody>;

// ---------------------------------------------------------------------------------------------
// Putting on and taking off sale (`POST /api/sys/goods/publish`).

export const goodsPublishBody = z.strictObject({
  ids: z
    .array(positiveId('商品编号不正确'), { error: '请选择商品' })
    .min(1, '请选择商品')
    .max(GOODS_LIMITS.publishIdsMax, `一次最多操作 ${GOODS_LIMITS.publishIdsMax} 件商品`)
    .refine(distinct, '商品编号重复'),
  onSale: z.boolean({ error: '请指定上架或下架（onSale）' }),
});
export type GoodsPublishBody = z.output<typeof goodsPublishBody>;

/** Which goods changed, which already were so, and which could not go on sale and why. */
export type GoodsPublishResult = {
  changed: number[];
  unchanged: number[];
  refused: { id: number; name: string; reason: string }[];
};
