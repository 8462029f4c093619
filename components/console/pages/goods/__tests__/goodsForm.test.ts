/** 编辑商品's form: the lease-plan grid's checks and the save body (fen, integers, ids) it becomes. */
import { goodsSaveBody, type GoodsEditDocument } from '@/contract/goodsConsole';
import { checkGoodsForm, emptyGoodsForm, formSnapshot, goodsFormOf, goodsSaveBodyOf, newPlan, planGridProblems, planTotalRent, type GoodsForm, type PlanDraft } from '../goodsForm';

const plan = (termMonths: string, monthlyRent: string, buyoutPrice: string): PlanDraft => ({ key: `${termMonths}-${monthlyRent}`, termMonths, monthlyRent, buyoutPrice });

test('the plan grid names each wrong cell: term out of range or repeated, rent not above 0, amounts with three decimals', () => {
  const { rows, grid } = planGridProblems([plan('12', '299.00', '3000'), plan('12', '0', '1.005'), plan('37', '', '-1'), plan('6', '0.01', '0')]);
  expect(grid).toBeNull();
  expect(rows).toEqual([
    {},
    { termMonths: '租期 12 个月重复', monthlyRent: '月租金必须大于 0', buyoutPrice: '买断价应为金额，最多两位小数' },
    { termMonths: '租期应为 1 到 36 的整数（月）', monthlyRent: '请填写月租金', buyoutPrice: '买断价应为金额，最多两位小数' },
    {},
  ]);
});

test('the plan grid needs one plan and takes at most eight', () => {
  expect(planGridProblems([]).grid).toBe('请至少设置 1 个租期方案');
  const nine = Array.from({ length: 9 }, (_, index) => plan(String(index + 1), '100', '0'));
  expect(planGridProblems(nine).grid).toBe('租期方案最多 8 个');
});

test('a new plan row takes the first common term not yet in the grid', () => {
  expect(newPlan([]).termMonths).toBe('1');
  expect(newPlan(['1', '3', '6']).termMonths).toBe('12');
  expect(newPlan(['1', '3', '6', '12', '24', '36']).termMonths).toBe('');
});

test('a plan row shows its total rent in exact fen', () => {
  expect(planTotalRent(plan('12', '0.29', '0'))).toBe(348);
  expect(planTotalRent(plan('x', '0.29', '0'))).toBeNull();
});

function laptop(): GoodsForm {
  return {
    ...emptyGoodsForm(),
    name: ' 联想 ThinkPad T14p 2026 ',
    brand: '联想',
    model: 'T14p',
    categoryId: '11',
    condition: 'new',
    zones: ['discount'],
    tags: ['顺丰包邮'],
    images: ['/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'],
    specs: [{ key: 's1', name: '重量', value: '1.6kg' }],
    description: '<p>轻薄</p>',
    skus: [
      {
        key: 'k1',
        ordered: false,
        name: '',
        cpu: 'Ultra 5 125H',
        memory: '16GB',
        storage: '512GB SSD',
        graphics: '集成显卡',
        screen: '14 英寸 2.5K',
        stock: '8',
        deposit: '0.29',
        plans: [plan('3', '4.35', '0'), plan('12', '299.90', '1999.99')],
      },
    ],
  };
}

test("the save body carries fen and integers, trimmed text, and passes the server's own schema", () => {
  const { errors, body } = checkGoodsForm(laptop(), { id: null, chooseStore: false });
  expect(errors).toEqual({});
  expect(body).toEqual({
    name: '联想 ThinkPad T14p 2026',
    subtitle: '',
    categoryId: 11,
    brand: '联想',
    model: 'T14p',
    condition: 'new',
    zones: ['discount'],
    tags: ['顺丰包邮'],
    images: ['/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'],
    specs: [{ name: '重量', value: '1.6kg' }],
    description: '<p>轻薄</p>',
    skus: [
      {
        name: '',
        cpu: 'Ultra 5 125H',
        memory: '16GB',
        storage: '512GB SSD',
        graphics: '集成显卡',
        screen: '14 英寸 2.5K',
        stock: 8,
        deposit: 29,
        plans: [
          { termMonths: 3, monthlyRent: 435, buyoutPrice: 0 },
          { termMonths: 12, monthlyRent: 29990, buyoutPrice: 199999 },
        ],
      },
    ],
  });
  expect(goodsSaveBody.safeParse(body).success).toBe(true);
});

test("an admin names the shop of new goods only; an edit sends the goods' and configurations' ids", () => {
  const form = { ...laptop(), storeId: '3' };
  expect(checkGoodsForm({ ...form, storeId: '' }, { id: null, chooseStore: true }).errors).toEqual({ storeId: '请选择店铺' });
  expect(goodsSaveBodyOf(form, { id: null, chooseStore: true }).storeId).toBe(3);
  const edited = goodsSaveBodyOf({ ...form, skus: form.skus.map((sku) => ({ ...sku, id: 41 })) }, { id: 7, chooseStore: true });
  expect(edited.id).toBe(7);
  expect(edited.storeId).toBeUndefined();
  expect(edited.skus[0]?.id).toBe(41);
});

test('field problems are listed by path and nothing is sent; what only the schema sees comes in its words', () => {
  const broken = laptop();
  const [sku] = broken.skus;
  if (!sku) throw new Error('no sku');
  broken.images = [];
  broken.skus = [{ ...sku, stock: '1.5', deposit: 'abc', cpu: ' ', plans: [plan('12', '100', '0'), plan('12', '100', '0')] }];
  const { errors, body } = checkGoodsForm(broken, { id: null, chooseStore: false });
  expect(body).toBeNull();
  expect(errors).toEqual({
    images: '请至少上传 1 张商品图片',
    'skus.0.cpu': '请填写处理器',
    'skus.0.stock': '库存应为 0 到 9999 的整数',
    'skus.0.deposit': '押金应为金额，最多两位小数',
    'skus.0.plans.1.termMonths': '租期 12 个月重复',
  });

  const twins = laptop();
  twins.skus = [...twins.skus, ...twins.skus.map((twin) => ({ ...twin, key: 'k2' }))];
  expect(checkGoodsForm(twins, { id: null, chooseStore: false })).toEqual({ errors: { form: '第 2 个配置与第 1 个配置完全相同' }, body: null });
});

test('a loaded document becomes the form in yuan, and an untouched form has the same snapshot', () => {
  const goods: GoodsEditDocument = {
    id: 7,
    slug: 't14p',
    storeId: 1,
    storeName: '云租优选旗舰店',
    status: 'on_sale',
    statusName: '在售',
    name: 'T14p',
    subtitle: '',
    categoryId: 11,
    categoryPath: [],
    brand: '联想',
    model: '',
    condition: 'used',
    zones: [],
    tags: [],
    images: ['/goods/t14p.svg'],
    specs: [],
    description: '',
    lowestRent: 435,
    rentedCount: 2,
    createdAt: '',
    updatedAt: '',
    skus: [
      {
        id: 41,
        name: 'A',
        cpu: 'c',
        memory: 'm',
        storage: 's',
        graphics: 'g',
        screen: 'x',
        stock: 3,
        deposit: 129950,
        ordered: true,
        plans: [{ termMonths: 3, monthlyRent: 435, buyoutPrice: 7 }],
      },
    ],
  };
  const form = goodsFormOf(goods);
  expect(form.skus[0]).toMatchObject({ id: 41, ordered: true, stock: '3', deposit: '1299.50', plans: [{ termMonths: '3', monthlyRent: '4.35', buyoutPrice: '0.07' }] });
  expect(formSnapshot(goodsFormOf(goods))).toBe(formSnapshot(form));
  expect(goodsSaveBodyOf(form, { id: 7, chooseStore: false }).skus[0]?.deposit).toBe(129950);
});
