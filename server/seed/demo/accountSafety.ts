/**
 * Demo data for /accountSafe and /news, written through the domain functions a real customer's
 * actions run (logins with the demo password or an SMS code, the bill reminders of the scheduler,
 * the read marks of /news), once per database (a marker row):
 *
 * - sign-ins of both demo customers over the last three weeks from a few browsers and addresses,
 *   one failed password try among them; the company is left signed in on two devices (a Windows
 *   PC this morning and an iPhone two days ago), and each new kind of device told it by 消息;
 * - the reminders of bills falling due within three days (if the orders' demo wrote bills);
 * - read marks as a person who uses the shop would leave them: what is older than three days is
 *   read, except what still asks for action (an overdue bill, a bill falling due); the newest
 *   stays unread, and each customer has both read and unread 消息.
 *
 * Run it after the orders' demo (it reads the 消息 those wrote):
 * `seedAccountSafetyDemo(db, { now, accounts: DEMO_ACCOUNTS })`.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SMS_PURPOSE } from '@/contract/auth';
import type { Db } from '../../db/client';
import { appMeta, customerNotifications, customers } from '../../db/schema';
import { loginWithPassword, loginWithSmsCode, type AuthContext } from '../../domain/customers/login';
import { issueSmsCode } from '../../domain/customers/smsCodes';
import { markNotificationRead } from '../../domain/notifications/inbox';
import { BILL_REMINDER_TITLE, remindDueBills } from '../../domain/notifications/billReminders';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../domain/shared/clock';
import { Refusal } from '../../domain/shared/refusal';
import type { SmsSender } from '../../providers/sms';

const MARKER = 'demo_account_safety_v1';
const SESSION_TTL_MS = 168 * HOUR_MS;

/** 消息 that ask the customer to act stay unread until they do. */
const ACTION_TITLES = ['账单已逾期', BILL_REMINDER_TITLE];
const READ_AFTER_MS = 3 * DAY_MS;

export const DEMO_BROWSERS = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  wechatAndroid: 'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.188 Mobile Safari/537.36 MicroMessenger/8.0.50',
} as const;

type DemoLogin = { ago: number; userAgent: string; address: string } & ({ by: 'password'; wrong?: true } | { by: 'sms' });

/** Oldest first: a new kind of device is new against the ones before it. */
const LOGINS: Record<'personal' | 'company', DemoLogin[]> = {
  personal: [
    { ago: 21 * DAY_MS, by: 'password', userAgent: DEMO_BROWSERS.safariMac, address: '221.218.40.17' },
    { ago: 12 * DAY_MS, by: 'sms', userAgent: DEMO_BROWSERS.wechatAndroid, address: '111.199.82.6' },
    { ago: 5 * DAY_MS + 3 * HOUR_MS, by: 'password', userAgent: DEMO_BROWSERS.safariMac, address: '221.218.40.17' },
    { ago: 26 * HOUR_MS, by: 'password', userAgent: DEMO_BROWSERS.edgeWindows, address: '221.218.40.17' },
  ],
  company: [
    { ago: 20 * DAY_MS, by: 'password', userAgent: DEMO_BROWSERS.chromeWindows, address: '116.24.66.10' },
    { ago: 15 * DAY_MS, by: 'password', userAgent: DEMO_BROWSERS.safariMac, address: '116.24.66.11' },
    { ago: 6 * DAY_MS + 13 * HOUR_MS, by: 'password', wrong: true, userAgent: DEMO_BROWSERS.firefoxLinux, address: '45.76.188.23' },
    { ago: 2 * DAY_MS + 11 * HOUR_MS, by: 'sms', userAgent: DEMO_BROWSERS.safariIphone, address: '223.104.63.21' },
    { ago: 3 * HOUR_MS + 20 * MINUTE_MS, by: 'password', userAgent: DEMO_BROWSERS.chromeWindows, address: '116.24.66.10' },
  ],
};

/** The sandbox's way of "sending": the code is handed to the demo, nothing leaves the machine. */
function handOver(): SmsSender & { last: () => string } {
  let code = '';
  return { send: async (message) => void (code = message.code), notify: async () => {}, last: () => code };
}

async function logInAsDemo(db: Db, phone: string, password: string, login: DemoLogin, now: Date): Promise<void> {
  const at = new Date(now.getTime() - login.ago);
  const ctx: AuthContext = { now: at, clientAddress: login.address, sessionTtlMs: SESSION_TTL_MS, userAgent: login.userAgent };
  if (login.by === 'sms') {
    const sms = handOver();
    await issueSmsCode(db, sms, { phone, purpose: SMS_PURPOSE.login, clientAddress: login.address, now: at });
    await loginWithSmsCode(db, { phone, code: sms.last() }, ctx);
    return;
  }
  try {
    await loginWithPassword(db, { phone, passWord: login.wrong ? 'Guess@12345' : password }, ctx);
  } catch (error) {
    if (!(error instanceof Refusal) || !login.wrong) throw error;
  }
}

/** Read marks as the customer would have left them (see the file's comment). */
async function markAsLived(db: Db, customerId: number, now: Date): Promise<void> {
  const notes = await db
    .select({ id: customerNotifications.id, title: customerNotifications.title, createdAt: customerNotifications.createdAt })
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), eq(customerNotifications.read, false)))
    .orderBy(asc(customerNotifications.createdAt), asc(customerNotifications.id));
  if (notes.length < 2) return;
  const newest = notes[notes.length - 1];
  let toRead = notes.filter((note) => note !== newest && now.getTime() - note.createdAt.getTime() > READ_AFTER_MS && !ACTION_TITLES.includes(note.title));
  // Someone who reads the shop's 消息 at all has read the oldest one.
  if (toRead.length === 0 && notes[0]) toRead = [notes[0]];
  for (const note of toRead) await markNotificationRead(db, customerId, note.id);
}

type DemoLogins = Record<'personal' | 'company', { phone: string; password: string }>;

/** Returns false when the demo was already written to this database. */
export async function seedAccountSafetyDemo(db: Db, { now, accounts }: { now: Date; accounts: DemoLogins }): Promise<boolean> {
  const [first] = await db.insert(appMeta).values({ key: MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
  if (!first) return false;
  const demo = await db
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(inArray(customers.phone, [accounts.personal.phone, accounts.company.phone]));
  const idOf = new Map(demo.map((row) => [row.phone, row.id]));
  for (const who of ['personal', 'company'] as const) {
    const account = accounts[who];
    if (!idOf.has(account.phone)) continue;
    for (const login of LOGINS[who]) await logInAsDemo(db, account.phone, account.password, login, now);
  }
  await remindDueBills(db, now, 200);
  await markInboxesLived(db, { now, accounts });
  return true;
}

/** The demo customers' 消息 read as they would have left them (again after the demo history wrote more). */
export async function markInboxesLived(db: Db, { now, accounts }: { now: Date; accounts: DemoLogins }): Promise<void> {
  const demo = await db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.phone, [accounts.personal.phone, accounts.company.phone]));
  for (const { id } of demo) await markAsLived(db, id, now);
}
