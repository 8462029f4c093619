/**
 * The upgrade demo (升级换机, docs/product-rules.md#upgrades; the demo merchant's shop charges an
 * upgrade fee, seed/data/demoStores.ts): the company's running rental went through a whole upgrade ten days ago —
 * applied, paid from the balance, approved, the new units shipped and received (its later bills at
 * the new rent), the old ones sent back and inspected — through the domain functions with the clock
 * at each step, so its history, 消息 and ledger are real. The person's long rental still has offers.
 * Written once per database (an app_meta marker).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, rentalOrders, sysUsers } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { approveUpgrade, inspectUpgradeReturn, shipUpgrade } from '../../domain/consoleOrders/upgradeDesk';
import { findCustomerByPhone } from '../../domain/customers/accounts';
import { stockDevices } from '../../domain/devices/stock';
import { testSerialNo } from '../../domain/orders/shipping';
import type { Staff } from '../../domain/staff/scope';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../domain/shared/clock';
import { applyForUpgrade } from '../../domain/upgrades/apply';
import { upgradeOffers } from '../../domain/upgrades/offers';
import { payUpgradeByBalance } from '../../domain/upgrades/pay';
import { receiveUpgrade, sendOldUnitsBack } from '../../domain/upgrades/swap';

export const DEMO_UPGRADES_MARKER = 'demo_upgrades_seeded_at';

async function staffNamed(db: Db, username: string): Promise<Staff | null> {
  const [user] = await db
    .select({ id: sysUsers.id, role: sysUsers.role, storeId: sysUsers.storeId, username: sysUsers.username, nickName: sysUsers.nickName })
    .from(sysUsers)
    .where(eq(sysUsers.username, username));
  return user ?? null;
}

export async function seedUpgradeDemo(db: Db, now: Date): Promise<boolean> {
  const [marked] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_UPGRADES_MARKER));
  if (marked) return false;
  const company = await findCustomerByPhone(db, DEMO_ACCOUNTS.company.phone);
  const [merchant, admin] = await Promise.all([staffNamed(db, DEMO_ACCOUNTS.merchant.username), staffNamed(db, DEMO_ACCOUNTS.admin.username)]);
  if (!company || !admin) return false;
  const [claimed] = await db.insert(appMeta).values({ key: DEMO_UPGRADES_MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
  if (!claimed) return false;

  // The company's first running rental that has an offer moves to the cheapest one, ten days ago.
  const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS + hours * HOUR_MS);
  const renting = await db
    .select({ orderNo: rentalOrders.orderNo, storeId: rentalOrders.storeId })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.customerId, company.id), eq(rentalOrders.status, 4)))
    .orderBy(rentalOrders.id);
  for (const order of renting) {
    const offered = await upgradeOffers(db, company.id, order.orderNo, at(10));
    const offer = offered.offers[0];
    if (!offer) continue;
    const staff = merchant && merchant.storeId === order.storeId ? merchant : admin;
    const applied = await applyForUpgrade(db, company.id, { orderNo: order.orderNo, offerId: offer.id, idempotencyKey: 'demo-company-upgrade-apply' }, at(10));
    if (applied.upgrade.status === 'unpaid') {
      await payUpgradeByBalance(db, company.id, { orderNo: order.orderNo, idempotencyKey: 'demo-company-upgrade-pay' }, new Date(at(10).getTime() + 3 * MINUTE_MS));
    }
    await approveUpgrade(db, staff, { orderNo: order.orderNo }, at(10, 1));
    const serials = Array.from({ length: applied.upgrade.quantity }, (_, index) => `${testSerialNo(at(9))}${index}`);
    await db.transaction((tx) => stockDevices(tx, { storeId: order.storeId, goodsId: offer.goodsId, skuId: offer.id }, serials, at(9), '升级换机备货'));
    await shipUpgrade(db, staff, { orderNo: order.orderNo, carrier: '顺丰速运', waybillNo: 'SF1402231887699', serials }, at(9, 1));
    await receiveUpgrade(db, company.id, order.orderNo, at(7));
    await sendOldUnitsBack(db, company.id, { orderNo: order.orderNo, carrier: '顺丰速运', waybillNo: 'SF1402231887700' }, at(7, 2));
    await inspectUpgradeReturn(db, staff, { orderNo: order.orderNo, result: 'pass', remark: '原设备已签收，检测无损' }, at(4));
    return true;
  }
  return true;
}
