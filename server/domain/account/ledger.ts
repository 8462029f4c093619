/**
 * The balance ledger as its customer reads it (/myAccount), newest first, paged: what moved the
 * balance, when, for which order (and bill), by how much, and the balance after it. Every row is
 * one written by payments/ledger.ts in the transaction that moved the money, so the start balance
 * plus the ledger is the balance.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { billLabel, type BillKind } from '@/contract/bills';
import { LEDGER_KIND_NAMES, refundDescription, type LedgerEntryView, type LedgerKind } from '@/contract/money';
import type { Db } from '../../db/client';
import { balanceLedger, bills, rentalOrders } from '../../db/schema';
import { formatShanghai } from '../shared/clock';

type Row = { entry: typeof balanceLedger.$inferSelect; orderNo: string | null; billKind: BillKind | null; period: number | null; periods: number | null };

function describe({ entry, billKind, period, periods }: Row): string {
  const bill = billKind !== null && period !== null && periods !== null ? `${billLabel({ kind: billKind, period, periods })}账单` : null;
  switch (entry.kind) {
    case 'payment':
      // Period 1 of the rent is paid with the order's first payment (rent, deposit and freight together).
      return bill && (period !== 1 || billKind === 'fee') ? `支付${bill}` : '支付订单首期款（首月租金、押金、运费）';
    case 'late_fee':
      return bill ? `${bill}逾期违约金` : '逾期违约金';
    case 'buyout':
      return '支付买断款';
    case 'upgrade':
      return '支付升级换机款（押金差额、升级服务费）';
    case 'refund':
    case 'deposit_refund':
      // Every refund row names its cause (a check constraint); the bill, when it was one.
      return entry.refundCause ? refundDescription(entry.refundCause, bill) : LEDGER_KIND_NAMES[entry.kind];
    case 'recharge':
      return '在线充值';
  }
}

export async function ledgerPage(
  db: Db,
  customerId: number,
  query: { page: number; limit: number; kind?: LedgerKind | undefined },
): Promise<{ rows: LedgerEntryView[]; total: number }> {
  const where = and(eq(balanceLedger.customerId, customerId), query.kind === undefined ? undefined : eq(balanceLedger.kind, query.kind)) as SQL;
  const [totals] = await db.select({ n: count() }).from(balanceLedger).where(where);
  const rows = await db
    .select({ entry: balanceLedger, orderNo: rentalOrders.orderNo, billKind: bills.kind, period: bills.period, periods: bills.periods })
    .from(balanceLedger)
    .leftJoin(rentalOrders, eq(rentalOrders.id, balanceLedger.orderId))
    .leftJoin(bills, eq(bills.id, balanceLedger.billId))
    .where(where)
    .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    rows: rows.map((row) => ({
      id: row.entry.id,
      kind: row.entry.kind,
      kindName: LEDGER_KIND_NAMES[row.entry.kind],
      description: describe(row),
      orderNo: row.orderNo,
      amount: row.entry.amount,
      balanceAfter: row.entry.balanceAfter,
      at: formatShanghai(row.entry.createdAt),
    })),
    total: totals?.n ?? 0,
  };
}
