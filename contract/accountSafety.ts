/**
 * Account safety (/accountSafe): changing the password and the mobile number, the devices signed
 * in and the recent sign-ins. Every call needs the customer's session and acts on that customer
 * only; the wire's field names follow the account calls' (`passWord`, `phone`, `code`).
 */
import { z } from 'zod';
import { SMS_CODE_PATTERN } from '@/contract/validationRules';
import { password, phone } from './auth';

export const changePasswordBody = z.strictObject({
  /** Only presence and size, as at login: the old password may predate today's rules. */
  oldPassWord: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(128, '原密码错误'),
  /** The registration's rules (8–32 characters, letters and digits, no spaces). */
  passWord: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').pipe(password),
});

/**
 * Which number a change-of-mobile code goes to: `old`, the account's own number (the server
 * knows it; the request does not name it), or `new`, the number the account moves to, which
 * nobody may use yet.
 */
export const phoneChangeCodeBody = z.discriminatedUnion('step', [z.strictObject({ step: z.literal('old') }), z.strictObject({ step: z.literal('new'), phone })], {
  error: '请选择验证码发送的手机号（原手机号或新手机号）',
});

const codeFor = (which: string) =>
  z
    .string({ error: `请输入${which}收到的验证码` })
    .trim()
    .min(1, `请输入${which}收到的验证码`)
    .regex(SMS_CODE_PATTERN, '验证码为 6 位数字');

export const changePhoneBody = z.strictObject({
  oldCode: codeFor('原手机号'),
  phone: z.string({ error: '请输入新手机号码' }).trim().min(1, '请输入新手机号码').pipe(phone),
  code: codeFor('新手机号'),
});

export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const signOutSessionBody = z.strictObject({
  sessionId: z.string({ error: '请选择要退出的设备' }).trim().toLowerCase().regex(SESSION_ID_PATTERN, '设备标识不正确'),
});

export type ChangePasswordBody = z.output<typeof changePasswordBody>;
export type PhoneChangeCodeBody = z.output<typeof phoneChangeCodeBody>;
export type ChangePhoneBody = z.output<typeof changePhoneBody>;

/** `api/wUser/updatePassword`: how many other devices the change signed out. */
export type PasswordChanged = { signedOut: number };

/** `api/wUser/updatePhone`: the account's number now. */
export type PhoneChanged = { mobile: string };

/** One live session of the customer, as /accountSafe lists it. */
export type SignedInSession = {
  /** Opaque: names the session for its owner's sign-out, opens nothing by itself. */
  sessionId: string;
  /** e.g. `Chrome 126`, or 未知浏览器. */
  browser: string;
  /** e.g. `Windows 10`, `iOS 18.1`, or 未知系统. */
  os: string;
  deviceType: DeviceType;
  /** The client's address at login; null for sessions older than the record. */
  clientAddress: string | null;
  signedInAt: string;
  /** Refreshed at most once an hour (the session's sliding expiry). */
  lastSeenAt: string;
  /** The session this request came with (当前设备). */
  current: boolean;
};

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

export const LOGIN_METHOD_NAMES = { password: '密码', sms: '验证码' } as const;
export type LoginMethod = keyof typeof LOGIN_METHOD_NAMES;

/** One login attempt that reached the check (/accountSafe's recent sign-ins). */
export type LoginRecordView = {
  at: string;
  clientAddress: string;
  browser: string;
  os: string;
  deviceType: DeviceType;
  method: LoginMethod;
  methodName: (typeof LOGIN_METHOD_NAMES)[LoginMethod];
  success: boolean;
};

/** How many recent sign-ins the page shows. */
export const LOGIN_RECORDS_SHOWN = 20;
