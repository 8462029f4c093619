/**
 * What a visitor chooses on a product page before renting: a SKU (picked through its differing
 * configuration fields, the way `GET /api/wGoodsItem/option` describes them), a lease term and a
 * quantity, and what that choice costs. Pure functions: the server renders the initial choice,
 * the RentalPicker island changes it, and both show the same numbers.
 *
 * Prices shown here are a preview; checkout reads the plans again on the server.
 */
import { SKU_DIMENSIONS, type GoodsSku, type LeasePlan, type ProcurementTerms, type SkuDimension } from '@/contract/goods';
import { bestTierRate, LIST_RATE, procurementUnitRent } from '@/contract/procurementRent';

export const DIMENSION_LABELS: Record<SkuDimension, string> = {
  cpu: '处理器',
  memory: '内存',
  storage: '存储',
  graphics: '显卡',
  screen: '屏幕',
};

export type SkuDimensionChoice = { key: SkuDimension; label: string; values: string[] };

/** The SKU fields whose values differ between SKUs, each value once in SKU order (as the option call answers). */
export function skuDimensions(skus: readonly GoodsSku[]): SkuDimensionChoice[] {
  return SKU_DIMENSIONS.map((key) => ({ key, label: DIMENSION_LABELS[key], values: [...new Set(skus.map((sku) => sku[key]))] })).filter((dimension) => dimension.values.length > 1);
}

/**
 * Whether the dimensions tell every SKU apart. Two SKUs may share all hardware fields (differing
 * only in name, e.g. a colour); then the page offers the SKUs by name instead.
 */
export function dimensionsDistinguish(skus: readonly GoodsSku[], dimensions: readonly SkuDimensionChoice[]): boolean {
  const keys = new Set(skus.map((sku) => JSON.stringify(dimensions.map((dimension) => sku[dimension.key]))));
  return keys.size === skus.length;
}

function matchesBefore(sku: GoodsSku, current: GoodsSku, dimensions: readonly SkuDimensionChoice[], index: number): boolean {
  return dimensions.slice(0, index).every((dimension) => sku[dimension.key] === current[dimension.key]);
}

/**
 * Whether `value` can be chosen for `key` while `current` is chosen. Not every combination
 * exists, and judging a value against all the other choices would lock the visitor in (each
 * alternative needs two fields to change at once). The pickers are therefore read in order: a
 * value is offered when some SKU has it together with the values chosen in the pickers above.
 */
export function isValueAvailable(skus: readonly GoodsSku[], dimensions: readonly SkuDimensionChoice[], current: GoodsSku, key: SkuDimension, value: string): boolean {
  const index = dimensions.findIndex((dimension) => dimension.key === key);
  if (index < 0) return false;
  return skus.some((sku) => sku[key] === value && matchesBefore(sku, current, dimensions, index));
}

/**
 * The SKU after choosing `value` for `key`: the pickers above keep their values, the pickers
 * below keep theirs where such a SKU exists and otherwise move to their first value that does.
 * Undefined when no SKU has the value at all.
 */
export function chooseValue(skus: readonly GoodsSku[], dimensions: readonly SkuDimensionChoice[], current: GoodsSku, key: SkuDimension, value: string): GoodsSku | undefined {
  const index = dimensions.findIndex((dimension) => dimension.key === key);
  const withValue = skus.filter((sku) => sku[key] === value);
  const fitting = withValue.filter((sku) => matchesBefore(sku, current, dimensions, index));
  let candidates = fitting.length > 0 ? fitting : withValue;
  for (const dimension of dimensions.slice(index + 1)) {
    const keeping = candidates.filter((sku) => sku[dimension.key] === current[dimension.key]);
    if (keeping.length > 0) {
      candidates = keeping;
      continue;
    }
    const first = dimension.values.find((candidate) => candidates.some((sku) => sku[dimension.key] === candidate));
    candidates = candidates.filter((sku) => sku[dimension.key] === first);
  }
  return candidates[0];
}

/** The SKU whose fields equal every given value (fields not given are not compared). */
export function findSku(skus: readonly GoodsSku[], configuration: Partial<Record<SkuDimension, string>>): GoodsSku | undefined {
  const given = Object.entries(configuration) as Array<[SkuDimension, string]>;
  return skus.find((sku) => given.every(([key, value]) => sku[key] === value));
}

export function planFor(sku: GoodsSku, termMonths: number): LeasePlan | undefined {
  return sku.plans.find((plan) => plan.termMonths === termMonths);
}

/** The same term on another SKU, or the nearest it offers (a shorter one before a longer one). */
export function nearestPlan(sku: GoodsSku, termMonths: number): LeasePlan | undefined {
  return planFor(sku, termMonths) ?? [...sku.plans].sort((a, b) => Math.abs(a.termMonths - termMonths) - Math.abs(b.termMonths - termMonths) || a.termMonths - b.termMonths)[0];
}

/** The plan the page starts with: the lowest monthly rent, on a SKU in stock when there is one. */
export function cheapestPlan(skus: readonly GoodsSku[]): { sku: GoodsSku; plan: LeasePlan } | undefined {
  const inStock = skus.filter((sku) => sku.stock > 0);
  let best: { sku: GoodsSku; plan: LeasePlan } | undefined;
  for (const sku of inStock.length > 0 ? inStock : skus) {
    for (const plan of sku.plans) if (!best || plan.monthlyRent < best.plan.monthlyRent) best = { sku, plan };
  }
  return best;
}

export type RentalChoice = { skuId: number; termMonths: number; quantity: number };

/** The quantity a SKU allows: at least 1, at most its stock (1 when it has none: the page says 缺货). */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  return Math.min(Math.max(whole, 1), Math.max(stock, 1));
}

/**
 * The first choice: the SKU and term a URL asks for (`skuId`, `term`, e.g. on the way back from
 * the login page) where they exist, otherwise the cheapest plan. Null when nothing can be rented.
 */
export function initialChoice(
  skus: readonly GoodsSku[],
  requested: { skuId?: number | null; termMonths?: number | null; quantity?: number | null } = {},
  defaultQuantity = 1,
): RentalChoice | null {
  const cheapest = cheapestPlan(skus);
  if (!cheapest) return null;
  const sku = skus.find((candidate) => candidate.id === requested.skuId && candidate.plans.length > 0) ?? cheapest.sku;
  const requestedPlan = requested.termMonths ? planFor(sku, requested.termMonths) : undefined;
  const plan = requestedPlan ?? (sku === cheapest.sku ? cheapest.plan : (cheapestPlan([sku])?.plan ?? cheapest.plan));
  return { skuId: sku.id, termMonths: plan.termMonths, quantity: clampQuantity(requested.quantity ?? defaultQuantity, sku.stock) };
}

/** Reads `skuId`, `term` (or `termMonths`) and `quantity` from a query string; anything malformed is ignored. */
export function requestedChoice(search: string | URLSearchParams): { skuId: number | null; termMonths: number | null; quantity: number | null } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const positive = (raw: string | null) => (raw !== null && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);
  return { skuId: positive(params.get('skuId')), termMonths: positive(params.get('term') ?? params.get('termMonths')), quantity: positive(params.get('quantity')) };
}

/** The tier rate (percent of the list rent) that `quantity` reaches, or null below the first tier. */
export function tierRateFor(tiers: ProcurementTerms['tiers'] | undefined, quantity: number): number | null {
  const rate = bestTierRate(tiers, quantity);
  return rate < LIST_RATE ? rate : null;
}

export type PriceSummary = {
  termMonths: number;
  quantity: number;
  /** One unit's monthly rent after any bulk tier, fen. */
  unitMonthlyRent: number;
  /** One unit's monthly rent of the plan, before any bulk tier. */
  listUnitMonthlyRent: number;
  /** The bulk tier reached (percent), or null. */
  tierRate: number | null;
  /** 月租金: every unit's rent for one month. */
  monthlyRent: number;
  /** 押金: the deposit of every unit. */
  deposit: number;
  /** 租期总租金: monthly rent × term × quantity. */
  totalRent: number;
  /** 到期买断价: the buyout price of every unit at the end of the term. */
  buyoutPrice: number;
  /** 首期应付: the first month's rent and the deposit (freight and coupons come at checkout). */
  firstPayment: number;
};

/**
 * What a choice costs, all in fen. A procurement tier lowers the rent only (the deposit and the
 * buyout price stay), by the checkout's own rule (procurementUnitRent: per unit, half up), so
 * the summary shows exactly what the order will charge.
 */
export function priceSummary(sku: GoodsSku, plan: LeasePlan, quantity: number, tiers?: ProcurementTerms['tiers']): PriceSummary {
  const { rate, unitRent: unitMonthlyRent } = procurementUnitRent(plan.monthlyRent, tiers, quantity);
  const tierRate = rate < LIST_RATE ? rate : null;
  const monthlyRent = unitMonthlyRent * quantity;
  const deposit = sku.deposit * quantity;
  return {
    termMonths: plan.termMonths,
    quantity,
    unitMonthlyRent,
    listUnitMonthlyRent: plan.monthlyRent,
    tierRate,
    monthlyRent,
    deposit,
    totalRent: monthlyRent * plan.termMonths,
    buyoutPrice: plan.buyoutPrice * quantity,
    firstPayment: monthlyRent + deposit,
  };
}

/** "9.5折" for 95, "9折" for 90 (the discount label's form). */
export function rateLabel(rate: number): string {
  return `${Number.isInteger(rate / 10) ? rate / 10 : (rate / 10).toFixed(1)}折`;
}
