/** Customer accounts (company or personal) and the userInfo the storefront shows. */
import { eq } from 'drizzle-orm';
import type { AccountType, UserInfo } from '@/contract/auth';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { newPublicId } from '../auth/tokens';

export type CustomerAccount = typeof customers.$inferSelect;

export type NewCustomer = {
  phone: string;
  passwordHash: string;
  accountType: AccountType;
  companyName: string | null;
  personName: string | null;
  industry?: string | null;
  companySize?: string | null;
  referral?: string | null;
  balance?: number;
  verified?: boolean;
};

export async function findCustomerByPhone(db: Db, phone: string): Promise<CustomerAccount | null> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return row ?? null;
}

export async function findCustomerById(db: Db, id: number): Promise<CustomerAccount | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

export async function isPhoneRegistered(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone)).limit(1);
  return row !== undefined;
}

/** Inserts the account; null when the phone is taken (also when another request won a race). */
export async function createCustomer(db: Db, input: NewCustomer, now: Date): Promise<CustomerAccount | null> {
  const [row] = await db
    .insert(customers)
    .values({ ...input, globalId: newPublicId(), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: customers.phone })
    .returning();
  return row ?? null;
}

export async function setCustomerPassword(db: Db, customerId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
}

/** `verification`: the account's verification state (server/domain/identity/state.ts verifyStatusOf). */
export function toUserInfo(customer: CustomerAccount, verification: Pick<UserInfo, 'verifyStatus' | 'verifyStatusName'>): UserInfo {
  return {
    quanJuId: customer.globalId,
    mobile: customer.phone,
    cname: customer.companyName,
    pname: customer.personName,
    balance: customer.balance,
    accountType: customer.accountType,
    verified: customer.verified,
    ...verification,
  };
}
