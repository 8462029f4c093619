/**
 * 编辑商品's form as the page holds it (text as typed: money in yuan, counts as digits) and the
 * save body it becomes (contract/goodsConsole.ts: fen, integers). Checks run field by field first,
 * so each message sits under its input, then through the product server's own schema, so what
 * the page lets through the server takes, with the same words.
 */
import { GOODS_LIMITS, goodsSaveBody, type GoodsEditDocument, type GoodsEditSku, type GoodsSaveBody } from '@/contract/goodsConsole';
import type { GoodsCondition, GoodsZone } from '@/contract/goods';
import { fenToYuan, yuanProblem, yuanToFen } from '@/lib/format/yuan';
import { firstMessage } from '@/lib/validation/form';

export type PlanDraft = { key: string; termMonths: string; monthlyRent: string; buyoutPrice: string };

export type SkuDraft = {
  key: string;
  /** Absent: a new configuration. */
  id?: number;
  /** Orders rent it: removing it retires it (the server keeps it for them). */
  ordered: boolean;
  name: string;
  cpu: string;
  memory: string;
  storage: string;
  graphics: string;
  screen: string;
  stock: string;
  /** Yuan. */
  deposit: string;
  plans: PlanDraft[];
};

export type SpecDraft = { key: string; name: string; value: string };

export type GoodsForm = {
  /** Admins choose a new goods item's shop; '' for editors (their own). */
  storeId: string;
  name: string;
  subtitle: string;
  brand: string;
  model: string;
  categoryId: string;
  condition: GoodsCondition | '';
  zones: GoodsZone[];
  tags: string[];
  /** Picture paths (a fresh upload's `/files/<key>` too), the cover first. */
  images: string[];
  specs: SpecDraft[];
  description: string;
  skus: SkuDraft[];
};

/** Messages by field path: `name`, `skus.0.deposit`, `skus.1.plans` (the grid), `skus.1.plans.0.monthlyRent` … and `form` for the rest. */
export type GoodsFormErrors = Record<string, string>;

export const SKU_FIELDS = [
  { name: 'cpu', label: '处理器', placeholder: '如 Intel Core Ultra 7 155H' },
  { name: 'memory', label: '内存', placeholder: '如 32GB' },
  { name: 'storage', label: '存储', placeholder: '如 1TB SSD' },
  { name: 'graphics', label: '显卡', placeholder: '如 集成显卡' },
  { name: 'screen', label: '屏幕', placeholder: '如 14 英寸 2.8K' },
] as const;
export type SkuField = (typeof SKU_FIELDS)[number]['name'];

/** Terms offered first when a plan row is added. */
export const COMMON_TERMS = [1, 3, 6, 12, 24, 36] as const;

let serial = 0;
/** A list row's own key (React), never sent. */
export const draftKey = () => `draft-${(serial += 1)}`;

export function newPlan(taken: readonly string[] = []): PlanDraft {
  const term = COMMON_TERMS.find((months) => !taken.includes(String(months)));
  return { key: draftKey(), termMonths: term === undefined ? '' : String(term), monthlyRent: '', buyoutPrice: '' };
}

export function newSku(): SkuDraft {
  return { key: draftKey(), ordered: false, name: '', cpu: '', memory: '', storage: '', graphics: '', screen: '', stock: '0', deposit: '0.00', plans: [newPlan()] };
}

/** A copy of a configuration to change into another (a new one: no id, no orders). */
export function copySku(sku: SkuDraft): SkuDraft {
  return { ...sku, key: draftKey(), id: undefined, ordered: false, name: '', plans: sku.plans.map((plan) => ({ ...plan, key: draftKey() })) };
}

export function emptyGoodsForm(): GoodsForm {
  return {
    storeId: '',
    name: '',
    subtitle: '',
    brand: '',
    model: '',
    categoryId: '',
    condition: 'new',
    zones: [],
    tags: [],
    images: [],
    specs: [],
    description: '',
    skus: [newSku()],
  };
}

function skuDraftOf(sku: GoodsEditSku): SkuDraft {
  return {
    key: draftKey(),
    id: sku.id,
    ordered: sku.ordered,
    name: sku.name,
    cpu: sku.cpu,
    memory: sku.memory,
    storage: sku.storage,
    graphics: sku.graphics,
    screen: sku.screen,
    stock: String(sku.stock),
    deposit: fenToYuan(sku.deposit),
    plans: sku.plans.map((plan) => ({ key: draftKey(), termMonths: String(plan.termMonths), monthlyRent: fenToYuan(plan.monthlyRent), buyoutPrice: fenToYuan(plan.buyoutPrice) })),
  };
}

export function goodsFormOf(goods: GoodsEditDocument): GoodsForm {
  return {
    storeId: String(goods.storeId),
    name: goods.name,
    subtitle: goods.subtitle,
    brand: goods.brand,
    model: goods.model,
    categoryId: String(goods.categoryId),
    condition: goods.condition,
    zones: [...goods.zones],
    tags: [...goods.tags],
    images: [...goods.images],
    specs: goods.specs.map((spec) => ({ key: draftKey(), ...spec })),
    description: goods.description,
    skus: goods.skus.map(skuDraftOf),
  };
}

/** The form without its list keys: two forms with the same snapshot hold the same input. */
export function formSnapshot(form: GoodsForm): string {
  const { specs, skus, ...rest } = form;
  return JSON.stringify({
    ...rest,
    specs: specs.map(({ key: _key, ...spec }) => spec),
    skus: skus.map(({ key: _key, plans, ...sku }) => ({ ...sku, plans: plans.map(({ key: _plan, ...plan }) => plan) })),
  });
}

const WHOLE = /^\d+$/;

/** A count typed as digits within bounds, or null. */
function wholeOf(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

export type PlanRowErrors = Partial<Record<'termMonths' | 'monthlyRent' | 'buyoutPrice', string>>;

/** The lease-plan grid's problems: per row and field, and one for the grid as a whole (none, too many). */
export function planGridProblems(plans: readonly PlanDraft[]): { rows: PlanRowErrors[]; grid: string | null } {
  const seen = new Set<number>();
  const rows = plans.map((plan) => {
    const errors: PlanRowErrors = {};
    const term = wholeOf(plan.termMonths, 1, GOODS_LIMITS.termMonthsMax);
    if (term === null) errors.termMonths = `租期应为 1 到 ${GOODS_LIMITS.termMonthsMax} 的整数（月）`;
    else if (seen.has(term)) errors.termMonths = `租期 ${term} 个月重复`;
    else seen.add(term);
    const rent = yuanProblem(plan.monthlyRent, { label: '月租金', min: 1, max: GOODS_LIMITS.monthlyRentMax });
    if (rent) errors.monthlyRent = rent;
    const buyout = yuanProblem(plan.buyoutPrice, { label: '买断价', max: GOODS_LIMITS.buyoutPriceMax });
    if (buyout) errors.buyoutPrice = buyout;
    return errors;
  });
  const grid = plans.length === 0 ? '请至少设置 1 个租期方案' : plans.length > GOODS_LIMITS.plansMax ? `租期方案最多 ${GOODS_LIMITS.plansMax} 个` : null;
  return { rows, grid };
}

/** Monthly rent × term of a plan row in fen, when both are valid (shown as 总租金). */
export function planTotalRent(plan: PlanDraft): number | null {
  const term = wholeOf(plan.termMonths, 1, GOODS_LIMITS.termMonthsMax);
  const rent = yuanToFen(plan.monthlyRent);
  return term === null || rent === null ? null : term * rent;
}

function required(errors: GoodsFormErrors, path: string, value: string, label: string, max: number) {
  const trimmed = value.trim();
  if (trimmed === '') errors[path] = `请填写${label}`;
  else if (trimmed.length > max) errors[path] = `${label}不能超过 ${max} 个字`;
}

function optional(errors: GoodsFormErrors, path: string, value: string, label: string, max: number) {
  if (value.trim().length > max) errors[path] = `${label}不能超过 ${max} 个字`;
}

/** The body of a save, before the server's checks (fen, integers; empty optional texts left as ''). */
export function goodsSaveBodyOf(form: GoodsForm, { id, chooseStore }: { id: number | null; chooseStore: boolean }): GoodsSaveBody {
  return {
    ...(id === null ? {} : { id }),
    ...(chooseStore && id === null && form.storeId ? { storeId: Number(form.storeId) } : {}),
    name: form.name.trim(),
    subtitle: form.subtitle.trim(),
    categoryId: Number(form.categoryId),
    brand: form.brand.trim(),
    model: form.model.trim(),
    condition: form.condition === '' ? 'new' : form.condition,
    zones: form.zones,
    tags: form.tags,
    images: form.images,
    specs: form.specs.map((spec) => ({ name: spec.name.trim(), value: spec.value.trim() })),
    description: form.description,
    skus: form.skus.map((sku) => ({
      ...(sku.id === undefined ? {} : { id: sku.id }),
      name: sku.name.trim(),
      cpu: sku.cpu.trim(),
      memory: sku.memory.trim(),
      storage: sku.storage.trim(),
      graphics: sku.graphics.trim(),
      screen: sku.screen.trim(),
      stock: Number(sku.stock.trim()),
      deposit: yuanToFen(sku.deposit) ?? -1,
      plans: sku.plans.map((plan) => ({
        termMonths: Number(plan.termMonths.trim()),
        monthlyRent: yuanToFen(plan.monthlyRent) ?? -1,
        buyoutPrice: yuanToFen(plan.buyoutPrice) ?? -1,
      })),
    })),
  };
}

/**
 * The form checked: its errors by field, and the body to send when there are none. `chooseStore`:
 * an admin creating goods names the shop.
 */
export function checkGoodsForm(form: GoodsForm, options: { id: number | null; chooseStore: boolean }): { errors: GoodsFormErrors; body: GoodsSaveBody | null } {
  const errors: GoodsFormErrors = {};
  if (options.chooseStore && options.id === null && !form.storeId) errors.storeId = '请选择店铺';
  required(errors, 'name', form.name, '商品名称', GOODS_LIMITS.nameMax);
  optional(errors, 'subtitle', form.subtitle, '副标题', GOODS_LIMITS.subtitleMax);
  required(errors, 'brand', form.brand, '品牌', GOODS_LIMITS.brandMax);
  optional(errors, 'model', form.model, '型号', GOODS_LIMITS.modelMax);
  if (!form.categoryId) errors.categoryId = '请选择商品分类';
  if (!form.condition) errors.condition = '请选择成色（全新或二手）';
  if (form.tags.length > GOODS_LIMITS.tagsMax) errors.tags = `标签最多 ${GOODS_LIMITS.tagsMax} 个`;
  else if (form.tags.some((tag) => tag.trim().length > GOODS_LIMITS.tagMax)) errors.tags = `每个标签不能超过 ${GOODS_LIMITS.tagMax} 个字`;
  if (form.images.length === 0) errors.images = '请至少上传 1 张商品图片';
  form.specs.forEach((spec, index) => {
    required(errors, `specs.${index}.name`, spec.name, '名称', GOODS_LIMITS.specNameMax);
    required(errors, `specs.${index}.value`, spec.value, '内容', GOODS_LIMITS.specValueMax);
  });
  if (form.skus.length === 0) errors.skus = '请至少添加 1 个配置';
  form.skus.forEach((sku, index) => {
    optional(errors, `skus.${index}.name`, sku.name, '配置名称', GOODS_LIMITS.skuFieldMax);
    for (const field of SKU_FIELDS) required(errors, `skus.${index}.${field.name}`, sku[field.name], field.label, GOODS_LIMITS.skuFieldMax);
    if (wholeOf(sku.stock, 0, GOODS_LIMITS.stockMax) === null) errors[`skus.${index}.stock`] = `库存应为 0 到 ${GOODS_LIMITS.stockMax} 的整数`;
    const deposit = yuanProblem(sku.deposit, { label: '押金', max: GOODS_LIMITS.depositMax });
    if (deposit) errors[`skus.${index}.deposit`] = deposit;
    const { rows, grid } = planGridProblems(sku.plans);
    if (grid) errors[`skus.${index}.plans`] = grid;
    rows.forEach((row, plan) => {
      for (const [field, message] of Object.entries(row)) errors[`skus.${index}.plans.${plan}.${field}`] = message;
    });
  });
  if (Object.keys(errors).length > 0) return { errors, body: null };

  const body = goodsSaveBodyOf(form, options);
  // The server's own schema: what is left (a configuration repeated, a description too long …), in its words.
  const parsed = goodsSaveBody.safeParse(body);
  if (!parsed.success) return { errors: { form: firstMessage(parsed.error) ?? '请检查填写的内容' }, body: null };
  return { errors: {}, body };
}
