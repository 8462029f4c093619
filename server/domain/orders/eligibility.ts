/**
 * Who may rent what: procurement-zone goods need a verified company account; nobody with an overdue
 * bill rents more; a 个人转对公账户 needs an automatic-payment agreement (withholding/required.ts).
 */
import { and, inArray, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, type RentingSwitch } from '@/contract/orders';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { overdueBillCount, overdueBillsOf } from '../bills/overdue';
import type { CustomerAccount } from '../customers/accounts';
import { Refusal } from '../shared/refusal';
import { agreementRefusal, refuseUnlessAgreementHeld } from '../withholding/required';

/** Goods offered in the procurement zone and nowhere else: only a verified company may rent them. */
export const PROCUREMENT_ONLY = sql`(${goods.zones} @> array['procurement']::text[] and ${goods.zones} <@ array['procurement']::text[])`;

/**
 * Goods offered only in the procurement zone need a verified company account (judgeSwitch says
 * the same). Goods the procurement zone shares with other zones (a ThinkPad also in 天天低价) stay
 * open to everyone: the zone adds bulk terms for companies, it does not take goods away from people.
 *
 * An overdue bill is refused here, before any money moves (the preview says it on the order page);
 * the risk check after payment refuses the same, for an order placed just before the bill fell due.
 */
export async function assertMayRent(db: Db, customer: CustomerAccount, lines: readonly { sku: { goodsId: number } }[], now: Date): Promise<void> {
  if ((await overdueBillCount(db, customer.id, now)) > 0) throw new Refusal(ORDER_MESSAGES.overdueBills);
  await refuseUnlessAgreementHeld(db, customer.id);
  const goodsIds = [...new Set(lines.map((line) => line.sku.goodsId))];
  const procurement = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, goodsIds), PROCUREMENT_ONLY));
  if (procurement.length > 0 && !(customer.accountType === 'company' && customer.verified)) throw new Refusal(ORDER_MESSAGES.procurementOnly);
}

/**
 * `GET /api/wOrder/judgeSwitch/{quanJuId}/{goodsType}`: whether this account may rent goods of
 * that kind now, by the rules placing the order applies: nobody with an overdue bill (named with
 * its orders, so the storefront can say so where renting starts and link to the bill), a
 * 个人转对公账户 only with an automatic-payment agreement in force (the reason is the refusal
 * ordering gives, 请填写紧急联系人, which the storefront explains), and procurement-zone goods only
 * for a verified company account; in that order, as ordering checks them. Everything else is open
 * to every account.
 */
export async function rentingSwitch(db: Db, customer: CustomerAccount, goodsType: string, now: Date): Promise<RentingSwitch> {
  const overdue = await overdueBillsOf(db, customer.id, now);
  const withholding = overdue ? null : await agreementRefusal(db, customer.id);
  const procurementRefused = goodsType === 'procurement' && !(customer.accountType === 'company' && customer.verified);
  const reason = overdue ? ORDER_MESSAGES.overdueBills : (withholding ?? (procurementRefused ? ORDER_MESSAGES.procurementOnly : null));
  return { goodsType, allowed: reason === null, reason, verified: customer.verified, accountType: customer.accountType, overdue };
}
