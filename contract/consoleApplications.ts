/**
 * The platform's pages 入驻申请 and 合作申请 (`/api/sys/application/…`, `/api/sys/cooperation/handle`):
 * shop onboarding applications are approved (the shop, its store page and its first merchant
 * login are opened; the login's holder sets a password through an SMS code) or rejected;
 * cooperation applications are contacted, then closed.
 */
import { z } from 'zod';
import { consoleExportForm, consoleListQuery, textFilter } from './console';
import { blankToUndefined, positiveId } from './params';

export const APPLICATION_KINDS = ['join', 'cooperation'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** Dictionary `merchant_application_status`. join: pending → approved | rejected; cooperation: pending → contacted → closed. */
export const APPLICATION_STATUSES = ['pending', 'contacted', 'approved', 'rejected', 'closed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  pending: '待处理',
  contacted: '已联系',
  approved: '已通过',
  rejected: '已驳回',
  closed: '已关闭',
};

export const APPLICATION_SORTS = ['submittedAt', 'reviewedAt'] as const;

const applicationFilters = {
  kind: z.enum(APPLICATION_KINDS, { error: '申请类型不正确，应为 join 或 cooperation' }).default('join'),
  status: z.preprocess(blankToUndefined, z.enum(APPLICATION_STATUSES, { error: '申请状态不正确' }).optional()),
  /** The company, contact, phone or credit code. */
  keyword: textFilter(60),
};

/** `POST /api/sys/application/list`: `kind` join (入驻申请, the default) or cooperation (合作申请). */
export const applicationListBody = consoleListQuery(APPLICATION_SORTS, applicationFilters);
export type ApplicationListQuery = z.output<typeof applicationListBody>;

/** `POST /api/sys/application/export`: the list's filters and sort, form-encoded. */
export const applicationExportForm = consoleExportForm(APPLICATION_SORTS, applicationFilters);
export type ApplicationExportForm = z.output<typeof applicationExportForm>;

/** One application as the back office shows it (times `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai). */
export type ConsoleApplication = {
  id: number;
  kind: ApplicationKind;
  company: string;
  contactName: string;
  /** The applicant's mobile number, in full: the platform calls them. */
  phone: string;
  businessLicenceNo: string;
  category: string;
  message: string;
  status: ApplicationStatus;
  statusName: string;
  submittedAt: string;
  /** The last decision or handling, by whom (nick name), and its words (a rejection's reason, a contact note). */
  reviewedAt: string | null;
  reviewer: string | null;
  remark: string;
  /** What an approval opened. */
  store: { id: number; name: string; slug: string } | null;
  merchantUsername: string | null;
  clientAddress: string;
};

export const STORE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** A store's slug: its logo file and its address in the shop's own words (2–32 of a-z, 0-9, inner hyphens). */
export const storeSlug = z
  .string({ error: '请输入店铺标识' })
  .trim()
  .min(1, '请输入店铺标识')
  .min(2, '店铺标识至少 2 位')
  .max(32, '店铺标识不能超过 32 位')
  .regex(STORE_SLUG_PATTERN, '店铺标识只能包含小写字母、数字和连字符（不能以连字符开头或结尾）');

export const storeName = z.string({ error: '请输入店铺名称' }).trim().min(1, '请输入店铺名称').min(2, '店铺名称至少 2 个字').max(30, '店铺名称不能超过 30 个字');

export const storeCity = z.string({ error: '请输入所在城市' }).trim().min(1, '请输入所在城市').max(20, '所在城市不能超过 20 个字');

export const storeIntro = z.string({ error: '店铺简介格式不正确' }).trim().max(200, '店铺简介不能超过 200 个字');

/** A back-office login name: 4–30 lower-case letters, digits or underscores. */
export const SYS_USERNAME_PATTERN = /^[a-z0-9_]{4,30}$/;
export const sysUsername = z.string({ error: '请输入登录账号' }).trim().min(1, '请输入登录账号').regex(SYS_USERNAME_PATTERN, '登录账号为 4 到 30 位小写字母、数字或下划线');

export const nickName = z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(30, '姓名不能超过 30 个字');

const applicationId = positiveId('申请编号不正确');

/** A few words for the other side (a rejection's reason, a handling note): 2–200 characters. */
export const remarkText = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .min(2, `${label}至少 2 个字`)
    .max(200, `${label}不能超过 200 个字`);

/** `POST /api/sys/application/approve`. `nickName` defaults to the application's contact. */
export const applicationApproveBody = z.strictObject({
  id: applicationId,
  storeName,
  slug: storeSlug,
  city: storeCity,
  intro: storeIntro.default(''),
  username: sysUsername,
  nickName: nickName.optional(),
});
export type ApplicationApproval = z.output<typeof applicationApproveBody>;

/** `POST /api/sys/application/reject`: the reason is sent to the applicant by SMS. */
export const applicationRejectBody = z.strictObject({ id: applicationId, reason: remarkText('驳回原因') });

/** `POST /api/sys/cooperation/handle`. */
export const cooperationHandleBody = z.strictObject({
  id: applicationId,
  status: z.enum(['contacted', 'closed'], { error: '处理结果应为 contacted（已联系）或 closed（已关闭）' }),
  remark: remarkText('处理备注'),
});

/** The answer of an approval: the application as it now is, and whether the password code reached the sender. */
export type ApplicationApproved = { application: ConsoleApplication; passwordCodeSent: boolean };

export const APPLICATION_REVIEW_MESSAGES = {
  approved: '已通过，店铺已开通',
  rejected: '已驳回',
  handled: '已处理',
  decided: '该申请已处理，请刷新后查看',
  closed: '该合作申请已关闭',
  slugTaken: '店铺标识已被使用，请换一个',
  storeNameTaken: '店铺名称已被使用，请换一个',
  usernameTaken: '登录账号已被使用，请换一个',
} as const;
