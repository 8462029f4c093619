/**
 * The platform's page 店铺管理 (`/api/sys/store/…`: list, detail, closing and reopening a shop, the
 * quality-store mark) and a merchant's own page 店铺设置 (`/api/sys/shop`).
 */
import { z } from 'zod';
import { storeCity, storeIntro } from './consoleApplications';
import { consoleExportForm, consoleListQuery, formBoolean, textFilter } from './console';
import { pictureRef } from './consolePictures';
import type { StoreReturnAddress } from './orderFulfilment';
import { blankToUndefined, positiveId } from './params';

/** Dictionary `store_status`. A closed shop (已停业) is in no public answer and its goods cannot be rented. */
export const STORE_STATUSES = ['open', 'closed'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];
export const STORE_STATUS_NAMES: Record<StoreStatus, string> = { open: '营业中', closed: '已停业' };

export const STORE_SORTS = ['createdAt', 'rating', 'goodsOnSale', 'orders'] as const;

const storeFilters = {
  /** The shop's name or slug. */
  keyword: textFilter(40),
  status: z.preprocess(blankToUndefined, z.enum(STORE_STATUSES, { error: '店铺状态不正确，应为 open 或 closed' }).optional()),
};
const FEATURED_FILTER = '优质店铺筛选不正确';

/** `POST /api/sys/store/list`. */
export const consoleStoreListBody = consoleListQuery(STORE_SORTS, { ...storeFilters, featured: z.preprocess(blankToUndefined, z.boolean({ error: FEATURED_FILTER }).optional()) });
export type ConsoleStoreListQuery = z.output<typeof consoleStoreListBody>;

/** `POST /api/sys/store/export`: the list's filters and sort, form-encoded (`featured` as `true` / `false`). */
export const consoleStoreExportForm = consoleExportForm(STORE_SORTS, { ...storeFilters, featured: formBoolean(FEATURED_FILTER) });
export type ConsoleStoreExportForm = z.output<typeof consoleStoreExportForm>;

/** One shop as the platform sees it. */
export type ConsoleStore = {
  id: number;
  slug: string;
  name: string;
  /** Picture path (the drawn `/stores/<slug>.svg` when the shop set none). */
  logo: string;
  intro: string;
  city: string;
  featured: boolean;
  status: StoreStatus;
  statusName: string;
  /** Why the platform last closed or reopened it. */
  statusReason: string;
  /** Out of 5, one decimal. */
  rating: number;
  tags: string[];
  /** Goods on sale with a lease plan (what the public lists show while the shop is open), and all its goods. */
  goodsOnSale: number;
  goodsTotal: number;
  /** Its rental orders (any status). */
  orders: number;
  /** Its back-office logins (editors). */
  staff: number;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createdAt: string;
  /** null: returns go to the platform's after-sales centre. */
  returnAddress: StoreReturnAddress | null;
};

const storeId = positiveId('店铺编号不正确');

/** `POST /api/sys/store/status`: close (停业) or reopen a shop, saying why. */
export const storeStatusBody = z.strictObject({
  id: storeId,
  status: z.enum(STORE_STATUSES, { error: '店铺状态不正确，应为 open 或 closed' }),
  reason: z.string({ error: '请填写原因' }).trim().min(1, '请填写原因').min(2, '原因至少 2 个字').max(200, '原因不能超过 200 个字'),
});

/** `POST /api/sys/store/featured`: the quality-store mark (优质店铺). */
export const storeFeaturedBody = z.strictObject({ id: storeId, featured: z.boolean({ error: '优质店铺设置不正确' }) });

/** Landlines (0755-88886666, with an extension), mobiles and 400/800 numbers. */
const TELEPHONE = /^(?:0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|1[3-9]\d{9}|[48]00-?\d{3}-?\d{4})$/;

export const returnAddressBody = z.strictObject({
  recipient: z.string({ error: '请填写收件人' }).trim().min(1, '请填写收件人').max(30, '收件人不能超过 30 个字'),
  phone: z.string({ error: '请填写联系电话' }).trim().min(1, '请填写联系电话').regex(TELEPHONE, '请输入正确的联系电话，如 13800138000 或 0755-88886666'),
  address: z.string({ error: '请填写退货地址' }).trim().min(1, '请填写退货地址').min(5, '退货地址至少 5 个字').max(120, '退货地址不能超过 120 个字'),
});

/** `GET /api/sys/shop?storeId=`: an editor's own shop (storeId, if sent, must be it); an admin names one. */
export const shopSettingsQuery = z.strictObject({ storeId: z.preprocess(blankToUndefined, storeId.optional()) });

/** The most a shop charges per unit for an upgrade (升级换机服务费): ¥9,999.00, in fen. */
export const UPGRADE_FEE_MAX = 999_900;
export const UPGRADE_FEE_TEXT = '升级换机服务费应为 0 到 9,999.00 元的金额，最多两位小数（0 为不收取）';

/**
 * `POST /api/sys/shop` (button `shop:edit`). `logo`: a picture key or the stored path, null for the
 * drawn logo; `returnAddress` null sends returns to the platform's after-sales centre;
 * `upgradeFee`: fen per unit charged when an order upgrades (docs/product-rules.md#upgrades), 0 for
 * none, absent keeps it. The page sends the yuan typed as fen (lib/format/yuan.ts), -1 when it is
 * not an amount, so this one schema says what is wrong on both sides.
 */
export const shopSettingsBody = z.strictObject({
  storeId: z.preprocess(blankToUndefined, storeId.optional()),
  intro: storeIntro,
  city: storeCity,
  logo: pictureRef.nullable().optional(),
  returnAddress: returnAddressBody.nullable(),
  upgradeFee: z.number({ error: UPGRADE_FEE_TEXT }).int(UPGRADE_FEE_TEXT).min(0, UPGRADE_FEE_TEXT).max(UPGRADE_FEE_MAX, UPGRADE_FEE_TEXT).optional(),
});
export type ShopSettingsInput = z.output<typeof shopSettingsBody>;

/** 店铺设置 as the page shows it. */
export type ShopSettings = {
  id: number;
  slug: string;
  name: string;
  logo: string;
  /** Whether `logo` is the shop's own picture (false: the drawn one). */
  customLogo: boolean;
  intro: string;
  city: string;
  status: StoreStatus;
  statusName: string;
  returnAddress: StoreReturnAddress | null;
  /** 升级换机服务费 per unit, fen (0: none). */
  upgradeFee: number;
  /** Where returns go while `returnAddress` is null. */
  platformReturnAddress: StoreReturnAddress;
};

export const CONSOLE_STORE_MESSAGES = {
  statusSaved: (status: StoreStatus) => (status === 'closed' ? '店铺已停业' : '店铺已恢复营业'),
  alreadyInStatus: (status: StoreStatus) => (status === 'closed' ? '该店铺已停业' : '该店铺正在营业'),
  featuredSaved: '已保存',
  shopSaved: '店铺设置已保存',
} as const;
