/**
 * @jest-environment node
 */
import type { GoodsSku } from '@/contract/goods';
import {
  chooseValue,
  clampQuantity,
  cheapestPlan,
  dimensionsDistinguish,
  findSku,
  initialChoice,
  isValueAvailable,
  nearestPlan,
  priceSummary,
  rateLabel,
  requestedChoice,
  skuDimensions,
  tierRateFor,
} from '@/lib/goods/rental-choice';
import { PROCUREMENT, SKU_BASE, SKU_MEMORY, SKU_STORAGE } from '@/test/fixtures/goods';

const SKUS = [SKU_BASE, SKU_STORAGE, SKU_MEMORY];
const dimensions = skuDimensions(SKUS);

test('only the fields whose values differ become pickers, each value once in SKU order', () => {
  expect(dimensions).toEqual([
    { key: 'memory', label: '内存', values: ['16GB 统一内存', '24GB 统一内存'] },
    { key: 'storage', label: '存储', values: ['256GB SSD', '512GB SSD'] },
    { key: 'graphics', label: '显卡', values: ['M4 8 核 GPU', 'M4 10 核 GPU'] },
  ]);
  expect(skuDimensions([SKU_BASE])).toEqual([]);
});

test('a combination that no SKU has is offered disabled, judged against the pickers above it', () => {
  // 16GB + 256GB exists only with the 8-core GPU.
  expect(isValueAvailable(SKUS, dimensions, SKU_BASE, 'graphics', 'M4 10 核 GPU')).toBe(false);
  expect(isValueAvailable(SKUS, dimensions, SKU_BASE, 'graphics', 'M4 8 核 GPU')).toBe(true);
  // Changing a picker higher up is always possible: the ones below follow.
  expect(isValueAvailable(SKUS, dimensions, SKU_BASE, 'storage', '512GB SSD')).toBe(true);
  expect(isValueAvailable(SKUS, dimensions, SKU_BASE, 'memory', '24GB 统一内存')).toBe(true);
  // 24GB exists only with 512GB.
  expect(isValueAvailable(SKUS, dimensions, SKU_MEMORY, 'storage', '256GB SSD')).toBe(false);
});

test('choosing a value moves the pickers below it to a combination that exists', () => {
  expect(chooseValue(SKUS, dimensions, SKU_BASE, 'memory', '24GB 统一内存')?.id).toBe(SKU_MEMORY.id);
  expect(chooseValue(SKUS, dimensions, SKU_BASE, 'storage', '512GB SSD')?.id).toBe(SKU_STORAGE.id);
  // Going back to 16GB from the 24GB SKU keeps 512GB, which exists with 16GB.
  expect(chooseValue(SKUS, dimensions, SKU_MEMORY, 'memory', '16GB 统一内存')?.id).toBe(SKU_STORAGE.id);
  expect(chooseValue(SKUS, dimensions, SKU_BASE, 'memory', '64GB')).toBeUndefined();
});

test('a SKU is found by its field values, and a missing combination finds none', () => {
  expect(findSku(SKUS, { memory: '16GB 统一内存', storage: '512GB SSD' })?.id).toBe(SKU_STORAGE.id);
  expect(findSku(SKUS, { memory: '24GB 统一内存', storage: '256GB SSD' })).toBeUndefined();
});

test('SKUs that differ only by name cannot be told apart by the pickers', () => {
  const twin: GoodsSku = { ...SKU_BASE, id: 104, name: 'M4 / 16GB / 256GB 午夜色' };
  expect(dimensionsDistinguish(SKUS, dimensions)).toBe(true);
  expect(dimensionsDistinguish([SKU_BASE, twin], skuDimensions([SKU_BASE, twin]))).toBe(false);
});

test('the page starts with the lowest monthly rent of a SKU in stock', () => {
  expect(initialChoice(SKUS)).toEqual({ skuId: SKU_BASE.id, termMonths: 24, quantity: 1 });
  const cheapButGone: GoodsSku = { ...SKU_MEMORY, plans: [{ termMonths: 24, monthlyRent: 9_900, buyoutPrice: 1, totalRent: 237_600 }] };
  expect(cheapestPlan([SKU_BASE, cheapButGone])?.sku.id).toBe(SKU_BASE.id);
  expect(cheapestPlan([cheapButGone])?.sku.id).toBe(cheapButGone.id);
  expect(initialChoice([])).toBeNull();
});

test('the SKU and term an address asks for are chosen when they exist', () => {
  expect(initialChoice(SKUS, { skuId: SKU_STORAGE.id, termMonths: 12 })).toEqual({ skuId: SKU_STORAGE.id, termMonths: 12, quantity: 1 });
  // SKU 102 has no 1-month plan: its cheapest plan instead.
  expect(initialChoice(SKUS, { skuId: SKU_STORAGE.id, termMonths: 1 })).toEqual({ skuId: SKU_STORAGE.id, termMonths: 24, quantity: 1 });
  expect(initialChoice(SKUS, { skuId: 999, termMonths: 12 })).toEqual({ skuId: SKU_BASE.id, termMonths: 12, quantity: 1 });
  expect(initialChoice(SKUS, { quantity: 500 })?.quantity).toBe(SKU_BASE.stock);
});

test('the address is read leniently: anything malformed is ignored', () => {
  expect(requestedChoice('?id=7&skuId=102&term=12&quantity=3')).toEqual({ skuId: 102, termMonths: 12, quantity: 3 });
  expect(requestedChoice('?skuId=abc&term=0&quantity=-1')).toEqual({ skuId: null, termMonths: null, quantity: null });
  expect(requestedChoice('termMonths=6').termMonths).toBe(6);
});

test('on another SKU the term stays when it is offered, otherwise the nearest one', () => {
  expect(nearestPlan(SKU_STORAGE, 12)?.termMonths).toBe(12);
  expect(nearestPlan(SKU_STORAGE, 6)?.termMonths).toBe(3);
  expect(nearestPlan(SKU_STORAGE, 1)?.termMonths).toBe(3);
  expect(nearestPlan(SKU_MEMORY, 1)?.termMonths).toBe(12);
});

test('the quantity stays between 1 and the stock', () => {
  expect(clampQuantity(0, 10)).toBe(1);
  expect(clampQuantity(11, 10)).toBe(10);
  expect(clampQuantity(3.7, 10)).toBe(3);
  expect(clampQuantity(Number.NaN, 10)).toBe(1);
  expect(clampQuantity(4, 0)).toBe(1);
});

test('the price summary multiplies rent, deposit and buyout by the quantity and the rent by the term', () => {
  const [twelveMonths] = SKU_STORAGE.plans.filter((plan) => plan.termMonths === 12);
  if (!twelveMonths) throw new Error('fixture');
  expect(priceSummary(SKU_STORAGE, twelveMonths, 3)).toEqual({
    termMonths: 12,
    quantity: 3,
    unitMonthlyRent: 34_900,
    listUnitMonthlyRent: 34_900,
    tierRate: null,
    monthlyRent: 104_700,
    deposit: 810_000,
    totalRent: 1_256_400,
    buyoutPrice: 1_920_000,
    firstPayment: 914_700,
  });
});

test('a procurement tier lowers the rent from its quantity on, and only the rent', () => {
  const [twelveMonths] = SKU_STORAGE.plans.filter((plan) => plan.termMonths === 12);
  if (!twelveMonths) throw new Error('fixture');
  expect(priceSummary(SKU_STORAGE, twelveMonths, 9, PROCUREMENT.tiers).tierRate).toBeNull();
  const bulk = priceSummary(SKU_STORAGE, twelveMonths, 10, PROCUREMENT.tiers);
  expect(bulk.tierRate).toBe(95);
  expect(bulk.unitMonthlyRent).toBe(33_155);
  expect(bulk.monthlyRent).toBe(331_550);
  expect(bulk.totalRent).toBe(331_550 * 12);
  expect(bulk.deposit).toBe(2_700_000);
  expect(bulk.buyoutPrice).toBe(6_400_000);
  expect(tierRateFor(PROCUREMENT.tiers, 60)).toBe(90);
  expect(rateLabel(95)).toBe('9.5折');
  expect(rateLabel(90)).toBe('9折');
});

test('the page rounds a tier rent as the checkout charges it: per unit, half up to the fen, never above the list rent', () => {
  const odd = { termMonths: 12, monthlyRent: 19_990, buyoutPrice: 500_000, totalRent: 19_990 * 12 };
  // ¥199.90 × 95 % = ¥189.905 → ¥189.91.
  expect(priceSummary(SKU_STORAGE, odd, 10, PROCUREMENT.tiers).unitMonthlyRent).toBe(18_991);
  expect(priceSummary(SKU_STORAGE, odd, 10, [{ minQuantity: 10, rate: 120 }])).toMatchObject({ tierRate: null, unitMonthlyRent: 19_990 });
});
