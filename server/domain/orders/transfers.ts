/**
 * A change of renting entity (`/changeBodyOrder`): a personal customer moves a running rental
 * (status 4) to a verified company account, which consents with an SMS code (type 4) sent to its
 * phone. From then on the company rents it: the order's unpaid bills become the company's, the
 * person's cash deposit goes back the way it was paid (payments/moneyBack.ts: to their balance, or
 * through the provider to the online payment it came from), and the company takes over the
 * deposit — its credit line covers what it can, its balance pays the rest.
 *
 * The money moves in ONE transaction: the order row locked first (SELECT … FOR UPDATE), then both
 * customer rows in id order (no lock-order deadlock on PostgreSQL; the company's credit is summed
 * under its row's lock, as placeOrder does), the company's balance debited by a conditional UPDATE
 * (`… WHERE balance >= cash`), the person's deposit given back, a ledger row for each change, the order
 * rewritten, the SMS code used up, the transfer row (its idempotency key unique per person), the
 * transfer agreement both accounts sign by this change (the person by submitting from `signedFrom`,
 * the company by its consent code; contracts/transferAgreement.ts), the history row and a 消息 for
 * each side. Any refusal rolls all of it back, the code included.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SMS_PURPOSE } from '@/contract/auth';
import { ORDER_DOCUMENT_KIND_NAMES } from '@/contract/orderDocuments';
import { TRANSFER_MESSAGES, type OrderTransferBody, type OrderTransferResult } from '@/contract/orderTransfers';
import { formatFen } from '@/contract/format';
import type { Db, Executor } from '../../db/client';
import { customerNotifications, customers, orderHistory, orderTransfers, rentalOrders } from '../../db/schema';
import { keepTransferAgreement } from '../contracts/transferAgreement';
import type { CustomerAccount } from '../customers/accounts';
import { checkSmsCode, claimSmsCode } from '../customers/smsCodes';
import { debitBalance } from '../payments/ledger';
import { giveBack } from '../payments/moneyBack';
import { whereItWent } from '../payments/moneyBackNotice';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { refuseWhileUpgrading } from './upgradeGuard';
import { customerOrderRow } from './access';
import { consentingCompany } from '../customers/companyConsent';
import { depositCredit } from './credit';
import { depositWaiver } from '../pricing/pricing';
import { companyNameOf, personNameOf, refuseUnlessTransferable, transferFacts } from './transferRules';

/** ZT + Shanghai time to the second + 6 random digits (as order numbers are made). */
export function newTransferNo(now: Date): string {
  return `ZT${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function transferByKey(db: Executor, fromCustomerId: number, key: string) {
  const [row] = await db
    .select({ id: orderTransfers.id, orderId: orderTransfers.orderId })
    .from(orderTransfers)
    .where(and(eq(orderTransfers.fromCustomerId, fromCustomerId), eq(orderTransfers.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The answer for a transfer already made, from what it left behind: the same for the request that
 * made it and for every repetition of its key (with the person's balance as it is now). A key
 * that made a change of another order is refused.
 */
async function transferResult(db: Db, transferId: number, orderNo: string): Promise<OrderTransferResult> {
  const [row] = await db
    .select({
      transfer: orderTransfers,
      orderNo: rentalOrders.orderNo,
      deposit: rentalOrders.deposit,
      depositWaived: rentalOrders.depositWaived,
      companyName: customers.companyName,
      personName: customers.personName,
    })
    .from(orderTransfers)
    .innerJoin(rentalOrders, eq(rentalOrders.id, orderTransfers.orderId))
    .innerJoin(customers, eq(customers.id, orderTransfers.toCustomerId))
    .where(eq(orderTransfers.id, transferId));
  if (!row) throw new Error(`order transfer ${transferId} vanished`);
  if (row.orderNo !== orderNo) throw new Refusal(TRANSFER_MESSAGES.keyReused);
  const { transfer } = row;
  const [person] = await db.select({ balance: customers.balance }).from(customers).where(eq(customers.id, transfer.fromCustomerId));
  return {
    transferNo: transfer.transferNo,
    orderNo: row.orderNo,
    companyName: companyNameOf(row),
    companyDepositPaid: row.deposit,
    companyDepositWaived: row.depositWaived,
    depositRefunded: transfer.depositRefund,
    depositRefundTo: transfer.depositRefundTo,
    balance: person?.balance ?? 0,
    createdAt: formatShanghai(transfer.createdAt),
  };
}

/**
 * `POST /api/wOrder/changeBodyOrder`. The same idempotency key from the same customer answers the
 * first change again and moves no money, also when several arrive at once.
 */
export async function transferOrder(db: Db, customer: CustomerAccount, input: OrderTransferBody, now: Date, signedFrom: string | null = null): Promise<OrderTransferResult> {
  try {
    return await attemptTransfer(db, customer, input, now, signedFrom);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // A twin request with the same key may have made the change meanwhile: the order is then the
    // company's and the code used up, so this one was refused. It answers the change instead.
    const first = await transferByKey(db, customer.id, input.idempotencyKey);
    if (!first) throw error;
    return transferResult(db, first.id, input.orderNo);
  }
}

async function attemptTransfer(db: Db, customer: CustomerAccount, input: OrderTransferBody, now: Date, signedFrom: string | null): Promise<OrderTransferResult> {
  const previous = await transferByKey(db, customer.id, input.idempotencyKey);
  if (previous) return transferResult(db, previous.id, input.orderNo);

  // What can be refused without the company's consent is refused before the code is looked at.
  const order = await customerOrderRow(db, customer.id, input.orderNo);
  if (!order) throw notFound();
  refuseUnlessTransferable(customer, order, await transferFacts(db, order.id));
  const company = await consentingCompany(db, input.companyPhone, customer.id);
  if (!company) throw new Refusal(TRANSFER_MESSAGES.notCompany);
  // Outside the transaction: a wrong try is counted even though the request is refused.
  const codeId = await checkSmsCode(db, { phone: company.phone, purpose: SMS_PURPOSE.companyConsent, code: input.code, now });

  const transferId = await db.transaction(async (tx) => {
    // On PostgreSQL a twin request waits here, then finds the change below.
    const [locked] = await tx.select().from(rentalOrders).where(eq(rentalOrders.orderNo, input.orderNo)).for('update');
    if (!locked) throw notFound();
    const twin = await transferByKey(tx, customer.id, input.idempotencyKey);
    if (twin) {
      if (twin.orderId !== locked.id) throw new Refusal(TRANSFER_MESSAGES.keyReused);
      return twin.id;
    }
    if (locked.customerId !== customer.id) throw notFound();
    const facts = await transferFacts(tx, locked.id);
    refuseUnlessTransferable(customer, locked, facts);
    await refuseWhileUpgrading(tx, locked.id);
    if (!(await consentingCompany(tx, input.companyPhone, customer.id))) throw new Refusal(TRANSFER_MESSAGES.notCompany);
    await claimSmsCode(tx, codeId, now);

    // Both accounts, in id order; the credit is then summed under the company row's lock.
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, [customer.id, company.id]))
      .orderBy(asc(customers.id))
      .for('no key update');
    const credit = await depositCredit(tx, company.id, true);
    const depositHeld = locked.deposit + locked.depositWaived;
    const { cash, waived } = depositWaiver(depositHeld, credit?.available ?? 0);
    const companyName = companyNameOf(company);

    if (cash > 0 && (await debitBalance(tx, company.id, cash, { orderId: locked.id }, now)) === null) {
      throw new Refusal(TRANSFER_MESSAGES.companyBalance(formatFen(cash)));
    }
    // Before the transfer row exists: the deposit is still the person's first payment's, and goes back that way.
    const refund = await giveBack(tx, [{ of: 'deposit', orderId: locked.id, amount: locked.deposit }], 'transfer', { none: true }, now);
    const refunded = refund.toBalance + refund.toProvider;

    await tx.update(rentalOrders).set({ customerId: company.id, deposit: cash, depositWaived: waived, updatedAt: now }).where(eq(rentalOrders.id, locked.id));
    const newNo = newTransferNo(now);
    const refundTo = refund.toProvider > 0 ? 'online' : refunded > 0 ? 'balance' : 'none';
    const [transfer] = await tx
      .insert(orderTransfers)
      .values({
        transferNo: newNo,
        orderId: locked.id,
        fromCustomerId: customer.id,
        toCustomerId: company.id,
        contact: { name: input.contact.name, phone: input.contact.phone },
        depositRefund: refunded,
        depositRefundTo: refundTo,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      })
      // The same key on another order at the same moment: the unique index decides, the loser rolls back.
      .onConflictDoNothing({ target: [orderTransfers.fromCustomerId, orderTransfers.idempotencyKey] })
      .returning({ id: orderTransfers.id });
    if (!transfer) throw new Refusal(TRANSFER_MESSAGES.keyReused);

    const agreement = await keepTransferAgreement(
      tx,
      {
        transfer: { id: transfer.id, transferNo: newNo },
        order: { id: locked.id, orderNo: locked.orderNo, storeId: locked.storeId, monthlyRent: locked.monthlyRent },
        fromCustomerId: customer.id,
        toCustomerId: company.id,
        remainingPeriods: facts.remainingPeriods,
        remainingRent: facts.remainingRent,
        depositHeld,
        companyWaived: waived,
        companyPaid: cash,
        personRefund: refunded,
        personRefundTo: refundTo,
        contact: { name: input.contact.name, phone: input.contact.phone },
        signedFrom,
      },
      now,
    );
    const signedAgreement = `双方已签署《${ORDER_DOCUMENT_KIND_NAMES.transfer}》（编号 ${agreement.documentNo}）。`;

    await tx.insert(orderHistory).values({
      orderId: locked.id,
      fromStatus: locked.status,
      toStatus: locked.status,
      actorKind: 'customer',
      actorId: customer.id,
      note: `租赁主体变更为「${companyName}」`,
      createdAt: now,
    });
    const remaining = `剩余 ${facts.remainingPeriods} 期租金 ${formatFen(facts.remainingRent)}`;
    await tx.insert(customerNotifications).values([
      {
        customerId: customer.id,
        orderId: locked.id,
        title: '租赁主体已变更',
        content: `您的订单 ${locked.orderNo} 已变更为由「${companyName}」租赁，${remaining}由企业支付。${refunded > 0 ? `您支付的押金：${whereItWent(refund)}。` : ''}${signedAgreement}`,
        createdAt: now,
      },
      {
        customerId: company.id,
        orderId: locked.id,
        title: '新增租赁订单（租赁主体变更）',
        content: `${personNameOf(customer)} 已将订单 ${locked.orderNo} 变更为由贵企业租赁，${remaining}将向贵企业收取。押金 ${formatFen(depositHeld)}：企业免押额度抵扣 ${formatFen(waived)}，账户余额支付 ${formatFen(cash)}。${signedAgreement}`,
        createdAt: now,
      },
    ]);
    return transfer.id;
  });
  return transferResult(db, transferId, input.orderNo);
}
