import { render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { GoodsDetailView } from '@/components/goods/GoodsDetailView';
import { productCrumbs } from '@/lib/goods/product-page';
import { GOODS, PROCUREMENT } from '@/test/fixtures/goods';
import type { GoodsDetail } from '@/contract/goods';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

function renderView(props: { goods?: GoodsDetail; preview?: boolean; procurement?: boolean } = {}) {
  const goods = props.goods ?? GOODS;
  return render(
    <Provider>
      <GoodsDetailView
        goods={goods}
        crumbs={productCrumbs(goods, props.procurement ? 'purchaseDetail' : 'details')}
        procurement={props.procurement ? PROCUREMENT : undefined}
        preview={props.preview}
      />
    </Provider>,
  );
}

test('the head of the page names the goods, its tags, its lowest rent and how often it was rented', () => {
  renderView();
  expect(screen.getByRole('heading', { level: 1, name: GOODS.name })).toBeInTheDocument();
  expect(screen.getByText(GOODS.subtitle)).toBeInTheDocument();
  const tags = within(screen.getByRole('list', { name: '商品标签' }));
  expect(tags.getByText('全新')).toBeInTheDocument();
  expect(tags.getByText('顺丰包邮')).toBeInTheDocument();
  expect(screen.getByText('已租 1,234 台')).toBeInTheDocument();
  const crumbs = within(screen.getByRole('navigation', { name: '面包屑' }));
  expect(crumbs.getByRole('link', { name: '苹果 MacBook' })).toHaveAttribute('href', '/list?categoryId=14');
});

test('a discounted goods shows its discount with the usual rent struck through', () => {
  renderView();
  expect(screen.getByText('8.5折')).toBeInTheDocument();
  const original = screen.getByText('¥299.00', { selector: 's' });
  expect(original.parentElement).toHaveTextContent('原价 ¥299.00/月');
});

test("the description is the server's HTML, and the specifications are a table", () => {
  renderView();
  const description = screen.getByRole('region', { name: '商品详情' });
  expect(within(description).getByText('MacBook Air 13 英寸 M4', { selector: 'strong' })).toBeInTheDocument();
  expect(within(description).getAllByRole('listitem')).toHaveLength(2);
  const specs = within(screen.getByRole('region', { name: '规格参数' }));
  expect(specs.getByRole('rowheader', { name: '处理器' }).nextElementSibling).toHaveTextContent('Apple M4 10 核');
  expect(specs.getAllByRole('row')).toHaveLength(GOODS.specs.length);
});

test('the store card says who rents it out and links to the store', () => {
  renderView();
  const store = within(screen.getByRole('region', { name: GOODS.store.name }));
  expect(store.getByRole('link', { name: GOODS.store.name })).toHaveAttribute('href', '/storeDetail?id=3');
  expect(store.getByRole('link', { name: '进店逛逛' })).toHaveAttribute('href', '/storeDetail?id=3');
  expect(store.getByText('深圳')).toBeInTheDocument();
  expect(store.getByText('4.8')).toBeInTheDocument();
  expect(store.getByText('（满分 5 分）')).toBeInTheDocument();
  expect(store.getByText('29 件')).toBeInTheDocument();
  expect(store.getByText('优质店铺')).toBeInTheDocument();
  expect(store.getByText('极速发货')).toBeInTheDocument();
});

test('the gallery offers the cover from other angles', () => {
  renderView();
  const gallery = within(screen.getByRole('group', { name: '商品图片' }));
  expect(gallery.getByRole('radio', { name: '正面' })).toBeChecked();
  expect(gallery.getByRole('radio', { name: '侧面' })).not.toBeChecked();
  expect(gallery.getByRole('img', { name: `${GOODS.name}（背面）` })).toHaveAttribute('src', '/goods/macbook-air-13-m4.svg?view=back');
});

test('the procurement page adds the bulk terms', () => {
  renderView({ procurement: true });
  const terms = within(screen.getByRole('region', { name: '采购条款' }));
  expect(terms.getByText('5 台')).toBeInTheDocument();
  expect(terms.getByText('增值税普通发票、增值税专用发票')).toBeInTheDocument();
  expect(terms.getByRole('row', { name: '10–49 台 9.5折' })).toBeInTheDocument();
  expect(terms.getByRole('row', { name: '50 台及以上 9折' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '企业采购' })).toHaveAttribute('href', '/purchase');
});

test('the preview says customers cannot see it and nothing can be rented', () => {
  renderView({ preview: true });
  expect(screen.getByText('预览模式：该商品尚未上架，顾客看不到此页面')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '立即租赁' })).toBeDisabled();
});
