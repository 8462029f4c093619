/** 编辑商品: what 保存 sends, the tab's URL after the first save, refusals that keep the input, buttons the menu hides. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { GoodsEditDocument, GoodsSaveBody } from '@/contract/goodsConsole';
import type { RichTextEditorProps } from '@/components/console/form/RichTextEditor';
import '@/test/rich-text-layout';
import { menuOf, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import GoodsEditPage from '../GoodsEditPage';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/console/goods/edit', useSearchParams: () => new URLSearchParams() }));
// The description's rich-text editor (tested in RichTextEditor.test.tsx) is the heaviest part of the
// page, and nothing here writes in it: with a plain field in its place every render and every query
// of the page costs a third less. What 保存 sends from it, an empty description, is still checked.
jest.mock('@/components/console/form/RichTextEditor', () => ({
  RichTextEditor: ({ label, value, onChange, disabled }: RichTextEditorProps) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} />
  ),
}));

const ALL_BUTTONS = ['goods:add', 'goods:edit', 'goods:publish', 'goods:export'];
const menu = (buttons: readonly string[] = ALL_BUTTONS) =>
  menuOf([
    { url: '/console/goods', name: '商品列表', buttons },
    { url: '/console/goods/edit', name: '编辑商品', hidden: true },
  ]);

const KEY = `${'c'.repeat(32)}.png`;
const CATEGORIES = [
  {
    id: 1,
    name: '笔记本电脑',
    children: [
      { id: 11, name: '商务办公本', children: [] },
      { id: 12, name: '游戏本', children: [] },
    ],
  },
  { id: 5, name: '服务器', children: [] },
];

function documentOf(body: GoodsSaveBody, id: number): GoodsEditDocument {
  return {
    id,
    slug: 'thinkpad-t14p-laptop-1a2b3c4d',
    storeId: 1,
    storeName: '云租优选旗舰店',
    status: 'draft',
    statusName: '草稿',
    name: body.name,
    subtitle: body.subtitle ?? '',
    categoryId: body.categoryId,
    categoryPath: [],
    brand: body.brand,
    model: body.model ?? '',
    condition: body.condition,
    zones: body.zones ?? [],
    tags: body.tags ?? [],
    images: body.images,
    specs: body.specs ?? [],
    description: body.description ?? '',
    skus: body.skus.map((sku, index) => ({ ...sku, id: sku.id ?? 500 + index, name: sku.name || `${sku.cpu} / ${sku.memory} / ${sku.storage}`, ordered: false })),
    lowestRent: null,
    rentedCount: 0,
    createdAt: '2026-11-20 10:00:00',
    updatedAt: '2026-11-20 10:00:00',
  };
}

let notices: RecordingNotifier;
let sent: GoodsSaveBody[];
beforeEach(() => {
  notices = recordNotices();
  sent = [];
  router.push.mockClear();
  server.use(
    http.get(apiUrl('api/wGoodsCategoryQian/goodCate'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: CATEGORIES })),
    http.get(apiUrl('system/dict/data/type/:type'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: [] })),
    http.post(apiUrl('api/sys/file/upload'), () =>
      HttpResponse.json({ code: 200, msg: '上传成功', data: { key: KEY, mime: 'image/png', size: 4, url: `/files/${KEY}`, purpose: 'goods' } }),
    ),
  );
});
afterEach(() => notices.restore());

function answerSaves(answer: (body: GoodsSaveBody) => object) {
  server.use(
    http.post(apiUrl('api/sys/goods/save'), async ({ request }) => {
      const body = (await request.json()) as GoodsSaveBody;
      sent.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Fills a new laptop with one configuration and two plans (12 months ¥299.90, 3 months ¥4.35). */
async function fillNewLaptop() {
  const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });
  type(screen.getByLabelText(/^商品名称/), '联想 ThinkPad T14p 2026');
  type(screen.getByLabelText(/^品牌/), '联想');
  await chooseOption('商品分类', '游戏本');
  await userEvent.upload(screen.getByLabelText('上传商品图片'), png());
  await screen.findByAltText('商品图片 1');
  // Looked up in the configuration's card: each label looked up across the whole page costs a tenth of a second.
  const sku = within(screen.getByRole('group', { name: '配置 1' }));
  type(sku.getByLabelText(/^配置 1处理器/), 'Ultra 5 125H');
  type(sku.getByLabelText(/^配置 1内存/), '16GB');
  type(sku.getByLabelText(/^配置 1存储/), '512GB SSD');
  type(sku.getByLabelText(/^配置 1显卡/), '集成显卡');
  type(sku.getByLabelText(/^配置 1屏幕/), '14 英寸 2.5K');
  type(sku.getByLabelText(/^配置 1库存/), '8');
  type(sku.getByLabelText(/^配置 1押金/), '0.29');
  type(sku.getByLabelText('配置 1第 1 个方案的租期（月）'), '12');
  type(sku.getByLabelText('配置 1第 1 个方案的月租金（元）'), '299.9');
  type(sku.getByLabelText('配置 1第 1 个方案的买断价（元）'), '1999.99');
  fireEvent.click(sku.getByRole('button', { name: '为配置 1添加租期方案' }));
  type(sku.getByLabelText('配置 1第 2 个方案的月租金（元）'), '4.35');
  type(sku.getByLabelText('配置 1第 2 个方案的买断价（元）'), '0');
}

test("a new laptop saves as a draft with fen and integers, and the tab's URL gets its id", async () => {
  answerSaves((body) => ({ code: 200, msg: '保存成功', data: documentOf(body, 77) }));
  // The opened document is read again when the tab shows it: as the server keeps it, the last save.
  server.use(http.get(apiUrl('api/sys/goods/detail/77'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: documentOf(sent[sent.length - 1] as GoodsSaveBody, 77) })));
  const { tabQuery } = renderConsolePage(GoodsEditPage, { path: '/console/goods/edit', menu: menu() });
  expect(await screen.findByRole('heading', { name: '新增商品' })).toBeInTheDocument();
  await fillNewLaptop();
  fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    name: '联想 ThinkPad T14p 2026',
    subtitle: '',
    categoryId: 12,
    brand: '联想',
    model: '',
    condition: 'new',
    zones: [],
    tags: [],
    images: [`/files/${KEY}`],
    specs: [],
    description: '',
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
          { termMonths: 12, monthlyRent: 29990, buyoutPrice: 199999 },
          { termMonths: 1, monthlyRent: 435, buyoutPrice: 0 },
        ],
      },
    ],
  });
  await waitFor(() => expect(tabQuery()).toEqual({ id: '77' }));
  expect(await screen.findByRole('heading', { name: '编辑商品 · 联想 ThinkPad T14p 2026' })).toBeInTheDocument();
  expect(notices.seen).toContainEqual({ type: 'success', message: '保存成功，商品已存为草稿' });
  expect(screen.getByText('所有修改已保存')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '预览' })).toHaveAttribute('href', '/detailsPreview?id=77');
  const publish = screen.getByRole('button', { name: '上架' });
  expect(publish).toBeEnabled();

  // The saved configuration now has its id: the next save edits it rather than adding another.
  fireEvent.change(screen.getByLabelText('配置 1第 2 个方案的月租金（元）'), { target: { value: '5' } });
  expect(screen.getByText('有未保存的修改（预览显示已保存的内容）')).toBeInTheDocument();
  expect(publish).toBeDisabled();
  expect(publish).toHaveTextContent('上架');
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ id: 77, skus: [{ id: 500, plans: [{ termMonths: 12 }, { termMonths: 1, monthlyRent: 500 }] }] });
});

test('wrong cells of the plan grid are shown where they are and nothing is sent', async () => {
  answerSaves(() => ({ code: 500, msg: 'unexpected' }));
  renderConsolePage(GoodsEditPage, { path: '/console/goods/edit', menu: menu() });
  await fillNewLaptop();
  fireEvent.change(screen.getByLabelText('配置 1第 2 个方案的租期（月）'), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText('配置 1第 1 个方案的月租金（元）'), { target: { value: '0.001' } });
  fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));

  expect(await screen.findByText('租期 12 个月重复')).toBeInTheDocument();
  expect(screen.getByText('月租金应为金额，最多两位小数')).toBeInTheDocument();
  expect(notices.seen).toContainEqual({ type: 'warning', message: '请按提示修改标红的内容后再保存' });
  expect(sent).toEqual([]);
});

test('a refusal from the server is shown and the input stays; the URL gets no id', async () => {
  answerSaves(() => ({ code: 500, msg: '第 1 张图片不存在或已被使用，请重新上传' }));
  const { tabQuery } = renderConsolePage(GoodsEditPage, { path: '/console/goods/edit', menu: menu() });
  await fillNewLaptop();
  fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '第 1 张图片不存在或已被使用，请重新上传' }));
  expect(screen.getByLabelText(/^商品名称/)).toHaveValue('联想 ThinkPad T14p 2026');
  expect(screen.getByLabelText('配置 1第 1 个方案的月租金（元）')).toHaveValue('299.9');
  expect(screen.getByRole('button', { name: '保存草稿' })).toBeEnabled();
  expect(tabQuery()).toEqual({});
});

const ORDERED: GoodsEditDocument = {
  ...documentOf(
    {
      name: 'ThinkPad X1',
      categoryId: 11,
      brand: '联想',
      condition: 'new',
      images: ['/goods/thinkpad-x1.svg'],
      skus: [
        {
          id: 41,
          cpu: 'i7',
          memory: '32GB',
          storage: '1TB',
          graphics: '集成',
          screen: '14',
          stock: 2,
          deposit: 100000,
          plans: [{ termMonths: 12, monthlyRent: 45900, buyoutPrice: 0 }],
        },
        {
          id: 42,
          cpu: 'i5',
          memory: '16GB',
          storage: '512GB',
          graphics: '集成',
          screen: '14',
          stock: 5,
          deposit: 50000,
          plans: [{ termMonths: 6, monthlyRent: 29900, buyoutPrice: 0 }],
        },
      ],
    },
    9,
  ),
  status: 'on_sale',
  statusName: '在售',
};
ORDERED.skus = ORDERED.skus.map((sku) => ({ ...sku, ordered: sku.id === 41 }));

test('an ordered configuration cannot be deleted: removing it says it will be retired, and the save leaves it out', async () => {
  server.use(http.get(apiUrl('api/sys/goods/detail/9'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: ORDERED })));
  answerSaves((body) => ({ code: 200, msg: '保存成功', data: { ...ORDERED, skus: ORDERED.skus.filter((sku) => body.skus.some((kept) => kept.id === sku.id)) } }));
  renderConsolePage(GoodsEditPage, { path: '/console/goods/edit', search: 'id=9', menu: menu() });
  expect(await screen.findByRole('heading', { name: '编辑商品 · ThinkPad X1' })).toBeInTheDocument();
  const first = screen.getByRole('group', { name: '配置 1' });
  expect(within(first).getByText('已有订单')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: '配置 2' })).getByRole('button', { name: '删除配置 2' })).toBeInTheDocument();

  fireEvent.click(within(first).getByRole('button', { name: '停用配置 1' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain('已有订单，不能删除');
  notices.answer(true);
  expect(await screen.findByText(/将停用（已有订单，不能删除/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.id).toBe(9);
  expect(sent[0]?.skus.map((sku) => sku.id)).toEqual([42]);
  expect(sent[0]?.skus[0]?.deposit).toBe(50000);
});

test('without goods:edit the goods are shown read-only, and without goods:publish there is no 上架 or 下架', async () => {
  server.use(http.get(apiUrl('api/sys/goods/detail/9'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: ORDERED })));
  renderConsolePage(GoodsEditPage, { path: '/console/goods/edit', search: 'id=9', menu: menu(['goods:add']) });
  expect(await screen.findByText('您没有编辑商品的权限，只能查看。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  expect(screen.queryByRole('button', { name: '下架' })).toBeNull();
  expect(screen.getByLabelText(/^商品名称/)).toBeDisabled();
  expect(screen.getByRole('link', { name: '预览' })).toHaveAttribute('href', '/detailsPreview?id=9');
});
