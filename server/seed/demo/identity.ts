/**
 * Demo history of the identity pages, written through the domain functions (the same rules as
 * real use):
 *
 * - `seedIdentityDemo` (run by the seed): 张伟 verified as a person through the sandbox provider;
 *   深圳市云启科技有限公司 verified as a company through the review path — its licence picture
 *   uploaded, the request sent, the platform's admin approving it with the demo credit line —
 *   and an address book for each.
 * - `seedCouponDemo` (part of the demo history, history.ts, before the orders' demo: it places
 *   and pays an order, which a bill overdue would refuse): 张伟's coupons available, used and expired.
 *
 * Both are safe to call again: each step looks at what is there first, and a marker row records
 * that the whole of it ran.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AddressBody } from '@/contract/addresses';
import { creditCodeCheckCharacter } from '@/contract/creditCode';
import { VERIFY_STATUS } from '@/contract/identity';
import { residentIdCheckCharacter } from '@/contract/residentId';
import { addAddress, addressBook } from '../../domain/addresses/book';
import { claimCoupon } from '../../domain/catalog/coupons';
import { findCustomerByPhone, type CustomerAccount } from '../../domain/customers/accounts';
import { storeUpload } from '../../domain/files/uploads';
import { reviewVerification } from '../../domain/identity/review';
import { latestVerification, statusOf } from '../../domain/identity/state';
import { submitCompanyVerification, submitPersonVerification } from '../../domain/identity/submit';
import { placeOrder } from '../../domain/orders/place';
import { checkOrderRisk } from '../../domain/orders/risk';
import { payByBalance } from '../../domain/orders/payByBalance';
import { DAY_MS, HOUR_MS } from '../../domain/shared/clock';
import { silentLogger, type Logger } from '../../runtime/log';
import type { FileStorage } from '../../providers/fileStorage';
import { sandboxVerificationProvider } from '../../providers/identity';
import type { Db } from '../../db/client';
import { appMeta, couponTemplates, customerCoupons, goods, goodsSkus, leasePlans, rentalOrders, sysUsers } from '../../db/schema';
import { licencePicture } from './licencePicture';

const IDENTITY_MARKER = 'demo_identity_v1_seeded_at';
const COUPON_MARKER = 'demo_coupons_v1_seeded_at';

/** 张伟's resident ID: Shenzhen Nanshan, born 1990-03-07 (the check character computed, not typed). */
export const DEMO_RESIDENT_ID = (() => {
  const body = '44030519900307123';
  return body + residentIdCheckCharacter(body);
})();

/** The demo company's unified social credit code (Shenzhen; check character computed). */
export const DEMO_CREDIT_CODE = (() => {
  const body = '91440300MA5F8K2L3';
  return body + creditCodeCheckCharacter(body);
})();

export const DEMO_LEGAL_PERSON = '王建国';

const DEMO_ADDRESSES: Record<'personal' | 'company', AddressBody[]> = {
  personal: [
    { name: '张伟', phone: '13800138000', province: '广东', city: '深圳', district: '南山区', detail: '科技园南区 8 栋 1201', tag: '家', isDefault: true },
    { name: '张伟', phone: '13800138000', province: '广东', city: '深圳', district: '福田区', detail: '深南大道 6008 号特区报业大厦 21 层', tag: '公司', isDefault: false },
    { name: '王秀兰', phone: '13974112345', province: '湖南', city: '长沙', district: '岳麓区', detail: '麓谷街道枫林三路 18 号 3 栋 502', tag: '父母', isDefault: false },
  ],
  company: [
    { name: '李娜', phone: '13900139000', province: '广东', city: '深圳', district: '南山区', detail: '粤海街道高新南九道 云启大厦 18 层 前台', tag: '总部', isDefault: true },
    { name: '陈强', phone: '13661234567', province: '上海', city: '上海', district: '徐汇区', detail: '漕河泾开发区宜山路 700 号 B2 栋 6 层', tag: '上海分公司', isDefault: false },
    { name: '周敏', phone: '13520086666', province: '北京', city: '北京', district: '海淀区', detail: '中关村软件园二期 11 号楼 3 层', tag: '北京办事处', isDefault: false },
  ],
};

/**
 * Where the licence goes when the seed is given no file storage: the test database snapshot,
 * copied into many test servers that each start with an empty folder of their own.
 */
const unkeptStorage: FileStorage = { put: async () => {}, get: async () => null, remove: async () => {} };

async function hasMarker(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row !== undefined;
}

async function setMarker(db: Db, key: string, now: Date): Promise<void> {
  await db.insert(appMeta).values({ key, value: now.toISOString(), updatedAt: now }).onConflictDoNothing();
}

async function verificationStatus(db: Db, customer: CustomerAccount) {
  return statusOf(customer, await latestVerification(db, customer.id));
}

async function fillAddressBook(db: Db, customer: CustomerAccount, addresses: AddressBody[], now: Date): Promise<void> {
  if ((await addressBook(db, customer.id)).length > 0) return;
  // Oldest first, an hour apart, so the newest-first list shows them in this order reversed.
  for (const [index, address] of addresses.entries()) await addAddress(db, customer.id, address, new Date(now.getTime() - (addresses.length - index) * HOUR_MS));
}

/** Who the demo is about (the seed's DEMO_ACCOUNTS): passed in, so this file and the seed do not import each other. */
export type DemoCast = {
  personal: { phone: string; personName: string };
  company: { phone: string; companyName: string; creditLine: number };
  admin: { username: string };
};

export type IdentityDemoOptions = { files?: FileStorage | undefined; log?: Logger | undefined };

/** See the file's comment. Answers false when it had already run (or the demo accounts are missing). */
export async function seedIdentityDemo(db: Db, cast: DemoCast, now: Date, options: IdentityDemoOptions = {}): Promise<boolean> {
  if (await hasMarker(db, IDENTITY_MARKER)) return false;
  const person = await findCustomerByPhone(db, cast.personal.phone);
  const company = await findCustomerByPhone(db, cast.company.phone);
  const [admin] = await db.select().from(sysUsers).where(eq(sysUsers.username, cast.admin.username)).limit(1);
  if (!person || !company || !admin) return false;
  const log = options.log ?? silentLogger;
  // Verified a good while ago, as long-standing customers would have been.
  const submitted = new Date(now.getTime() - 180 * DAY_MS);

  if ((await verificationStatus(db, person)) === VERIFY_STATUS.none) {
    await submitPersonVerification(db, sandboxVerificationProvider, log, person, { name: cast.personal.personName, idNumber: DEMO_RESIDENT_ID }, submitted);
  }

  if ((await verificationStatus(db, company)) === VERIFY_STATUS.none) {
    const licence = await storeUpload(db, options.files ?? unkeptStorage, { customerId: company.id, purpose: 'licence', bytes: licencePicture() }, submitted);
    const { view } = await submitCompanyVerification(
      db,
      sandboxVerificationProvider,
      log,
      company,
      { companyName: cast.company.companyName, creditCode: DEMO_CREDIT_CODE, legalPerson: DEMO_LEGAL_PERSON, licenceKey: licence.key },
      submitted,
    );
    if (view.request && view.status === VERIFY_STATUS.reviewing) {
      await reviewVerification(db, admin, view.request.id, { decision: 'approve', creditLine: cast.company.creditLine }, new Date(submitted.getTime() + DAY_MS));
    }
  }

  const [personNow, companyNow] = [await findCustomerByPhone(db, person.phone), await findCustomerByPhone(db, company.phone)];
  if (personNow) await fillAddressBook(db, personNow, DEMO_ADDRESSES.personal, now);
  if (companyNow) await fillAddressBook(db, companyNow, DEMO_ADDRESSES.company, now);
  await setMarker(db, IDENTITY_MARKER, now);
  return true;
}

async function templateId(db: Db, name: string): Promise<number | null> {
  const [row] = await db.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.name, name)).limit(1);
  return row?.id ?? null;
}

/** A SKU anyone may rent for 12 months (goods on sale, in stock, not procurement-only). */
async function everydaySku(db: Db): Promise<number | null> {
  const rows = await db
    .select({ skuId: goodsSkus.id, zones: goods.zones })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(leasePlans, and(eq(leasePlans.skuId, goodsSkus.id), eq(leasePlans.termMonths, 12)))
    .where(and(eq(goods.status, 'on_sale'), gt(goodsSkus.stock, 5)))
    .orderBy(asc(goods.id), asc(goodsSkus.id))
    .limit(20);
  return rows.find((row) => !(row.zones.length === 1 && row.zones[0] === 'procurement'))?.skuId ?? null;
}

/**
 * 张伟's coupons: two available, one used on an order he places and pays from his balance now
 * (the order then goes through the risk check like any other), one expired unused. Call it after
 * the seed (it needs the demo catalogue, the address book and a balance).
 */
export async function seedCouponDemo(db: Db, cast: DemoCast, now: Date): Promise<boolean> {
  if (await hasMarker(db, COUPON_MARKER)) return false;
  const person = await findCustomerByPhone(db, cast.personal.phone);
  if (!person) return false;
  const held = new Set(
    (await db.select({ templateId: customerCoupons.templateId }).from(customerCoupons).where(eq(customerCoupons.customerId, person.id))).map((row) => row.templateId),
  );
  const claim = async (name: string, at: Date) => {
    const id = await templateId(db, name);
    if (id === null || held.has(id)) return null;
    return claimCoupon(db, person.id, id, at);
  };

  // Available: two with a threshold, for a bigger rental and for a gaming laptop.
  await claim('满 1000 减 100', new Date(now.getTime() - 3 * DAY_MS));
  await claim('游戏本专享 满 500 减 60', new Date(now.getTime() - DAY_MS));
  // Expired: a 45-day coupon claimed 50 days ago and never used.
  await claim('学生轻薄本券', new Date(now.getTime() - 50 * DAY_MS));
  // Used: the newcomer coupon, on an order placed and paid two hours ago.
  const used = await claim('新人专享券', new Date(now.getTime() - 10 * DAY_MS));
  const skuId = await everydaySku(db);
  const [address] = await addressBook(db, person.id);
  if (used && skuId !== null && address) {
    const placedAt = new Date(now.getTime() - 2 * HOUR_MS);
    const { name, phone, province, city, district, detail } = address;
    const order = await placeOrder(
      db,
      person,
      { items: [{ skuId, termMonths: 12, quantity: 1 }], address: { name, phone, province, city, district, detail }, couponId: used.id, idempotencyKey: 'demo-coupon-order-0001' },
      placedAt,
    );
    const paidAt = new Date(placedAt.getTime() + 5 * 60_000);
    await payByBalance(db, person.id, { orderNo: order.orderNo, idempotencyKey: 'demo-coupon-payment-0001' }, paidAt);
    // Checked when it was paid, as the order-finished page asks: not later by the scheduler against whatever the history adds since.
    const [placed] = await db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
    if (placed) await checkOrderRisk(db, placed.id, new Date(paidAt.getTime() + 60_000));
  }
  await setMarker(db, COUPON_MARKER, now);
  return true;
}
