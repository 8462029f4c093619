/** Money: the balance ledger, order payments, online trades and refunds, and the sandbox provider's own trades. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REFUND_CAUSES } from '@/contract/money';
import { bills } from './bills';
import { at } from './columns';
import { customers } from './customers';
import { buyoutQuotes } from './money';
import { rentalOrders } from './orders';
import { orderUpgrades } from './upgrades';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Every change of a customer's balance. `amount` is negative for a debit; `balanceAfter` is the
 * balance the same transaction left, so the ledger can be checked against customers.balance.
 */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => rentalOrders.id),
    billId: integer('bill_id').references(() => bills.id),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Debits `payment` (an order or a bill), `late_fee`, `buyout`, `upgrade`; credits `refund`, `recharge`, `deposit_refund` (contract/money.ts LEDGER_KINDS). */
    kind: text('kind', { enum: ['payment', 'late_fee', 'buyout', 'upgrade', 'refund', 'recharge', 'deposit_refund'] }).notNull(),
    /** The online trade whose money this is (a top-up's credit). */
    tradeNo: text('trade_no'),
    /** Why money came back (contract/money.ts REFUND_CAUSES): set on every `refund` and `deposit_refund` row, on no other. */
    refundCause: text('refund_cause', { enum: REFUND_CAUSES }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('balance_ledger_customer_idx').on(t.customerId, t.createdAt),
    // A paid top-up trade credits the balance once, whatever the code does.
    uniqueIndex('balance_ledger_recharge_trade_key')
      .on(t.tradeNo)
      .where(sql`${t.kind} = 'recharge'`),
    check('balance_ledger_balance_after_not_negative', sql`${t.balanceAfter} >= 0`),
    check('balance_ledger_kind_check', sql`${t.kind} in ('payment', 'late_fee', 'buyout', 'upgrade', 'refund', 'recharge', 'deposit_refund')`),
    check('balance_ledger_refund_cause_check', sql`${t.refundCause} in (${quoted(REFUND_CAUSES)})`),
    check('balance_ledger_refund_has_cause', sql`(${t.kind} in ('refund', 'deposit_refund')) = (${t.refundCause} is not null)`),
  ],
);

/** A payment attempt of an order: by balance or online. The idempotency key is unique per customer. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method', { enum: ['balance', 'online'] }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The payment provider's trade number (online payments). */
    providerTradeNo: text('provider_trade_no'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('payments_provider_trade_no_key').on(t.providerTradeNo),
    index('payments_order_idx').on(t.orderId),
    // At most one successful payment per order: a second charge cannot be recorded even by a bug.
    uniqueIndex('payments_order_succeeded_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded'`),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
    check('payments_method_check', sql`${t.method} in ('balance', 'online')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
  ],
);

/**
 * An online payment attempt: our record of the trade opened at the payment provider, for one
 * purpose — an order's first payment (`liJiZhiFu`), bills (`online_trade_bills`), a buyout quote,
 * or a top-up. The trade number is random (32 hex); the key is unique per customer, so a retry
 * answers the same trade while it is open. One open trade per payable (partial unique indexes): an
 * order's (first payment or buyout), a bill's (online_trade_bills), a customer's top-up; opening
 * another, paying the same thing from the balance or cancelling it closes the open one here and
 * then at the provider (`provider_closed_at` set once the provider confirmed; the scheduler
 * retries until it does). A trade's money is recorded when the provider's notification arrives:
 * `paid` when it paid what it was opened for, `refunded` when that no longer needed it and it goes
 * back through the provider (`online_refunds`).
 */
export const onlineTrades = pgTable(
  'online_trades',
  {
    id: serial('id').primaryKey(),
    tradeNo: text('trade_no').notNull(),
    /** An order's first payment, one or several bills, a buyout quote, an upgrade, a top-up of the balance (contract/money.ts TradePurpose). */
    purpose: text('purpose', { enum: ['order', 'bills', 'buyout', 'upgrade', 'topup'] })
      .notNull()
      .default('order'),
    /** The order paid (purpose `order`), bought out (`buyout`) or upgraded (`upgrade`); null for bills and top-ups. */
    orderId: integer('order_id').references(() => rentalOrders.id),
    buyoutQuoteId: integer('buyout_quote_id').references(() => buyoutQuotes.id),
    upgradeId: integer('upgrade_id').references(() => orderUpgrades.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    amount: integer('amount').notNull(),
    subject: text('subject').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['open', 'closed', 'paid', 'refunded'] })
      .notNull()
      .default('open'),
    /** What has gone back through the provider so far (the sum of its `online_refunds`); `refunded` once it is the whole amount. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: at('created_at').notNull(),
    /** When this server stopped accepting the trade (superseded, order paid another way, cancelled). */
    closedAt: at('closed_at'),
    /** When the provider confirmed that the closed trade can no longer be paid there. */
    providerClosedAt: at('provider_closed_at'),
  },
  (t) => [
    uniqueIndex('online_trades_trade_no_key').on(t.tradeNo),
    uniqueIndex('online_trades_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('online_trades_order_idx').on(t.orderId, t.createdAt),
    // At most one trade per order can be paid at the provider: a racing second open fails here.
    uniqueIndex('online_trades_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    // One open top-up per customer: a new one closes the last.
    uniqueIndex('online_trades_one_open_topup')
      .on(t.customerId)
      .where(sql`${t.status} = 'open' and ${t.purpose} = 'topup'`),
    // The scheduler's work list: closed here, not yet confirmed closed at the provider.
    index('online_trades_closing_idx')
      .on(t.closedAt)
      .where(sql`${t.status} = 'closed' and ${t.providerClosedAt} is null`),
    check('online_trades_amount_not_negative', sql`${t.amount} >= 0`),
    // A trade can never give back more than it took, whatever the code does.
    check('online_trades_refund_within_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check('online_trades_status_check', sql`${t.status} in ('open', 'closed', 'paid', 'refunded')`),
    check('online_trades_purpose_check', sql`${t.purpose} in ('order', 'bills', 'buyout', 'upgrade', 'topup')`),
    check('online_trades_purpose_order', sql`(${t.purpose} in ('order', 'buyout', 'upgrade')) = (${t.orderId} is not null)`),
    check('online_trades_purpose_quote', sql`(${t.purpose} = 'buyout') = (${t.buyoutQuoteId} is not null)`),
    check('online_trades_purpose_upgrade', sql`(${t.purpose} = 'upgrade') = (${t.upgradeId} is not null)`),
  ],
);

/**
 * The bills an online trade of purpose `bills` pays, with the rent and the late fee each carried
 * when the trade was opened (the trade's amount is their sum; the notification settles them as
 * opened). `open` while the trade is: a bill is in at most one open trade (partial unique index),
 * so opening another trade for it, or paying it from the balance, closes the first.
 */
export const onlineTradeBills = pgTable(
  'online_trade_bills',
  {
    id: serial('id').primaryKey(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => onlineTrades.id),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    rent: integer('rent').notNull(),
    lateFee: integer('late_fee').notNull(),
    overdueDays: integer('overdue_days').notNull(),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    index('online_trade_bills_trade_idx').on(t.tradeId),
    uniqueIndex('online_trade_bills_one_open_per_bill')
      .on(t.billId)
      .where(sql`${t.open}`),
    check('online_trade_bills_money', sql`${t.rent} >= 0 and ${t.lateFee} >= 0 and ${t.overdueDays} >= 0`),
  ],
);

/**
 * Money paid online that goes back the way it came (原路退回), never to the balance, written by
 * payments/moneyBack.ts only: a whole trade nothing needed (an order or bills paid another way, a
 * superseded or closed trade, a cancelled or closed order, an expired buyout quote), the payment of
 * an order closed after payment, a bill paid ahead and cancelled by an early return, or a deposit
 * (at completion, a buyout's surplus, a change of renting entity). Written `pending` in the
 * transaction that decides it; the provider is asked after the commit (`refund_no` is the
 * provider's out-request number, so that call is idempotent there), then `succeeded`. A failed call
 * stays pending and the scheduler retries it. A trade may be refunded in parts, each part once:
 * `claim` names what a row gives back (`trade`, `payment`, `deposit`, `bill:<id>`), unique per trade,
 * and the trade's `refunded_amount` can never pass its amount.
 */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull(),
    tradeNo: text('trade_no').notNull(),
    /** What of the trade this gives back: the whole `trade`, an order's `payment`, its `deposit`, or `bill:<id>`. */
    claim: text('claim').notNull(),
    orderId: integer('order_id').references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentId: integer('payment_id').references(() => payments.id),
    billId: integer('bill_id').references(() => bills.id),
    amount: integer('amount').notNull(),
    /** Why (contract/money.ts REFUND_CAUSES). */
    reason: text('reason', { enum: REFUND_CAUSES }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('online_refunds_refund_no_key').on(t.refundNo),
    uniqueIndex('online_refunds_trade_claim_key').on(t.tradeNo, t.claim),
    index('online_refunds_order_idx').on(t.orderId),
    index('online_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('online_refunds_amount_positive', sql`${t.amount} > 0`),
    check('online_refunds_reason_check', sql`${t.reason} in (${quoted(REFUND_CAUSES)})`),
    check('online_refunds_status_check', sql`${t.status} in ('pending', 'succeeded')`),
  ],
);

/**
 * The embedded sandbox provider's withholding agreements (what Alipay keeps for 周期扣款, WeChat Pay
 * for 委托代扣): our agreement number, the signing page's own number (the page's capability, as a
 * provider's signing address is), and the single-charge limit (单笔扣款限额) set when the customer signs.
 */
export const sandboxAgreements = pgTable(
  'sandbox_agreements',
  {
    agreementNo: text('agreement_no').primaryKey(),
    signNo: text('sign_no').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['pending', 'signed', 'cancelled', 'ended'] }).notNull(),
    /** Fen; set when signed. */
    singleLimit: integer('single_limit'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_agreements_sign_no_key').on(t.signNo),
    check('sandbox_agreements_status_check', sql`${t.status} in ('pending', 'signed', 'cancelled', 'ended')`),
    check('sandbox_agreements_signed_limit', sql`${t.status} = 'pending' or ${t.status} = 'cancelled' or ${t.singleLimit} > 0`),
  ],
);

/** The embedded sandbox payment provider's own trades (what a real provider keeps on its side). */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    tradeNo: text('trade_no').primaryKey(),
    amount: integer('amount').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'closed', 'refunded'] }).notNull(),
    /** What went back to the payer so far (fen): the sum of its `sandbox_refunds`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The agreement a withheld trade was charged under (none for a cashier's trade). */
    agreementNo: text('agreement_no').references(() => sandboxAgreements.agreementNo),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('sandbox_trades_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled', 'closed', 'refunded')`),
    check('sandbox_trades_refund_within_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/** The sandbox's refunds: one row per refund number (a real provider's out-request number), so a retried refund pays nothing twice. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    refundNo: text('refund_no').primaryKey(),
    tradeNo: text('trade_no')
      .notNull()
      .references(() => sandboxTrades.tradeNo),
    amount: integer('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sandbox_refunds_trade_idx').on(t.tradeNo), check('sandbox_refunds_amount_positive', sql`${t.amount} > 0`)],
);
