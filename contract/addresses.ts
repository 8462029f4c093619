/**
 * The address book on the wire (`/api/wAddress/…`): at most ADDRESS_BOOK_MAX addresses, exactly
 * one of them the default while any exist. The fields are an order's address (contract/orders.ts
 * `orderAddress`, so a saved address can be ordered to as it is) plus a short tag.
 */
import { z } from 'zod';
import { orderAddress, type OrderAddress } from './orders';
import { positiveId } from './params';

export const ADDRESS_BOOK_MAX = 20;
export const ADDRESS_TAG_MAX = 8;
/** Tags offered as one click; any other short word may be typed. */
export const ADDRESS_TAG_SUGGESTIONS = ['公司', '家', '学校'] as const;

const tag = z
  .string({ error: '地址标签不正确' })
  .trim()
  .max(ADDRESS_TAG_MAX, `地址标签不能超过 ${ADDRESS_TAG_MAX} 个字`)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const isDefault = z.boolean({ error: '默认地址设置不正确' }).optional();

export const addressBody = z.strictObject({ ...orderAddress.shape, tag, isDefault });
export const addressId = positiveId('地址编号不正确');
export const addressUpdateBody = z.strictObject({ id: addressId, ...orderAddress.shape, tag, isDefault });
export const addressDefaultBody = z.strictObject({ id: addressId });

export type AddressInput = z.input<typeof addressBody>;
export type AddressBody = z.output<typeof addressBody>;
export type AddressUpdateBody = z.output<typeof addressUpdateBody>;

export type SavedAddress = OrderAddress & {
  id: number;
  tag: string | null;
  isDefault: boolean;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  createdAt: string;
  updatedAt: string;
};

/** `DELETE /api/wAddress/{id}`: which address is the default now (null: the book is empty). */
export type AddressDeleted = { id: number; defaultId: number | null };

export const ADDRESS_MESSAGES = {
  saved: '地址已保存',
  updated: '地址已更新',
  deleted: '地址已删除',
  defaultSet: '已设为默认地址',
  full: `收货地址最多保存 ${ADDRESS_BOOK_MAX} 个，请先删除不用的地址`,
} as const;

/** An address in one line, as lists and the checkout show it. */
export function addressLine(address: Pick<OrderAddress, 'province' | 'city' | 'district' | 'detail'>): string {
  // Municipalities repeat the province as the city (北京 北京 朝阳区): say it once.
  const city = address.city === address.province ? '' : ` ${address.city}`;
  return `${address.province}${city} ${address.district} ${address.detail}`;
}
