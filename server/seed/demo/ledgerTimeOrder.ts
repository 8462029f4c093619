/**
 * The demo history is written part by part (orders, then money, then the back office…), each part
 * back-dating its moves, so the balance ledger's rows are inserted out of time order and the
 * running balance each row keeps (balance_after, what the inserting transaction left) would read as
 * nonsense on 余额明细, where rows are listed by time. Once the history is written, each demo
 * customer's running balances are restated in time order, counting back from the balance they end
 * with: amounts, kinds and the balance itself are untouched, only the column that says "what was
 * left after this row" now follows the rows as the customer reads them. Real use inserts in time
 * order and never needs this.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export async function restateRunningBalancesInTimeOrder(db: Db, phones: readonly string[]): Promise<void> {
  // One statement, so atomic on its own; the window runs over the named customers' rows only.
  await db.execute(sql`
    update balance_ledger as entry
       set balance_after = owner.balance - coalesce(later.amount, 0)
      from customers as owner,
           (select id, sum(amount) over (
                     partition by customer_id order by created_at desc, id desc
                     rows between unbounded preceding and 1 preceding
                   ) as amount
              from balance_ledger
             where customer_id in (select id from customers where phone in (${sql.join(
               phones.map((phone) => sql`${phone}`),
               sql`, `,
             )}))
           ) as later
     where later.id = entry.id
       and owner.id = entry.customer_id`);
}
