/**
 * How a customer gets a session: registration, password login, SMS-code login, and password
 * reset. Each returns plain values; the routes only wrap them in the envelope.
 */
import { SMS_PURPOSE, type CodeLoginBody, type PasswordLoginBody, type RegisterBody, type ResetPasswordBody } from '@/contract/auth';
import type { Db } from '../../db/client';
import { recordLogin } from '../accountSafety/loginRecords';
import { alertOnNewDevice } from '../accountSafety/newDeviceAlert';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { createSession, deleteCustomerSessions } from '../auth/sessions';
import { MINUTE_MS } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { addressLimit, clearEvents, releaseSlots, takeSlots, type Limit } from '../shared/throttle';
import { createCustomer, findCustomerByPhone, setCustomerPassword, type CustomerAccount, type NewCustomer } from './accounts';
import { consumeSmsCode, SMS_MESSAGES } from './smsCodes';

/** `userAgent`: the browser's, kept on the session and the sign-in record (/accountSafe). */
export type AuthContext = { now: Date; clientAddress: string; sessionTtlMs: number; userAgent?: string | null };
export type CustomerLogin = { customer: CustomerAccount; token: string };

export const LOGIN_MESSAGES = {
  badCredentials: '手机号或密码错误',
  throttled: '登录失败次数过多，请 15 分钟后再试',
} as const;

const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
/** Guessing one account's password: 5 tries per 15 minutes (a success clears them). */
const phoneLimit = (phone: string): Limit => ({ key: `login:phone:${phone}`, max: 5, windowMs: LOGIN_WINDOW_MS });
/** Spraying one password over many accounts from one address: 30 failed tries per 15 minutes. */
const loginAddressLimit = (address: string) => addressLimit('login', address, 30, LOGIN_WINDOW_MS);

async function startSession(db: Db, customer: CustomerAccount, ctx: AuthContext): Promise<CustomerLogin> {
  const token = await createSession(
    db,
    { kind: 'customer', customerId: customer.id },
    { now: ctx.now, ttlMs: ctx.sessionTtlMs },
    { userAgent: ctx.userAgent ?? null, clientAddress: ctx.clientAddress },
  );
  return { customer, token };
}

/** A sign-in record of an account's login attempt that reached the check; a success from a new kind of device is told to the owner. */
async function recordAttempt(db: Db, customerId: number, method: 'password' | 'sms', success: boolean, ctx: AuthContext): Promise<void> {
  const attempt = { customerId, method, success, clientAddress: ctx.clientAddress, userAgent: ctx.userAgent ?? null, at: ctx.now };
  if (success) await alertOnNewDevice(db, attempt);
  await recordLogin(db, attempt);
}

function newCustomerFrom(body: RegisterBody, passwordHash: string): NewCustomer {
  if (body.accountType === 'company') {
    return {
      phone: body.phone,
      passwordHash,
      accountType: 'company',
      companyName: body.cname,
      personName: body.contactName,
      industry: body.industry ?? null,
      companySize: body.companySize ?? null,
      referral: body.referral ?? null,
    };
  }
  return { phone: body.phone, passwordHash, accountType: 'personal', companyName: null, personName: body.pname, referral: body.referral ?? null };
}

/** Creates the account (balance 0, unverified) with the register code, and logs it in. */
export async function registerCustomer(db: Db, body: RegisterBody, ctx: AuthContext): Promise<CustomerLogin> {
  if (await findCustomerByPhone(db, body.phone)) throw new Refusal(SMS_MESSAGES.alreadyRegistered);
  await consumeSmsCode(db, { phone: body.phone, purpose: SMS_PURPOSE.register, code: body.code, now: ctx.now });
  const customer = await createCustomer(db, newCustomerFrom(body, await hashPassword(body.passWord)), ctx.now);
  if (!customer) throw new Refusal(SMS_MESSAGES.alreadyRegistered);
  return startSession(db, customer, ctx);
}

/**
 * One message for an unknown phone and a wrong password, and the same work for both (a dummy
 * hash check), so neither the text nor the time tells which phones are registered. Every
 * attempt takes its slots (phone and address) before the password is checked, so parallel
 * guesses cannot outrun the count; a right password gives its slots back and clears the
 * phone's earlier failures, so the limits end up counting failures.
 */
export async function loginWithPassword(db: Db, { phone, passWord }: PasswordLoginBody, ctx: AuthContext): Promise<CustomerLogin> {
  const byPhone = phoneLimit(phone);
  const taken = await takeSlots(db, [byPhone, loginAddressLimit(ctx.clientAddress)], ctx.now);
  if (!taken) throw new Refusal(LOGIN_MESSAGES.throttled);
  const customer = await findCustomerByPhone(db, phone);
  const passed = customer ? await verifyPassword(customer.passwordHash, passWord) : await verifyAgainstDummy(passWord);
  if (customer && !passed) await recordAttempt(db, customer.id, 'password', false, ctx);
  if (!customer || !passed) throw new Refusal(LOGIN_MESSAGES.badCredentials);
  await recordAttempt(db, customer.id, 'password', true, ctx);
  await clearEvents(db, byPhone.key);
  await releaseSlots(db, taken);
  return startSession(db, customer, ctx);
}

/** The code itself is the limit here: five wrong tries kill it, ten codes a day per phone. */
export async function loginWithSmsCode(db: Db, { phone, code }: CodeLoginBody, ctx: AuthContext): Promise<CustomerLogin> {
  try {
    await consumeSmsCode(db, { phone, purpose: SMS_PURPOSE.login, code, now: ctx.now });
  } catch (error) {
    // A wrong or dead code is a failed sign-in the account's owner may want to see.
    const tried = error instanceof Refusal ? await findCustomerByPhone(db, phone) : null;
    if (tried) await recordAttempt(db, tried.id, 'sms', false, ctx);
    throw error;
  }
  const customer = await findCustomerByPhone(db, phone);
  if (!customer) throw new Refusal(SMS_MESSAGES.notRegistered);
  await recordAttempt(db, customer.id, 'sms', true, ctx);
  await clearEvents(db, phoneLimit(phone).key);
  return startSession(db, customer, ctx);
}

/** Sets a new password with the reset code and ends every session of the account. */
export async function resetPassword(db: Db, { phone, code, passWord }: ResetPasswordBody, ctx: AuthContext): Promise<void> {
  await consumeSmsCode(db, { phone, purpose: SMS_PURPOSE.resetPassword, code, now: ctx.now });
  const customer = await findCustomerByPhone(db, phone);
  if (!customer) throw new Refusal(SMS_MESSAGES.notRegistered);
  const passwordHash = await hashPassword(passWord);
  await db.transaction(async (tx) => {
    await setCustomerPassword(tx, customer.id, passwordHash, ctx.now);
    await deleteCustomerSessions(tx, customer.id);
  });
  await clearEvents(db, phoneLimit(phone).key);
}
