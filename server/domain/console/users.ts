/**
 * The platform's page 后台用户: back-office logins, their role (admin or editor:
 * docs/product-rules.md#back-office) and shop. A role or shop change reaches the user at their next
 * call (every call reads the user row, and the menu is built per call); disabling a user or
 * resetting their password ends their sessions. The platform keeps at least one enabled admin, and
 * nobody disables or demotes themselves (an admin locking everyone out is one click otherwise).
 */
import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { SYS_ROLE_NAMES, CONSOLE_USER_MESSAGES, type ConsoleUser, type UserListQuery, type UserSaveInput } from '@/contract/consoleUsers';
import type { Db, Executor } from '../../db/client';
import { sessions, stores, sysUsers } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { likePattern } from '../shared/listing';
import { lockNames } from '../shared/advisoryLocks';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { recordAudit } from '../staff/audit';
import { offsetOf, orderByOf } from '../shared/listing';
import { assertPlatform, type Staff } from '../staff/scope';
import { isUsernameTaken, usernameLock } from '../staff/accounts';

/** Changes that could leave the platform without an enabled admin queue on one lock. */
const ADMINS_LOCK = 'sys-user:admins';

const liveSessions = (now: Date) => sql<number>`(
  select count(*) from sessions s where s.sys_user_id = sys_users.id and s.expires_at > ${now.toISOString()}::timestamptz
)::integer`;

const userColumns = (now: Date) => ({
  id: sysUsers.id,
  username: sysUsers.username,
  nickName: sysUsers.nickName,
  role: sysUsers.role,
  storeId: sysUsers.storeId,
  storeName: stores.name,
  phone: sysUsers.phone,
  disabled: sysUsers.disabled,
  sessions: liveSessions(now),
  createdAt: sysUsers.createdAt,
});

type UserRow = {
  id: number;
  username: string;
  nickName: string;
  role: 'admin' | 'editor';
  storeId: number | null;
  storeName: string | null;
  phone: string | null;
  disabled: boolean;
  sessions: number;
  createdAt: Date;
};

function userView(row: UserRow): ConsoleUser {
  return { ...row, roleName: SYS_ROLE_NAMES[row.role], sessions: Number(row.sessions), createdAt: formatShanghai(row.createdAt) };
}

/** `POST /api/sys/user/list`. */
export async function userList(db: Db, staff: Staff, query: UserListQuery, now: Date): Promise<{ rows: ConsoleUser[]; total: number }> {
  assertPlatform(staff);
  const conditions: (SQL | undefined)[] = [
    query.role === undefined ? undefined : eq(sysUsers.role, query.role),
    query.storeId === undefined ? undefined : eq(sysUsers.storeId, query.storeId),
    query.disabled === undefined ? undefined : eq(sysUsers.disabled, query.disabled),
  ];
  if (query.keyword !== undefined) {
    const pattern = likePattern(query.keyword);
    conditions.push(or(ilike(sysUsers.username, pattern), ilike(sysUsers.nickName, pattern), ilike(sysUsers.phone, pattern)));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(userColumns(now))
      .from(sysUsers)
      .leftJoin(stores, eq(stores.id, sysUsers.storeId))
      .where(where)
      .orderBy(...orderByOf(query, { createdAt: sysUsers.createdAt, username: sysUsers.username }, sysUsers.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(sysUsers).where(where),
  ]);
  return { rows: rows.map(userView), total: counted?.n ?? 0 };
}

export async function userDetail(db: Executor, id: number, now: Date): Promise<ConsoleUser> {
  const [row] = await db.select(userColumns(now)).from(sysUsers).leftJoin(stores, eq(stores.id, sysUsers.storeId)).where(eq(sysUsers.id, id));
  if (!row) throw notFound();
  return userView(row);
}

/** Whether another enabled admin than `userId` would remain. */
async function otherEnabledAdminExists(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: sysUsers.id })
    .from(sysUsers)
    .where(and(eq(sysUsers.role, 'admin'), eq(sysUsers.disabled, false), ne(sysUsers.id, userId)))
    .limit(1);
  return row !== undefined;
}

async function assertStoreExists(tx: Executor, storeId: number | null): Promise<void> {
  if (storeId === null) return;
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Refusal(CONSOLE_USER_MESSAGES.storeMissing);
}

/** `POST /api/sys/user/save`: a new login (with its first password) or an edit of one. */
export async function saveUser(db: Db, staff: Staff, input: UserSaveInput, now: Date): Promise<ConsoleUser> {
  assertPlatform(staff);
  // Hashed before the transaction: argon2 takes its time, the locks should not.
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    await lockNames(tx, [usernameLock(input.username), ADMINS_LOCK]);
    if (await isUsernameTaken(tx, input.username, input.id)) throw new Refusal(CONSOLE_USER_MESSAGES.usernameTaken);
    await assertStoreExists(tx, input.storeId);
    const fields = { username: input.username, nickName: input.nickName, role: input.role, storeId: input.storeId, phone: input.phone };
    if (input.id === undefined) {
      if (passwordHash === null) throw new Error('a new user comes with a password (userSaveBody)');
      const [created] = await tx
        .insert(sysUsers)
        .values({ ...fields, passwordHash, createdAt: now })
        .returning({ id: sysUsers.id });
      if (!created) throw new Error('the user was not stored');
      await recordAudit(
        tx,
        staff,
        { action: 'user.add', targetType: 'sys_user', targetId: created.id, summary: `新增后台用户 ${input.username}（${SYS_ROLE_NAMES[input.role]}）` },
        now,
      );
      return created.id;
    }
    const [current] = await tx.select().from(sysUsers).where(eq(sysUsers.id, input.id));
    if (!current) throw notFound();
    const roleOrShopChanges = current.role !== input.role || current.storeId !== input.storeId;
    if (current.id === staff.id && roleOrShopChanges) throw new Refusal(CONSOLE_USER_MESSAGES.notOwnRole);
    if (current.role === 'admin' && input.role !== 'admin' && !current.disabled && !(await otherEnabledAdminExists(tx, current.id)))
      throw new Refusal(CONSOLE_USER_MESSAGES.lastAdmin);
    await tx.update(sysUsers).set(fields).where(eq(sysUsers.id, current.id));
    const changes = [
      current.username !== input.username ? `账号 ${current.username} → ${input.username}` : null,
      current.role !== input.role ? `角色 ${SYS_ROLE_NAMES[current.role]} → ${SYS_ROLE_NAMES[input.role]}` : null,
      current.storeId !== input.storeId ? `所属店铺 ${current.storeId ?? '无'} → ${input.storeId ?? '无'}` : null,
      current.nickName !== input.nickName ? `姓名 ${input.nickName}` : null,
      current.phone !== input.phone ? '手机号' : null,
    ].filter((change) => change !== null);
    await recordAudit(
      tx,
      staff,
      { action: 'user.edit', targetType: 'sys_user', targetId: current.id, summary: `修改后台用户 ${input.username}${changes.length > 0 ? `：${changes.join('，')}` : ''}` },
      now,
    );
    return current.id;
  });
  return userDetail(db, id, now);
}

/** `POST /api/sys/user/status`: disabling ends every session of the user at once. */
export async function setUserDisabled(db: Db, staff: Staff, { id, disabled }: { id: number; disabled: boolean }, now: Date): Promise<ConsoleUser> {
  assertPlatform(staff);
  await db.transaction(async (tx) => {
    await lockNames(tx, [ADMINS_LOCK]);
    const [current] = await tx.select().from(sysUsers).where(eq(sysUsers.id, id));
    if (!current) throw notFound();
    if (disabled && current.id === staff.id) throw new Refusal(CONSOLE_USER_MESSAGES.notSelf);
    if (disabled && current.role === 'admin' && !(await otherEnabledAdminExists(tx, current.id))) throw new Refusal(CONSOLE_USER_MESSAGES.lastAdmin);
    await tx.update(sysUsers).set({ disabled }).where(eq(sysUsers.id, id));
    if (disabled) await tx.delete(sessions).where(eq(sessions.sysUserId, id));
    await recordAudit(
      tx,
      staff,
      { action: disabled ? 'user.disable' : 'user.enable', targetType: 'sys_user', targetId: id, summary: `${disabled ? '停用' : '启用'}后台用户 ${current.username}` },
      now,
    );
  });
  return userDetail(db, id, now);
}

/**
 * `POST /api/sys/user/resetPwd`: the new password, and every session of the user ends but the
 * caller's own (`keepTokenHash`), should they reset their own.
 */
export async function resetUserPassword(db: Db, staff: Staff, { id, password }: { id: number; password: string }, keepTokenHash: string, now: Date): Promise<ConsoleUser> {
  assertPlatform(staff);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [current] = await tx.update(sysUsers).set({ passwordHash }).where(eq(sysUsers.id, id)).returning({ username: sysUsers.username });
    if (!current) throw notFound();
    await tx.delete(sessions).where(and(eq(sessions.sysUserId, id), ne(sessions.tokenHash, keepTokenHash)));
    await recordAudit(tx, staff, { action: 'user.resetPwd', targetType: 'sys_user', targetId: id, summary: `重置后台用户 ${current.username} 的密码` }, now);
  });
  return userDetail(db, id, now);
}
