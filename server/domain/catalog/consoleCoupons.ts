/**
 * 优惠券: the coupon centre's templates from the back office (admin only). `remaining` only ever
 * falls by a claim's conditional UPDATE; the platform can add coupons to a template (total and
 * remaining grow together, in one statement, so a claim racing the edit is counted either way) but
 * never take back what was offered. Amounts and thresholds reach coupons claimed after the edit
 * only: a claimed coupon keeps its own copy.
 */
import { and, count, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { CONSOLE_COUPON_MESSAGES, type ConsoleCoupon, type ConsoleCouponListQuery, type CouponSaveInput } from '@/contract/consoleCoupons';
import type { Db, Executor } from '../../db/client';
import { couponTemplates } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { offsetOf, orderByOf } from '../shared/listing';
import { assertPlatform, type Staff } from '../staff/scope';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { likePattern } from '../shared/listing';

const usedOf = sql<number>`(select count(*) from customer_coupons cc where cc.template_id = coupon_templates.id and cc.status = 'used')::integer`;

const couponColumns = { template: couponTemplates, used: usedOf };

function couponView({ template, used }: { template: typeof couponTemplates.$inferSelect; used: number }): ConsoleCoupon {
  return {
    id: template.id,
    name: template.name,
    amount: template.amount,
    threshold: template.threshold,
    validDays: template.validDays,
    total: template.total,
    remaining: template.remaining,
    claimed: template.total - template.remaining,
    used: Number(used),
    scope: template.scope,
    active: template.active,
    sort: template.sort,
    createdAt: formatShanghai(template.createdAt),
  };
}

/** `POST /api/sys/coupon/list`: in the coupon centre's order unless sorted otherwise. */
export async function consoleCouponList(db: Db, staff: Staff, query: ConsoleCouponListQuery): Promise<{ rows: ConsoleCoupon[]; total: number }> {
  assertPlatform(staff);
  const conditions: (SQL | undefined)[] = [query.active === undefined ? undefined : eq(couponTemplates.active, query.active)];
  if (query.keyword !== undefined) {
    const pattern = likePattern(query.keyword);
    conditions.push(or(ilike(couponTemplates.name, pattern), ilike(couponTemplates.scope, pattern)));
  }
  const where = and(...conditions);
  const order = orderByOf(query, { sort: couponTemplates.sort, createdAt: couponTemplates.createdAt, remaining: couponTemplates.remaining }, couponTemplates.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select(couponColumns)
      .from(couponTemplates)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(couponTemplates).where(where),
  ]);
  return { rows: rows.map(couponView), total: counted?.n ?? 0 };
}

async function couponById(db: Executor, id: number): Promise<ConsoleCoupon> {
  const [row] = await db.select(couponColumns).from(couponTemplates).where(eq(couponTemplates.id, id));
  if (!row) throw notFound();
  return couponView(row);
}

const money = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** `POST /api/sys/coupon/save`: a new template (active), or an edit of one whose total does not shrink. */
export async function saveCoupon(db: Db, staff: Staff, input: CouponSaveInput, now: Date): Promise<ConsoleCoupon> {
  assertPlatform(staff);
  const { id, ...fields } = input;
  const savedId = await db.transaction(async (tx) => {
    if (id === undefined) {
      const [created] = await tx
        .insert(couponTemplates)
        .values({ ...fields, remaining: fields.total, active: true, createdAt: now })
        .returning({ id: couponTemplates.id });
      if (!created) throw new Error('the coupon template was not stored');
      await recordAudit(
        tx,
        staff,
        { action: 'coupon.add', targetType: 'coupon_template', targetId: created.id, summary: `新增优惠券「${fields.name}」：${money(fields.amount)}，${fields.total} 张` },
        now,
      );
      return created.id;
    }
    const [current] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, id));
    if (!current) throw notFound();
    // One conditional statement: a claim committing in between lowers `remaining` and is kept.
    const [updated] = await tx
      .update(couponTemplates)
      .set({ ...fields, remaining: sql`${couponTemplates.remaining} + (${fields.total}::integer - ${couponTemplates.total})` })
      .where(and(eq(couponTemplates.id, id), lte(couponTemplates.total, fields.total)))
      .returning({ id: couponTemplates.id });
    if (!updated) throw new Refusal(CONSOLE_COUPON_MESSAGES.totalShrinks(current.total - current.remaining, current.total));
    const added = fields.total - current.total;
    await recordAudit(
      tx,
      staff,
      {
        action: 'coupon.edit',
        targetType: 'coupon_template',
        targetId: id,
        summary: `修改优惠券「${fields.name}」：${money(fields.amount)}${added > 0 ? `，增发 ${added} 张` : ''}`,
      },
      now,
    );
    return id;
  });
  return couponById(db, savedId);
}

/** `POST /api/sys/coupon/status`: in or out of the coupon centre; coupons already claimed stay usable. */
export async function setCouponActive(db: Db, staff: Staff, { id, active }: { id: number; active: boolean }, now: Date): Promise<ConsoleCoupon> {
  assertPlatform(staff);
  await db.transaction(async (tx) => {
    const [updated] = await tx.update(couponTemplates).set({ active }).where(eq(couponTemplates.id, id)).returning({ name: couponTemplates.name });
    if (!updated) throw notFound();
    await recordAudit(
      tx,
      staff,
      { action: active ? 'coupon.enable' : 'coupon.disable', targetType: 'coupon_template', targetId: id, summary: `${active ? '启用' : '停用'}优惠券「${updated.name}」` },
      now,
    );
  });
  return couponById(db, id);
}
