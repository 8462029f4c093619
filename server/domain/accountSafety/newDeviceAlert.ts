/**
 * 新设备登录提醒: a successful login from a kind of device (browser, system, phone or computer) the
 * account never signed in from before writes a 消息, so a login the owner did not make shows up
 * even if they never open /accountSafe. Versions are ignored (a browser update is no new device);
 * the very first sign-in on record warns of nothing (there is nothing to compare with).
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import { SITE } from '@/contract/site';
import type { Db } from '../../db/client';
import { loginRecords } from '../../db/schema';
import { notifyCustomer } from '../notifications/notify';
import { formatShanghai } from '../shared/clock';
import { deviceFamily, describeUserAgent } from './userAgents';
import type { LoginAttempt } from './loginRecords';

export const NEW_DEVICE_TITLE = '新设备登录提醒';

/** How many earlier successful sign-ins are compared (the records are bounded anyway). */
const COMPARED = 50;

/** Writes the 消息 when `attempt` (a success, not yet recorded) comes from a new kind of device. */
export async function alertOnNewDevice(db: Db, attempt: LoginAttempt): Promise<boolean> {
  const earlier = await db
    .select({ userAgent: loginRecords.userAgent })
    .from(loginRecords)
    .where(and(eq(loginRecords.customerId, attempt.customerId), eq(loginRecords.success, true), lt(loginRecords.at, new Date(attempt.at.getTime() + 1))))
    .orderBy(desc(loginRecords.at))
    .limit(COMPARED);
  if (earlier.length === 0) return false;
  const family = deviceFamily(attempt.userAgent);
  if (earlier.some((row) => deviceFamily(row.userAgent) === family)) return false;
  const device = describeUserAgent(attempt.userAgent);
  await notifyCustomer(
    db,
    {
      customerId: attempt.customerId,
      title: NEW_DEVICE_TITLE,
      content: `您的账户于 ${formatShanghai(attempt.at)} 在新设备（${device.browser} · ${device.os}，地址 ${attempt.clientAddress}）登录。如非本人操作，请立即在“账户安全”中退出该设备并修改密码，或联系客服 ${SITE.hotline}。`,
    },
    attempt.at,
  );
  return true;
}
