/**
 * Invoices (/myInvoice, /invoiceInfo) on the wire: invoice titles (抬头), the recipient's email, a
 * company's 增值税专用发票 qualification and its review, and invoice requests for paid amounts with
 * their review by the back office. The zod schemas are shared by the product server and the
 * storefront's forms; the rules the help page 发票说明 publishes (what may be invoiced, how many
 * periods at once) come from ./rentalRules. Money is integer fen; times `YYYY-MM-DD HH:mm:ss`.
 */
import { z } from 'zod';
import { consoleListQuery } from './console';
import { creditCodeProblem, normaliseCreditCode } from './creditCode';
import type { RefundCause } from './money';
import { idempotencyKey, limitParam, pageParam, positiveId } from './params';
import { INVOICE_PERIODS_MAX, INVOICEABLE_KINDS, type InvoiceableKind } from './rentalRules';

/** Invoice types (dictionary `invoice_type`). */
export const INVOICE_TYPE = { ordinary: 1, special: 2 } as const;
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE];
export const INVOICE_TYPE_NAMES: Record<InvoiceType, string> = { 1: '增值税普通发票', 2: '增值税专用发票' };

/**
 * An invoice request: 申请中 until the seller issues it (with the invoice number and date) or
 * rejects it (with the reason). When money it covers goes back, an issued invoice waits for the
 * seller's red-letter invoice (待红冲, then 已红冲 with its number and date) and a request not yet
 * issued is withdrawn (已撤回), both with the reason.
 */
export const INVOICE_STATUS = { requested: 0, issued: 1, rejected: 2, awaitingRedLetter: 3, redLettered: 4, withdrawn: 5 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = { 0: '申请中', 1: '已开具', 2: '已驳回', 3: '待红冲', 4: '已红冲', 5: '已撤回' };
const INVOICE_STATUS_MAX = Math.max(...Object.values(INVOICE_STATUS));

/** Why an invoice is to be reversed, or a request withdrawn, when money it covers goes back (the customer reads it). */
export const INVOICE_MONEY_BACK_REASONS: Record<RefundCause, string> = {
  order_closed: '订单已关闭，支付款已退回',
  early_return: '订单提前归还，预付租金已退回',
  completion: '订单完结，款项已退回',
  buyout: '订单已买断，款项已退回',
  transfer: '租赁主体变更，款项已退回',
  upgrade_rejected: '升级换机未通过，款项已退回',
  unneeded: '款项无需支付，已原路退回',
};

/** The platform's review of a company's special VAT invoice qualification. */
export const QUALIFICATION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUS)[keyof typeof QUALIFICATION_STATUS];
export const QUALIFICATION_STATUS_NAMES: Record<QualificationStatus, string> = { 0: '审核中', 1: '已通过', 2: '未通过' };

/** Titles one account may keep. */
export const INVOICE_TITLES_MAX = 20;

export type InvoiceTitleKind = 'person' | 'company';
export const INVOICE_TITLE_KIND_NAMES: Record<InvoiceTitleKind, string> = { person: '个人', company: '企业' };

export const INVOICE_MESSAGES = {
  titleSaved: '抬头已保存',
  titleDeleted: '抬头已删除',
  emailSaved: '接收邮箱已保存',
  qualificationSubmitted: '资质已提交，平台审核通过后即可申请增值税专用发票',
  requested: '发票申请已提交',
  issued: '发票已开具',
  rejected: '发票申请已驳回',
  reviewed: '审核结果已保存',
  titlesFull: `最多保存 ${INVOICE_TITLES_MAX} 个发票抬头，请先删除不用的抬头`,
  personOnly: '个人账户只能使用个人抬头；需要以企业名义开票的，请使用该企业的账户下单',
  companyOnly: '企业账户请使用企业抬头',
  companyName: (name: string) => `企业发票抬头须与认证的企业名称「${name}」一致`,
  qualificationCompanyOnly: '仅企业账户可以申请增值税专用发票资质',
  qualificationUnverified: '请先完成企业认证，再申请增值税专用发票资质',
  qualificationNotApproved: '增值税专用发票资质尚未通过审核，请先在“开票信息”中提交资质',
  noEmail: '请填写接收发票的邮箱',
  nothingInvoiceable: '所选款项不可开票或已申请过发票，请刷新后重新选择',
  oneSeller: '一次申请只能包含同一商家的款项，请分开申请',
  alreadyRequested: '所选款项已申请过发票，请刷新后重新选择',
  keyReused: '该申请请求已用于其他发票申请，请刷新页面后重试',
  notRequested: (status: string) => `该申请当前状态为「${status}」，不能执行该操作`,
  refundedItems: '该申请包含已退款的款项，不能开具，请驳回该申请',
  titleMissing: '请选择发票抬头',
  invoiceDateMissing: '请填写开票日期',
  invoiceDateFormat: '开票日期格式应为 YYYY-MM-DD',
  invoiceDateFuture: '开票日期不能晚于今天',
  invoiceDateBeforeRequest: '开票日期不能早于申请日期',
  specialNeedsQualification: '增值税专用发票使用已审核通过的资质信息，无需选择抬头',
  redLettered: '红冲已登记',
  invoiceNoTaken: '该发票号码已用于其他发票申请，请核对',
  redLetterNoTaken: '该发票号码已用于其他发票，请核对红字发票号码',
  redLetterDateMissing: '请填写红字发票开票日期',
  redLetterDateFuture: '红字发票开票日期不能晚于今天',
  redLetterDateBeforeInvoice: '红字发票开票日期不能早于原发票开票日期',
} as const;

// ---------------------------------------------------------------------------------------------
// Field rules

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An optional text: blank means none (null). */
const optionalText = (max: number, tooLong: string) => z.preprocess(blankToNull, z.string({ error: tooLong }).trim().max(max, tooLong).nullable().default(null));

/**
 * What is wrong with a taxpayer number (纳税人识别号), already normalised, or null. The unified
 * social credit code (18 characters, GB 32100-2015) is today's; tax offices still accept the
 * older forms: 15 characters (6-digit division + 9-character organisation code), and an
 * individual's 17 or 20 (resident ID of 15 or 18 characters + 2 digits). An 18-character code of
 * the right shape whose check character fails is allowed (some legal early codes fail it): the
 * form warns about it, see `taxNumberWarning`.
 */
export function taxNumberProblem(value: string): string | null {
  if (value === '') return '请输入纳税人识别号';
  switch (value.length) {
    case 15:
      return /^\d{6}[0-9A-Z]{9}$/.test(value) ? null : '纳税人识别号格式不正确';
    case 17:
      return /^\d{17}$/.test(value) ? null : '纳税人识别号格式不正确';
    case 18:
      return creditCodeProblem(value) === 'format' ? '纳税人识别号格式不正确' : null;
    case 20:
      return /^\d{17}[0-9X]\d{2}$/.test(value) ? null : '纳税人识别号格式不正确';
    default:
      return '纳税人识别号应为 15、17、18 或 20 位';
  }
}

/** A warning (not a refusal) for an 18-character code whose check character fails. */
export function taxNumberWarning(value: string): string | null {
  const normalised = normaliseCreditCode(value);
  return normalised.length === 18 && creditCodeProblem(normalised) === 'checkDigit'
    ? '该统一社会信用代码的校验位与国家标准不符，请核对营业执照（部分早期代码属此情况，可以继续保存）'
    : null;
}

export const taxNumber = z.preprocess(
  (value) => (typeof value === 'string' ? normaliseCreditCode(value) : value),
  z.string({ error: '请输入纳税人识别号' }).superRefine((value, context) => {
    const problem = taxNumberProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

/** A landline (0755-88886666, with an extension), a mobile, or a 400/800 number. */
const TELEPHONE = /^(?:0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|1[3-9]\d{9}|[48]00-?\d{3}-?\d{4})$/;
const telephone = z.preprocess(
  blankToNull,
  z.string({ error: '请输入正确的电话号码，如 0755-88886666' }).trim().regex(TELEPHONE, '请输入正确的电话号码，如 0755-88886666').nullable().default(null),
);

const bankAccount = z.preprocess(
  (value) => (typeof value === 'string' ? (value.replace(/\s+/g, '') === '' ? null : value.replace(/\s+/g, '')) : value),
  z
    .string({ error: '银行账号应为 8 到 30 位数字' })
    .regex(/^\d{8,30}$/, '银行账号应为 8 到 30 位数字')
    .nullable()
    .default(null),
);

/** Deliberately plain: a mailbox, an @ and a domain with a dot; what a tax system's mailer accepts. */
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;
export const invoiceEmail = z.string({ error: '请输入接收邮箱' }).trim().min(1, '请输入接收邮箱').max(100, '邮箱不能超过 100 个字符').regex(EMAIL, '请输入正确的邮箱地址');

const personName = z.string({ error: '请输入发票抬头（姓名）' }).trim().min(1, '请输入发票抬头（姓名）').min(2, '姓名至少 2 个字').max(30, '姓名不能超过 30 个字');
const companyName = z.string({ error: '请输入发票抬头（企业名称）' }).trim().min(1, '请输入发票抬头（企业名称）').min(2, '企业名称至少 2 个字').max(60, '企业名称不能超过 60 个字');

/** The company details an invoice may carry: the help page makes address, telephone and bank optional (数电发票). */
const companyDetails = {
  name: companyName,
  taxNo: taxNumber,
  address: optionalText(120, '注册地址不能超过 120 个字'),
  telephone,
  bankName: optionalText(60, '开户银行不能超过 60 个字'),
  bankAccount,
};

const isDefault = z.boolean({ error: '默认抬头参数不正确' }).optional();

const personTitle = z.strictObject({ kind: z.literal('person'), name: personName, isDefault });
const companyTitle = z.strictObject({ kind: z.literal('company'), ...companyDetails, isDefault });
const titleId = positiveId('发票抬头不正确');

/** `POST /api/wInvoiceTitle/add`. */
export const invoiceTitleBody = z.discriminatedUnion('kind', [personTitle, companyTitle], { error: '请选择抬头类型（个人或企业）' });
export type InvoiceTitleBody = z.input<typeof invoiceTitleBody>;
export type InvoiceTitleInput = z.output<typeof invoiceTitleBody>;

/** `POST /api/wInvoiceTitle/edit`: the whole title again, with its id. */
export const invoiceTitleEditBody = z.discriminatedUnion('kind', [personTitle.extend({ id: titleId }), companyTitle.extend({ id: titleId })], {
  error: '请选择抬头类型（个人或企业）',
});

export const invoiceTitleIdBody = z.strictObject({ id: titleId });
export const invoiceEmailBody = z.strictObject({ email: invoiceEmail });

/** `POST /api/wInvoiceTitle/qualification`: submitted (again) for the platform's review. */
export const vatQualificationBody = z.strictObject(companyDetails);
export type VatQualificationBody = z.input<typeof vatQualificationBody>;

// ---------------------------------------------------------------------------------------------
// Views

export type InvoiceTitle = {
  id: number;
  kind: InvoiceTitleKind;
  name: string;
  taxNo: string | null;
  address: string | null;
  telephone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  isDefault: boolean;
  updatedAt: string;
};

export type VatQualification = {
  id: number;
  name: string;
  taxNo: string;
  address: string | null;
  telephone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  status: QualificationStatus;
  statusName: string;
  /** Why it was not approved (未通过). */
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
};

/** `GET /api/wInvoiceTitle/info`: everything /invoiceInfo shows and the request form needs. */
export type InvoiceSettings = {
  accountType: 'company' | 'personal';
  /** The name company titles must carry (the verified company name); null for a personal account. */
  companyName: string | null;
  verified: boolean;
  email: string | null;
  titles: InvoiceTitle[];
  qualification: VatQualification | null;
};

/** What an invoice carries as its buyer: a title's or the qualification's details, copied when requested. */
export type InvoiceBuyer = {
  kind: InvoiceTitleKind;
  name: string;
  taxNo: string | null;
  address: string | null;
  telephone: string | null;
  bankName: string | null;
  bankAccount: string | null;
};

/** One paid amount that may be invoiced (or that a request covers). */
export type InvoiceableItem = {
  kind: InvoiceableKind;
  kindName: string;
  /** The paid thing's id in its own table (a bill for rent). */
  sourceId: number;
  orderNo: string;
  storeId: number;
  storeName: string;
  /** `第 2/12 期租金`, `买断款` … */
  label: string;
  period: number | null;
  periods: number | null;
  /** What the invoice states for it: what was paid, coupon already taken off, never a deposit. */
  amount: number;
  /** The part of `amount` that is freight (period 1 only: the help page merges it into the rent). */
  freight: number;
  paidAt: string;
};

export type InvoiceRequestSummary = {
  requestNo: string;
  type: InvoiceType;
  typeName: string;
  status: InvoiceStatus;
  statusName: string;
  buyer: InvoiceBuyer;
  email: string;
  storeName: string;
  amount: number;
  itemCount: number;
  invoiceNo: string | null;
  /** The date on the invoice, `YYYY-MM-DD` (issued requests only). */
  invoiceDate: string | null;
  /** `YYYY-MM-DD HH:mm:ss` the issue was recorded. */
  issuedAt: string | null;
  rejectReason: string | null;
  /** Why money the request covers went back (待红冲, 已红冲, 已撤回), and when. */
  moneyBackReason: string | null;
  moneyBackAt: string | null;
  /** The red-letter invoice that reversed it (已红冲): number, the date it carries `YYYY-MM-DD`, when it was recorded. */
  redLetterNo: string | null;
  redLetterDate: string | null;
  redLetteredAt: string | null;
  createdAt: string;
};

export type InvoiceRequestDetail = InvoiceRequestSummary & { items: InvoiceableItem[] };

/** The back office's view: who asked, too. */
export type SysInvoiceRequest = InvoiceRequestDetail & { customerName: string; customerPhone: string };
export type SysVatQualification = VatQualification & { companyName: string; customerPhone: string };

// ---------------------------------------------------------------------------------------------
// Requests

export const invoiceableKind = z.enum(INVOICEABLE_KINDS, { error: '款项类型不正确' });

const orderNoFilter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: '订单编号不正确' })
    .trim()
    .regex(/^ZL\d{20}$/, '订单编号不正确')
    .optional(),
);

/** `POST /api/wInvoice/invoiceable`: the caller's paid amounts not yet invoiced, newest payment first. */
export const invoiceableQuery = z.strictObject({ page: pageParam, limit: limitParam(50, 10), orderNo: orderNoFilter });

export const invoiceRequestItem = z.strictObject({ kind: invoiceableKind, sourceId: positiveId('款项不正确') });

/** `POST /api/wInvoice/apply`. An ordinary invoice names one of the caller's titles; a special one uses the approved qualification. */
export const invoiceRequestBody = z
  .strictObject({
    type: z.union([z.literal(1), z.literal(2)], { error: '发票类型不正确' }),
    titleId: titleId.optional(),
    items: z
      .array(invoiceRequestItem, { error: '请选择要开票的款项' })
      .min(1, '请选择要开票的款项')
      .max(INVOICE_PERIODS_MAX, `一次最多申请 ${INVOICE_PERIODS_MAX} 期`)
      .refine((items) => new Set(items.map((item) => `${item.kind}:${item.sourceId}`)).size === items.length, '款项不能重复选择'),
    email: invoiceEmail,
    idempotencyKey,
  })
  .superRefine((body, context) => {
    if (body.type === INVOICE_TYPE.ordinary && body.titleId === undefined) context.addIssue({ code: 'custom', path: ['titleId'], message: INVOICE_MESSAGES.titleMissing });
    if (body.type === INVOICE_TYPE.special && body.titleId !== undefined)
      context.addIssue({ code: 'custom', path: ['titleId'], message: INVOICE_MESSAGES.specialNeedsQualification });
  });
export type InvoiceRequestBody = z.input<typeof invoiceRequestBody>;

const statusFilter = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce.number({ error: '发票状态不正确' }).int('发票状态不正确').min(0, '发票状态不正确').max(INVOICE_STATUS_MAX, '发票状态不正确').optional(),
);

/** `POST /api/wInvoice/list`. */
export const invoiceListBody = z.strictObject({ page: pageParam, limit: limitParam(50, 10), status: statusFilter });

/** Request numbers: `FP` + Shanghai time to the second + 6 random digits. */
export const invoiceRequestNo = z.string().regex(/^FP\d{20}$/);
const requestNoField = z
  .string({ error: '申请编号不正确' })
  .trim()
  .regex(/^FP\d{20}$/, '申请编号不正确');

// ---------------------------------------------------------------------------------------------
// Back office

export const SYS_INVOICE_SORTS = ['createdAt', 'amount', 'status'] as const;
/** `GET /api/wInvoice/sys/list`: newest first unless sorted. */
export const sysInvoiceListQuery = consoleListQuery(SYS_INVOICE_SORTS, { status: statusFilter });
export type SysInvoiceListQuery = z.output<typeof sysInvoiceListQuery>;

export const QUALIFICATION_SORTS = ['submittedAt', 'reviewedAt', 'status'] as const;
/** `GET /api/wInvoiceTitle/sys/qualifications`: the newest submissions first unless sorted. */
export const sysQualificationListQuery = consoleListQuery(QUALIFICATION_SORTS, { status: statusFilter });
export type SysQualificationListQuery = z.output<typeof sysQualificationListQuery>;

/** 数电发票 numbers have 20 digits; paper invoices 8 (with a 10- or 12-digit code). `label` names the field. */
const invoiceNumberOf = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(/^(?:\d{8}|\d{20})$/, `${label}应为 8 位或 20 位数字`);
export const invoiceNumber = invoiceNumberOf('发票号码');

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/**
 * The date printed on the invoice, `YYYY-MM-DD`, as the tax system issued it. Not after today nor
 * before the request's own day (Asia/Shanghai): the product server checks those against its clock.
 */
const invoiceDateOf = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .regex(/^\d{4}-\d{2}-\d{2}$/, INVOICE_MESSAGES.invoiceDateFormat)
    .refine(isCalendarDay, INVOICE_MESSAGES.invoiceDateFormat);
export const invoiceDate = invoiceDateOf(INVOICE_MESSAGES.invoiceDateMissing);

export const issueInvoiceBody = z.strictObject({ requestNo: requestNoField, invoiceNo: invoiceNumber, invoiceDate });
export type IssueInvoiceInput = z.output<typeof issueInvoiceBody>;

/**
 * `POST /api/wInvoice/sys/redLetter`: the red-letter invoice (红字发票) that reverses an issued
 * invoice whose money went back (待红冲 → 已红冲). Its date is not after today nor before the
 * original invoice's date (Asia/Shanghai): the product server checks those against its clock.
 */
export const redLetterInvoiceBody = z.strictObject({
  requestNo: requestNoField,
  redLetterNo: invoiceNumberOf('红字发票号码'),
  redLetterDate: invoiceDateOf(INVOICE_MESSAGES.redLetterDateMissing),
});
export type RedLetterInvoiceInput = z.output<typeof redLetterInvoiceBody>;

/** Why an invoice request or a VAT qualification is refused (the customer reads it). */
export const refusalReason = z.string({ error: '请填写原因' }).trim().min(1, '请填写原因').max(200, '原因不能超过 200 个字');
export const rejectInvoiceBody = z.strictObject({ requestNo: requestNoField, reason: refusalReason });

export const reviewQualificationBody = z
  .strictObject({ id: positiveId('资质编号不正确'), approved: z.boolean({ error: '请选择审核结果' }), reason: refusalReason.optional() })
  .refine((body) => body.approved || body.reason !== undefined, { error: '请填写未通过的原因', path: ['reason'] });
