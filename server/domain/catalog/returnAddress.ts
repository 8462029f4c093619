/**
 * Where a customer sends rented devices back: the shop's own return address when the merchant set
 * one, otherwise the platform's after-sales centre, the address the help pages publish.
 */
import { eq } from 'drizzle-orm';
import type { ReturnAddress } from '@/contract/orderFulfilment';
import { COMPANY } from '@/contract/company';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema';

export const PLATFORM_RETURN_ADDRESS: ReturnAddress = {
  recipient: `${COMPANY.shortName}售后检测中心`,
  phone: COMPANY.hotline,
  address: COMPANY.returnAddress,
  source: 'platform',
};

export async function returnAddressOfStore(db: Executor, storeId: number): Promise<ReturnAddress> {
  const [store] = await db.select({ returnAddress: stores.returnAddress }).from(stores).where(eq(stores.id, storeId));
  return store?.returnAddress ? { ...store.returnAddress, source: 'store' } : PLATFORM_RETURN_ADDRESS;
}
