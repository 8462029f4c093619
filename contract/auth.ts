/**
 * Account calls shared by the storefront and the product server. The zod schemas are the single
 * definition of each body; their messages are what a customer reads when a field is wrong.
 */
import { z } from 'zod';
import type { VerifyStatus } from './verifyStatus';
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, SMS_CODE_PATTERN } from '@/contract/validationRules';

export const phone = z.string({ error: '请输入手机号码' }).trim().min(1, '请输入手机号码').regex(PHONE_PATTERN, '请输入正确的手机号码');

export const password = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .min(PASSWORD_MIN, `密码长度为 ${PASSWORD_MIN} 到 ${PASSWORD_MAX} 位`)
  .max(PASSWORD_MAX, `密码长度为 ${PASSWORD_MIN} 到 ${PASSWORD_MAX} 位`)
  .regex(/[A-Za-z]/, '密码须同时包含字母和数字')
  .regex(/\d/, '密码须同时包含字母和数字')
  .regex(/^\S+$/, '密码不能包含空格');

/** A login password is only checked for presence and size: old passwords may predate the rules. */
export const loginPassword = z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长');

export const smsCode = z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').regex(SMS_CODE_PATTERN, '验证码为 6 位数字');

/**
 * SMS code purposes (docs/product-rules.md#sms-codes): 1 register, 2 login by code, 3 password reset, 4 a verified
 * company's consent to take over a rental (sent to the company's phone, asked with a session),
 * 5 and 6 a change of mobile number: to the account's current number and to the new one (asked
 * with a session through `api/wUser/updatePhone/vCode`, never through `vCode`), 7 a merchant
 * login's password (商家设置密码: sent when the platform approves a shop application, and by
 * `auth/api/sys/password/code`, to the phone of a back-office login), 8 the signing of an order's
 * lease contract (签署租赁合同: sent by `api/wOrder/contract/code` to the renting account's own phone).
 */
export const SMS_PURPOSE = { register: 1, login: 2, resetPassword: 3, companyConsent: 4, phoneChangeOld: 5, phoneChangeNew: 6, merchantPassword: 7, contractSigning: 8 } as const;
export type SmsPurpose = (typeof SMS_PURPOSE)[keyof typeof SMS_PURPOSE];

export const sendSmsCodeQuery = z.strictObject({
  phone,
  type: z.coerce.number({ error: '验证码类型不正确' }).pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '验证码类型不正确' })),
});

export const passwordLoginBody = z.strictObject({ phone, passWord: loginPassword });
export const codeLoginBody = z.strictObject({ phone, code: smsCode });

const companyName = z.string({ error: '请输入企业名称' }).trim().min(1, '请输入企业名称').min(2, '企业名称至少 2 个字').max(60, '企业名称不能超过 60 个字');
const personName = z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').min(2, '姓名至少 2 个字').max(30, '姓名不能超过 30 个字');

/** The choice lists a registration form offers (`GET /api/register/reg/choice/{type}`). */
export const CHOICE_TYPE = { industry: 1, companySize: 2, referral: 3 } as const;

const optionalChoice = z.string().trim().max(40, '选项过长').optional();

export const registerBody = z.discriminatedUnion(
  'accountType',
  [
    z.strictObject({
      accountType: z.literal('company'),
      phone,
      code: smsCode,
      passWord: password,
      cname: companyName,
      contactName: personName,
      industry: optionalChoice,
      companySize: optionalChoice,
      referral: optionalChoice,
    }),
    z.strictObject({
      accountType: z.literal('personal'),
      phone,
      code: smsCode,
      passWord: password,
      pname: personName,
      referral: optionalChoice,
    }),
  ],
  { error: '请选择注册类型（企业或个人）' },
);

export const resetPasswordBody = z.strictObject({ phone, code: smsCode, passWord: password });

export const userInfoQuery = z.strictObject({ quanJuId: z.string().max(64, '用户标识不正确').optional() });

export const sysLoginBody = z.strictObject({
  username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
  code: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(8, '验证码不正确'),
  uuid: z.string({ error: '验证码已失效，请刷新' }).min(1, '验证码已失效，请刷新').max(64, '验证码已失效，请刷新'),
});

export type AccountType = 'company' | 'personal';

/** `auth/api/info/token` answers this as `data` (the wire's userInfo, docs/product-rules.md#accounts). */
export type UserInfo = {
  quanJuId: string;
  mobile: string;
  /** Company name, for company accounts. */
  cname: string | null;
  /** Personal name: the person's name, or the contact person of a company account. */
  pname: string | null;
  /** Balance in fen. */
  balance: number;
  accountType: AccountType;
  /** Real-name (person) or business (company) verification passed. */
  verified: boolean;
  /** The verification state (dictionary verify_status: 0 未认证, 1 审核中, 2 已认证, 3 未通过) and its name. */
  verifyStatus: VerifyStatus;
  verifyStatusName: string;
};

/** A successful customer login or registration: `token` travels beside `data`. */
export type LoginData = { quanJuId: string };

/** `auth/api/info/sys` and a back-office login answer: who is logged in; an editor's shop by id and name. */
export type SysUserInfo = { userId: string; username: string; nickName: string; role: 'admin' | 'editor'; storeId: string | null; storeName: string | null };

export type MenuItem = {
  id: number;
  name: string;
  url: string;
  icon: string;
  /** 0 directory, 1 page, 4 permission button (docs/storefront.md#console-menu). */
  type: number;
  hidden: boolean;
  children: MenuItem[];
};

export type DictEntry = { dictLabel: string; dictValue: string; dictSort: number; listClass?: string; cssClass?: string };

export type Choice = { label: string; value: string };

/** `GET /api/wUser/pho`: whether a phone is registered. Without a phone the answer is 未获取到信息. */
export const phoneLookupQuery = z.strictObject({
  phone: z.string({ error: '未获取到信息' }).trim().min(1, '未获取到信息').regex(PHONE_PATTERN, '请输入正确的手机号码'),
});
export type PhoneLookup = { registered: boolean };

/** Logout takes the token from the apiToken header, or from the body as the original storefront sends it (docs/product-rules.md#sessions). */
export const logoutBody = z.strictObject({ token: z.string().max(256, '登录凭证不正确').optional() });

/** `GET /api/register/reg/vCode` answers how long the code lives and when another may be sent. */
export type SmsCodeSent = { expiresInSeconds: number; resendInSeconds: number };

/** `GET /auth/api/captcha`: `img` is a data:image/svg+xml;base64 URL, ready for an <img src>. */
export type CaptchaChallenge = { uuid: string; img: string };

export type RegisterBody = z.output<typeof registerBody>;
export type PasswordLoginBody = z.output<typeof passwordLoginBody>;
export type CodeLoginBody = z.output<typeof codeLoginBody>;
export type ResetPasswordBody = z.output<typeof resetPasswordBody>;
export type SysLoginBody = z.output<typeof sysLoginBody>;
