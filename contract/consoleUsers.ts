/**
 * The platform's page 后台用户 (`/api/sys/user/…`) and the merchant password flow
 * (`/auth/api/sys/password/…`): a merchant login opened by an approved application sets its
 * password with an SMS code sent to the phone on file.
 */
import { z } from 'zod';
import { isKnownRole, type RoleName } from '@/contract/validationRules';
import { password, phone, smsCode } from './auth';
import { nickName, sysUsername } from './consoleApplications';
import { consoleExportForm, consoleListQuery, formBoolean, textFilter } from './console';
import { blankToUndefined, positiveId } from './params';

/** Dictionary `sys_user_role`. */
export const SYS_ROLE_NAMES: Record<RoleName, string> = { admin: '平台管理员', editor: '商家员工' };

export const ROLE_MESSAGE = '角色只能是 admin（平台管理员）或 editor（商家员工）';

/** The role name, trimmed, must be admin or editor (docs/product-rules.md#back-office). */
export const roleName = z
  .string({ error: '请选择角色' })
  .trim()
  .refine(isKnownRole, ROLE_MESSAGE)
  .transform((role) => role as RoleName);

export const USER_SORTS = ['createdAt', 'username'] as const;

const userFilters = {
  /** The login name, the nick name or the phone. */
  keyword: textFilter(30),
  role: z.preprocess(blankToUndefined, roleName.optional()),
  storeId: z.preprocess(blankToUndefined, positiveId('店铺不正确').optional()),
};
const DISABLED_FILTER = '停用状态不正确';

/** `POST /api/sys/user/list`. */
export const userListBody = consoleListQuery(USER_SORTS, { ...userFilters, disabled: z.preprocess(blankToUndefined, z.boolean({ error: DISABLED_FILTER }).optional()) });
export type UserListQuery = z.output<typeof userListBody>;

/** `POST /api/sys/user/export`: the list's filters and sort, form-encoded (`disabled` as `true` / `false`). */
export const userExportForm = consoleExportForm(USER_SORTS, { ...userFilters, disabled: formBoolean(DISABLED_FILTER) });
export type UserExportForm = z.output<typeof userExportForm>;

export type ConsoleUser = {
  id: number;
  username: string;
  nickName: string;
  role: RoleName;
  roleName: string;
  storeId: number | null;
  storeName: string | null;
  phone: string | null;
  disabled: boolean;
  /** Sessions not yet ended. */
  sessions: number;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createdAt: string;
};

const userId = positiveId('用户编号不正确');

/**
 * `POST /api/sys/user/save` (buttons `user:add` without `id`, `user:edit` with it). An editor
 * belongs to one shop, an admin to none; the password is set on creation only (then
 * `/api/sys/user/resetPwd`).
 */
export const userSaveBody = z
  .strictObject({
    id: userId.optional(),
    username: sysUsername,
    nickName,
    role: roleName,
    storeId: positiveId('所属店铺不正确').nullable().default(null),
    phone: z.preprocess(blankToUndefined, phone.nullable().optional()).transform((value) => value ?? null),
    password: password.optional(),
  })
  .superRefine((user, context) => {
    if (user.role === 'editor' && user.storeId === null) context.addIssue({ code: 'custom', path: ['storeId'], message: '商家员工须选择所属店铺' });
    if (user.role === 'admin' && user.storeId !== null) context.addIssue({ code: 'custom', path: ['storeId'], message: '平台管理员不属于任何店铺，请不要选择店铺' });
    if (user.id === undefined && user.password === undefined) context.addIssue({ code: 'custom', path: ['password'], message: '请设置初始密码' });
    if (user.id !== undefined && user.password !== undefined) context.addIssue({ code: 'custom', path: ['password'], message: '修改密码请使用重置密码' });
  });
export type UserSaveInput = z.output<typeof userSaveBody>;

/** `POST /api/sys/user/status` (button `user:edit`). */
export const userStatusBody = z.strictObject({ id: userId, disabled: z.boolean({ error: '停用状态不正确' }) });

/** `POST /api/sys/user/resetPwd` (button `user:resetPwd`). */
export const userResetPasswordBody = z.strictObject({ id: userId, password });

const loginName = z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号过长');

/** `POST /auth/api/sys/password/code` (public): a code to the phone on file of that merchant login. */
export const consolePasswordCodeBody = z.strictObject({ username: loginName });

/** `POST /auth/api/sys/password/set` (public). */
export const consolePasswordSetBody = z.strictObject({ username: loginName, code: smsCode, password });

export const CONSOLE_USER_MESSAGES = {
  saved: '用户已保存',
  statusSaved: (disabled: boolean) => (disabled ? '用户已停用' : '用户已启用'),
  passwordReset: '密码已重置，该用户需重新登录',
  usernameTaken: '登录账号已被使用，请换一个',
  storeMissing: '所属店铺不存在',
  notSelf: '不能停用自己的账号',
  notOwnRole: '不能修改自己的角色或所属店铺',
  lastAdmin: '至少保留一个启用的平台管理员',
  /** The same answer whatever the username: usernames cannot be probed. */
  codeSent: '如账号存在且绑定了手机，验证码已发送至该手机',
  codeThrottled: '操作过于频繁，请稍后再试',
  /** The same refusal for an unknown login, a wrong, used or expired code. */
  codeRefused: '账号或验证码不正确，请重新获取验证码',
  passwordSet: '密码已设置，请使用新密码登录',
} as const;
