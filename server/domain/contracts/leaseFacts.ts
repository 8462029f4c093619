/**
 * What an order's lease contract is made of, read from the order and the published rules' owners:
 * the order and its items (goods, configuration, rent, deposit, buyout price as snapshotted at
 * checkout), its rent bills as written so far, the three parties and where the devices go back.
 * The text itself is leaseText.ts's, a pure function of these facts.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ReturnAddress } from '@/contract/orderFulfilment';
import type { Executor } from '../../db/client';
import { bills, rentalOrderItems, rentalOrders } from '../../db/schema';
import { returnAddressOfStore } from '../catalog/returnAddress';
import { customerParty, platformParty, shopParty, type CustomerParty, type Party } from './parties';

export type LeaseOrder = typeof rentalOrders.$inferSelect;

export type LeaseFacts = {
  order: LeaseOrder;
  items: (typeof rentalOrderItems.$inferSelect)[];
  /** Rent bills written so far (period 1 once paid, 2…n once the rent has started), by period. */
  rentBills: { period: number; dueDate: string; amount: number; status: number }[];
  customer: CustomerParty;
  shop: Party;
  platform: Party;
  returnAddress: ReturnAddress;
};

export async function leaseFactsOf(db: Executor, order: LeaseOrder): Promise<LeaseFacts> {
  const items = await db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, order.id)).orderBy(asc(rentalOrderItems.id));
  const rentBills = await db
    .select({ period: bills.period, dueDate: bills.dueDate, amount: bills.amount, status: bills.status })
    .from(bills)
    .where(and(eq(bills.orderId, order.id), eq(bills.kind, 'rent')))
    .orderBy(asc(bills.period));
  return {
    order,
    items,
    rentBills,
    customer: await customerParty(db, order.customerId),
    shop: await shopParty(db, order.storeId),
    platform: await platformParty(db),
    returnAddress: await returnAddressOfStore(db, order.storeId),
  };
}
