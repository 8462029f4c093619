/**
 * The platform's decisions on merchant applications (back office, admin only). Approving a shop
 * application is one transaction: the application approved, its shop opened (its public store
 * page works at once), the shop's first merchant login (an editor of that shop, the applicant's
 * phone on file, a random password nobody knows) and a type 7 code for that phone, which the
 * holder uses to set the password (`auth/api/sys/password/set`). The applicant learns the outcome
 * by SMS; messages are handed to the sender after the commit, so a rolled-back decision sends
 * nothing, and a sender's failure never undoes a decision (the merchant asks for a new code).
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SMS_PURPOSE } from '@/contract/auth';
import {
  APPLICATION_REVIEW_MESSAGES,
  APPLICATION_STATUS_NAMES,
  type ApplicationApproval,
  type ApplicationApproved,
  type ApplicationListQuery,
  type ConsoleApplication,
} from '@/contract/consoleApplications';
import { SITE } from '@/contract/site';
import type { Db, Executor } from '../../db/client';
import { merchantApplications, stores, sysUsers } from '../../db/schema';
import type { Logger } from '../../runtime/log';
import type { SmsSender } from '../../providers/sms';
import { hashPassword } from '../auth/passwords';
import { recordAudit } from '../staff/audit';
import { offsetOf, orderByOf } from '../shared/listing';
import { assertPlatform, type Staff } from '../staff/scope';
import { isUsernameTaken, usernameLock } from '../staff/accounts';
import { likePattern } from '../shared/listing';
import { deliverSmsCode, storeSmsCode, type PendingSmsCode } from '../customers/smsCodes';
import { lockNames } from '../shared/advisoryLocks';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';

/** Who decides and how the applicant hears of it. */
export type ReviewContext = { now: Date; clientAddress: string; sms: SmsSender; log: Logger };

const reviewer = alias(sysUsers, 'reviewer');
const merchant = alias(sysUsers, 'merchant');

const applicationColumns = {
  application: merchantApplications,
  reviewer: reviewer.nickName,
  storeName: stores.name,
  storeSlug: stores.slug,
  merchantUsername: merchant.username,
};

type Joined = {
  application: typeof merchantApplications.$inferSelect;
  reviewer: string | null;
  storeName: string | null;
  storeSlug: string | null;
  merchantUsername: string | null;
};

const joinedApplications = (db: Executor) =>
  db
    .select(applicationColumns)
    .from(merchantApplications)
    .leftJoin(reviewer, eq(reviewer.id, merchantApplications.reviewedBy))
    .leftJoin(stores, eq(stores.id, merchantApplications.storeId))
    .leftJoin(merchant, eq(merchant.id, merchantApplications.sysUserId));

function applicationView({ application, reviewer: reviewerName, storeName, storeSlug, merchantUsername }: Joined): ConsoleApplication {
  return {
    id: application.id,
    kind: application.kind,
    company: application.company,
    contactName: application.contactName,
    phone: application.phone,
    businessLicenceNo: application.businessLicenceNo,
    category: application.category,
    message: application.message,
    status: application.status,
    statusName: APPLICATION_STATUS_NAMES[application.status],
    submittedAt: formatShanghai(application.createdAt),
    reviewedAt: application.reviewedAt ? formatShanghai(application.reviewedAt) : null,
    reviewer: reviewerName,
    remark: application.remark,
    store: application.storeId !== null && storeName !== null && storeSlug !== null ? { id: application.storeId, name: storeName, slug: storeSlug } : null,
    merchantUsername,
    clientAddress: application.clientAddress,
  };
}

/** `POST /api/sys/application/list`: newest first unless sorted otherwise. */
export async function applicationList(db: Db, staff: Staff, query: ApplicationListQuery): Promise<{ rows: ConsoleApplication[]; total: number }> {
  assertPlatform(staff);
  const conditions: (SQL | undefined)[] = [eq(merchantApplications.kind, query.kind), query.status === undefined ? undefined : eq(merchantApplications.status, query.status)];
  if (query.keyword !== undefined) {
    const pattern = likePattern(query.keyword);
    conditions.push(
      or(
        ilike(merchantApplications.company, pattern),
        ilike(merchantApplications.contactName, pattern),
        ilike(merchantApplications.phone, pattern),
        ilike(merchantApplications.businessLicenceNo, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const order = orderByOf(query, { submittedAt: merchantApplications.createdAt, reviewedAt: merchantApplications.reviewedAt }, merchantApplications.id);
  const [rows, [counted]] = await Promise.all([
    joinedApplications(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(merchantApplications).where(where),
  ]);
  return { rows: rows.map(applicationView), total: counted?.n ?? 0 };
}

/** `GET /api/sys/application/detail/{id}` (either kind). */
export async function applicationDetail(db: Executor, staff: Staff, id: number): Promise<ConsoleApplication> {
  assertPlatform(staff);
  const [row] = await joinedApplications(db).where(eq(merchantApplications.id, id));
  if (!row) throw notFound();
  return applicationView(row);
}

/** The application of `kind`, or 404; refused once it is no longer open to the decision. */
async function openApplication(tx: Executor, id: number, kind: 'join' | 'cooperation', open: readonly string[], refusal: string) {
  const [application] = await tx
    .select()
    .from(merchantApplications)
    .where(and(eq(merchantApplications.id, id), eq(merchantApplications.kind, kind)));
  if (!application) throw notFound();
  if (!open.includes(application.status)) throw new Refusal(refusal);
  return application;
}

export const storeSlugLock = (slug: string) => `store:slug:${slug}`;
const storeNameLock = (name: string) => `store:name:${name}`;

async function taken(tx: Executor, where: SQL): Promise<boolean> {
  const [row] = await tx.select({ id: stores.id }).from(stores).where(where).limit(1);
  return row !== undefined;
}

/** Sends a notice; a provider's failure is logged, never the decision's failure (it has committed). */
async function notifyApplicant(ctx: ReviewContext, phone: string, text: string): Promise<void> {
  try {
    await ctx.sms.notify({ phone, text, sentAt: ctx.now });
  } catch (error) {
    ctx.log.warn(`[sms] the notice to ${phone} was not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const approvalNotice = (storeName: string, username: string) =>
  `【${SITE.name}】您的店铺入驻申请已通过，店铺「${storeName}」已开通。商家后台账号：${username}，请使用随后收到的验证码设置登录密码（验证码过期可在设置密码页重新获取）。`;
export const rejectionNotice = (reason: string) => `【${SITE.name}】很抱歉，您的店铺入驻申请未通过审核，原因：${reason}。如有疑问请致电 ${SITE.hotline}。`;

/** `POST /api/sys/application/approve`. */
export async function approveApplication(db: Db, staff: Staff, input: ApplicationApproval, ctx: ReviewContext): Promise<ApplicationApproved> {
  assertPlatform(staff);
  const { now } = ctx;
  // Nobody knows this password: the holder sets their own through the SMS code.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const decided = await db.transaction(async (tx) => {
    await lockNames(tx, [storeSlugLock(input.slug), storeNameLock(input.storeName), usernameLock(input.username)]);
    const application = await openApplication(tx, input.id, 'join', ['pending'], APPLICATION_REVIEW_MESSAGES.decided);
    if (await taken(tx, eq(stores.slug, input.slug))) throw new Refusal(APPLICATION_REVIEW_MESSAGES.slugTaken);
    if (await taken(tx, eq(stores.name, input.storeName))) throw new Refusal(APPLICATION_REVIEW_MESSAGES.storeNameTaken);
    if (await isUsernameTaken(tx, input.username)) throw new Refusal(APPLICATION_REVIEW_MESSAGES.usernameTaken);

    const [store] = await tx
      .insert(stores)
      .values({ slug: input.slug, name: input.storeName, intro: input.intro, city: input.city, status: 'open', featured: false, createdAt: now })
      .returning({ id: stores.id });
    if (!store) throw new Error('the store was not stored');
    const [login] = await tx
      .insert(sysUsers)
      .values({
        username: input.username,
        passwordHash,
        nickName: input.nickName ?? application.contactName,
        role: 'editor',
        storeId: store.id,
        phone: application.phone,
        createdAt: now,
      })
      .returning({ id: sysUsers.id });
    if (!login) throw new Error('the merchant login was not stored');
    const [approved] = await tx
      .update(merchantApplications)
      .set({ status: 'approved', reviewedAt: now, reviewedBy: staff.id, remark: '', storeId: store.id, sysUserId: login.id })
      .where(and(eq(merchantApplications.id, application.id), eq(merchantApplications.status, 'pending')))
      .returning({ id: merchantApplications.id });
    if (!approved) throw new Refusal(APPLICATION_REVIEW_MESSAGES.decided);

    // The phone's cooldown or daily limit may hold the code back: the approval stands, the
    // merchant asks for a code later (auth/api/sys/password/code).
    let code: PendingSmsCode | null = null;
    try {
      code = await storeSmsCode(tx, { phone: application.phone, purpose: SMS_PURPOSE.merchantPassword, clientAddress: ctx.clientAddress, now });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
    }
    await recordAudit(
      tx,
      staff,
      {
        action: 'application.approve',
        targetType: 'merchant_application',
        targetId: application.id,
        summary: `通过入驻申请 #${application.id}（${application.company}）：开通店铺「${input.storeName}」（${input.slug}），商家账号 ${input.username}`,
      },
      now,
    );
    return { phone: application.phone, code };
  });

  await notifyApplicant(ctx, decided.phone, approvalNotice(input.storeName, input.username));
  let passwordCodeSent = false;
  if (decided.code) {
    try {
      await deliverSmsCode(db, ctx.sms, decided.code);
      passwordCodeSent = true;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      ctx.log.warn(`[sms] the password code to ${decided.phone} was not sent`);
    }
  }
  return { application: await applicationDetail(db, staff, input.id), passwordCodeSent };
}

/** `POST /api/sys/application/reject`: the reason goes to the applicant by SMS. */
export async function rejectApplication(db: Db, staff: Staff, { id, reason }: { id: number; reason: string }, ctx: ReviewContext): Promise<ConsoleApplication> {
  assertPlatform(staff);
  const phone = await db.transaction(async (tx) => {
    const application = await openApplication(tx, id, 'join', ['pending'], APPLICATION_REVIEW_MESSAGES.decided);
    const [rejected] = await tx
      .update(merchantApplications)
      .set({ status: 'rejected', reviewedAt: ctx.now, reviewedBy: staff.id, remark: reason })
      .where(and(eq(merchantApplications.id, id), eq(merchantApplications.status, 'pending')))
      .returning({ id: merchantApplications.id });
    if (!rejected) throw new Refusal(APPLICATION_REVIEW_MESSAGES.decided);
    await recordAudit(
      tx,
      staff,
      { action: 'application.reject', targetType: 'merchant_application', targetId: id, summary: `驳回入驻申请 #${id}（${application.company}）：${reason}` },
      ctx.now,
    );
    return application.phone;
  });
  await notifyApplicant(ctx, phone, rejectionNotice(reason));
  return applicationDetail(db, staff, id);
}

/** `POST /api/sys/cooperation/handle`: contacted (again, with a newer note) or closed; a closed one stays closed. */
export async function handleCooperation(
  db: Db,
  staff: Staff,
  { id, status, remark }: { id: number; status: 'contacted' | 'closed'; remark: string },
  now: Date,
): Promise<ConsoleApplication> {
  assertPlatform(staff);
  const open = ['pending', 'contacted'] as const;
  await db.transaction(async (tx) => {
    const application = await openApplication(tx, id, 'cooperation', open, APPLICATION_REVIEW_MESSAGES.closed);
    const [handled] = await tx
      .update(merchantApplications)
      .set({ status, remark, reviewedAt: now, reviewedBy: staff.id })
      .where(and(eq(merchantApplications.id, id), inArray(merchantApplications.status, [...open])))
      .returning({ id: merchantApplications.id });
    if (!handled) throw new Refusal(APPLICATION_REVIEW_MESSAGES.closed);
    await recordAudit(
      tx,
      staff,
      {
        action: 'cooperation.handle',
        targetType: 'merchant_application',
        targetId: id,
        summary: `合作申请 #${id}（${application.company}）${APPLICATION_STATUS_NAMES[status]}：${remark}`,
      },
      now,
    );
  });
  return applicationDetail(db, staff, id);
}
