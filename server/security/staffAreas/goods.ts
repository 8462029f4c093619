/**
 * Goods in the back office: the victim shop's (云租优选) draft, its goods on sale and its staff's
 * uploads, named by another shop's merchant. Detail, save and publish answer 404 as for an
 * unknown id; the list and the counts show the caller's own shop only; a picture or photo of the
 * victim shop is not readable through the back office.
 */
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { StaffUploadedFile } from '@/contract/files';
import type { ConsoleGoodsRow, GoodsEditDocument, GoodsStatusCount } from '@/contract/goodsConsole';
import { goods } from '../../db/schema';
import { pngImage } from '../../testing/images';
import type { Answer, TestServer } from '../../testing/harness';
import { NOT_FOUND, staffArea, type StaffCast } from '../staffMatrix';

type GoodsIds = { draftId: number; onSaleId: number; document: GoodsEditDocument; inspectionKey: string; pictureKey: string; victimStoreId: number };

/** What arrange made, for the list rows' checks (which see only the answer). */
let arranged: GoodsIds | undefined;

async function upload(server: TestServer, token: string, purpose: string): Promise<StaffUploadedFile> {
  const answer = await server.upload<StaffUploadedFile>(pngImage(3, 3), { purpose, token, path: '/api/sys/file/upload' });
  assert.ok(answer.body.data, answer.body.msg);
  return answer.body.data;
}

async function arrange({ server, merchant }: StaffCast): Promise<GoodsIds> {
  assert.ok(merchant.storeId);
  const picture = await upload(server, merchant.token, 'goods');
  const saved = await server.post<GoodsEditDocument>(
    '/api/sys/goods/save',
    {
      name: '云租优选 权限矩阵草稿',
      categoryId: 11,
      brand: '联想',
      condition: 'new',
      images: [picture.key],
      skus: [
        {
          cpu: 'i5',
          memory: '16GB',
          storage: '512GB',
          graphics: '集显',
          screen: '14"',
          stock: 2,
          deposit: 100_000,
          plans: [{ termMonths: 12, monthlyRent: 19_900, buyoutPrice: 300_000 }],
        },
      ],
    },
    { token: merchant.token },
  );
  assert.ok(saved.body.data, saved.body.msg);
  const [onSale] = await server.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.storeId, merchant.storeId), eq(goods.status, 'on_sale')))
    .limit(1);
  assert.ok(onSale);
  const inspection = await upload(server, merchant.token, 'inspection');
  const unattached = await upload(server, merchant.token, 'goods');
  arranged = {
    draftId: saved.body.data.id,
    onSaleId: onSale.id,
    document: saved.body.data,
    inspectionKey: inspection.key,
    pictureKey: unattached.key,
    victimStoreId: merchant.storeId,
  };
  return arranged;
}

/** The victim's document sent back as the other merchant's save: the whole body well-formed, only the goods not theirs. */
function saveOf({ document }: GoodsIds) {
  const { id, name, categoryId, brand, condition, images, skus } = document;
  return { id, name, categoryId, brand, condition, images, skus: skus.map(({ ordered: _ordered, ...sku }) => ({ ...sku, stock: 9999 })) };
}

function onlyOwnShop(answer: Answer): void {
  assert.ok(arranged);
  const rows = answer.body.rows as ConsoleGoodsRow[];
  assert.ok(rows.length > 0, 'the caller sees its own goods');
  assert.ok(
    rows.every((row) => row.storeId !== arranged?.victimStoreId),
    'no row of the victim shop',
  );
}

export const goodsArea = staffArea<GoodsIds>({
  name: 'goods',
  arrange,
  rows: [
    { names: "the shop's draft", method: 'GET', route: '/api/sys/goods/detail/:id', path: (ids) => `/api/sys/goods/detail/${ids.draftId}`, expect: NOT_FOUND },
    { names: "the shop's goods on sale", method: 'GET', route: '/api/sys/goods/detail/:id', path: (ids) => `/api/sys/goods/detail/${ids.onSaleId}`, expect: NOT_FOUND },
    { names: "the shop's draft", method: 'POST', route: '/api/sys/goods/save', path: () => '/api/sys/goods/save', body: saveOf, expect: NOT_FOUND },
    {
      names: "the shop as the new goods' shop",
      method: 'POST',
      route: '/api/sys/goods/save',
      path: () => '/api/sys/goods/save',
      body: (ids) => ({ ...saveOf(ids), id: undefined, storeId: ids.victimStoreId }),
      expect: NOT_FOUND,
    },
    {
      names: "the shop's goods on sale",
      method: 'POST',
      route: '/api/sys/goods/publish',
      path: () => '/api/sys/goods/publish',
      body: (ids) => ({ ids: [ids.onSaleId], onSale: false }),
      expect: NOT_FOUND,
    },
    {
      names: "the shop's draft",
      method: 'POST',
      route: '/api/sys/goods/publish',
      path: () => '/api/sys/goods/publish',
      body: (ids) => ({ ids: [ids.draftId], onSale: true }),
      expect: NOT_FOUND,
    },
    {
      names: 'the shop in the list filter',
      method: 'POST',
      route: '/api/sys/goods/list',
      path: () => '/api/sys/goods/list',
      body: (ids) => ({ page: 1, limit: 100, storeId: ids.victimStoreId }),
      expect: { kind: 'ownView', check: onlyOwnShop },
    },
    {
      names: "the shop's draft by its number",
      method: 'POST',
      route: '/api/sys/goods/list',
      path: () => '/api/sys/goods/list',
      body: (ids) => ({ page: 1, limit: 100, keyword: String(ids.draftId) }),
      expect: { kind: 'ownView', check: (answer) => assert.equal(answer.body.total, 0) },
    },
    {
      names: 'the shop in the counts filter',
      method: 'GET',
      route: '/api/sys/goods/statusCount',
      path: (ids) => `/api/sys/goods/statusCount?storeId=${ids.victimStoreId}`,
      expect: { kind: 'ownView', check: (answer) => assert.ok(((answer.body.data as GoodsStatusCount | undefined)?.all ?? 0) > 0) },
    },
    { names: "the shop's inspection photo", method: 'GET', route: '/api/sys/file/:key', path: (ids) => `/api/sys/file/${ids.inspectionKey}`, expect: NOT_FOUND },
    { names: "the shop's fresh goods picture", method: 'GET', route: '/api/sys/file/:key', path: (ids) => `/api/sys/file/${ids.pictureKey}`, expect: NOT_FOUND },
  ],
});
