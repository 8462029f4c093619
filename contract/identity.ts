/**
 * Real-name (person) and business (company) verification on the wire: the states, the two
 * submissions, the platform's review, and the published rule of the credit line an approved
 * company receives. The zod schemas are what the /authentication forms check before sending and
 * what the product server checks again.
 */
import { z } from 'zod';
import { formatFen } from '@/contract/format';
import { consoleListQuery } from './console';
import { creditCodeProblem, normaliseCreditCode, type CreditCodeProblem } from './creditCode';
import { fileKey } from './files';
import { positiveId } from './params';
import { ADULT_AGE, ageOn, normaliseResidentId, residentIdBirthDate, residentIdProblem, type ResidentIdProblem } from './residentId';
import type { VerifyStatus } from './verifyStatus';

export { VERIFY_STATUS, VERIFY_STATUS_NAMES, type VerificationState, type VerifyStatus } from './verifyStatus';

export type VerificationKind = 'person' | 'company';

// ---------------------------------------------------------------------------------------------
// The published rule: what an approved company gets (the help pages and the review print it)

/** The deposit-free credit line an approved company gets unless the platform's review sets another, fen. */
export const COMPANY_CREDIT_LINE_DEFAULT = 5_000_000;
/** The most a review may grant, fen. */
export const COMPANY_CREDIT_LINE_MAX = 1_000_000_000;

export const VERIFICATION_RULE_TEXT = {
  person: `个人账户填写身份证上的姓名和 18 位居民身份证号码，年满 ${ADULT_AGE} 周岁方可认证；信息核验通过后立即生效。`,
  company: `企业账户填写企业名称、统一社会信用代码、法定代表人并上传营业执照照片，由平台在 1–3 个工作日内审核。审核通过后默认授予 ${formatFen(COMPANY_CREDIT_LINE_DEFAULT)} 免押额度（平台可视经营情况调整），可租赁采购专区商品。`,
  personPrivacy: '身份证号码仅用于实名核验，页面只显示首尾各 4 位。',
  companyPrivacy: '营业执照照片仅您本人和平台审核人员可以查看。',
} as const;

// ---------------------------------------------------------------------------------------------
// Field checks

export const RESIDENT_ID_MESSAGES: Record<ResidentIdProblem | 'missing' | 'underAge', string> = {
  missing: '请输入身份证号码',
  format: '身份证号码应为 18 位，最后一位可以是数字或 X',
  birthDate: '身份证号码中的出生日期不正确',
  checkCharacter: '身份证号码校验位不正确，请核对后重新输入',
  underAge: `未满 ${ADULT_AGE} 周岁不能进行实名认证`,
};

export const CREDIT_CODE_MESSAGES: Record<CreditCodeProblem | 'missing', string> = {
  missing: '请输入统一社会信用代码',
  length: '统一社会信用代码应为 18 位',
  format: '统一社会信用代码格式不正确',
  // Not a refusal: some codes issued early are legal and fail the check (contract/__tests__/creditCode.test.ts).
  checkDigit: '统一社会信用代码校验位未通过核验，请核对营业执照；如确认无误可继续提交，由平台人工审核',
};

/** A person's name as the ID card has it: Han characters, and the middle dot of some names (阿依古丽·买买提). */
const HAN_NAME = /^[\p{Script=Han}·•]+$/u;

const personName = z
  .string({ error: '请输入真实姓名' })
  .trim()
  .min(1, '请输入真实姓名')
  .min(2, '真实姓名至少 2 个字')
  .max(30, '真实姓名不能超过 30 个字')
  .regex(HAN_NAME, '请输入身份证上的中文姓名');

export const residentIdNumber = z
  .string({ error: RESIDENT_ID_MESSAGES.missing })
  .max(64, RESIDENT_ID_MESSAGES.format)
  .transform(normaliseResidentId)
  .superRefine((id, context) => {
    if (id === '') {
      context.addIssue({ code: 'custom', message: RESIDENT_ID_MESSAGES.missing });
      return;
    }
    const problem = residentIdProblem(id);
    if (problem) context.addIssue({ code: 'custom', message: RESIDENT_ID_MESSAGES[problem] });
  });

/** The credit code's shape is checked here; a failing check character passes (see `creditCodeWarning`). */
export const verificationCreditCode = z
  .string({ error: CREDIT_CODE_MESSAGES.missing })
  .max(64, CREDIT_CODE_MESSAGES.length)
  .transform(normaliseCreditCode)
  .superRefine((code, context) => {
    if (code === '') {
      context.addIssue({ code: 'custom', message: CREDIT_CODE_MESSAGES.missing });
      return;
    }
    const problem = creditCodeProblem(code);
    if (problem === 'length' || problem === 'format') context.addIssue({ code: 'custom', message: CREDIT_CODE_MESSAGES[problem] });
  });

/**
 * Why the holder of a (valid) resident ID may not verify on `today` — a calendar date in
 * Asia/Shanghai — or null: a birth date still to come, or younger than ADULT_AGE.
 */
export function residentIdAgeProblem(idNumber: string, today: { year: number; month: number; day: number }): string | null {
  const birth = residentIdBirthDate(idNumber);
  if (!birth) return RESIDENT_ID_MESSAGES.birthDate;
  const age = ageOn(birth, today);
  if (age < 0) return RESIDENT_ID_MESSAGES.birthDate;
  return age < ADULT_AGE ? RESIDENT_ID_MESSAGES.underAge : null;
}

/** The warning a (normalised, well-shaped) credit code earns, or null. */
export function creditCodeWarning(code: string): string | null {
  return creditCodeProblem(code) === 'checkDigit' ? CREDIT_CODE_MESSAGES.checkDigit : null;
}

export const personVerificationBody = z.strictObject({ name: personName, idNumber: residentIdNumber });

export const companyVerificationBody = z.strictObject({
  companyName: z.string({ error: '请输入企业名称' }).trim().min(1, '请输入企业名称').min(2, '企业名称至少 2 个字').max(60, '企业名称不能超过 60 个字'),
  creditCode: verificationCreditCode,
  legalPerson: z.string({ error: '请输入法定代表人姓名' }).trim().min(1, '请输入法定代表人姓名').min(2, '法定代表人姓名至少 2 个字').max(30, '法定代表人姓名不能超过 30 个字'),
  licenceKey: z.string({ error: '请上传营业执照照片' }).min(1, '请上传营业执照照片').pipe(fileKey),
});

export type PersonVerificationBody = z.output<typeof personVerificationBody>;
export type CompanyVerificationBody = z.output<typeof companyVerificationBody>;

/** `1101**********002X`: the first and last four characters, the rest hidden. */
export function maskResidentId(id: string): string {
  if (id.length <= 8) return '*'.repeat(id.length);
  return `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------
// What the customer sees

/**
 * `GET /api/wUserAuth/info`: the account's verification now. The fields of the latest request
 * (or null before any); the ID number only masked.
 */
export type VerificationView = {
  accountType: 'company' | 'personal';
  /** The kind this account verifies as: a personal account as a person, a company account as a company. */
  kind: VerificationKind;
  status: VerifyStatus;
  statusName: string;
  /** Whether a (new) request may be sent now: 未认证 and 未通过. */
  canSubmit: boolean;
  request: VerificationRequestView | null;
  /** The deposit-free credit line of an approved company (fen), 0 otherwise. */
  creditLine: number;
};

export type VerificationRequestView = {
  id: number;
  kind: VerificationKind;
  status: VerifyStatus;
  statusName: string;
  /** The person's name, or the company's name. */
  name: string;
  idNumberMasked: string | null;
  creditCode: string | null;
  legalPerson: string | null;
  /** The licence picture, readable by its owner (`/prod-api/api/file/<key>`). */
  licenceUrl: string | null;
  /** The warning the credit code earned when submitted (its check character failed), kept with the request. */
  creditCodeWarning: string | null;
  rejectReason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
};

// ---------------------------------------------------------------------------------------------
// The platform's review (back office, role admin)

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const VERIFICATION_SORTS = ['submittedAt', 'reviewedAt', 'status'] as const;

/** `GET /api/sys/userAuth/list`: unless sorted, the queue (审核中) oldest first, otherwise newest first. */
export const verificationReviewQuery = consoleListQuery(VERIFICATION_SORTS, {
  status: z.enum(REVIEW_STATUSES, { error: '审核状态不正确，应为 pending、approved 或 rejected' }).optional(),
});
export type VerificationReviewQuery = z.output<typeof verificationReviewQuery>;

/** Why a verification is rejected (the customer reads it). */
export const verificationRejectReason = z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').min(2, '驳回原因至少 2 个字').max(200, '驳回原因不能超过 200 个字');

export const verificationReviewBody = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({
      decision: z.literal('approve'),
      creditLine: z.coerce
        .number({ error: '免押额度应为 0 到 ¥10,000,000.00 的整数（分）' })
        .int('免押额度应为 0 到 ¥10,000,000.00 的整数（分）')
        .min(0, '免押额度应为 0 到 ¥10,000,000.00 的整数（分）')
        .max(COMPANY_CREDIT_LINE_MAX, '免押额度应为 0 到 ¥10,000,000.00 的整数（分）')
        .optional(),
    }),
    z.strictObject({ decision: z.literal('reject'), reason: verificationRejectReason }),
  ],
  { error: '审核结论不正确，应为 approve 或 reject' },
);
export type VerificationReviewBody = z.output<typeof verificationReviewBody>;

export const verificationIdParam = positiveId('认证申请编号不正确');

/** A request as the platform reviews it: the ID number masked there too. */
export type VerificationReviewRow = VerificationRequestView & {
  customer: { quanJuId: string; mobile: string; accountType: 'company' | 'personal'; cname: string | null; pname: string | null };
  /** Who decided: the verification provider (at once) or a back-office user. */
  decidedBy: 'provider' | 'sys' | null;
  /** The licence picture for the back office (`/prod-api/api/sys/file/<key>`). */
  licenceSysUrl: string | null;
  /** What an approval grants unless the reviewer says otherwise (companies), fen. */
  defaultCreditLine: number;
  creditLine: number | null;
};

export const VERIFICATION_MESSAGES = {
  approvedAtOnce: '实名认证成功',
  submitted: '认证资料已提交，平台将在 1–3 个工作日内完成审核',
  reviewing: '认证资料正在审核中，请耐心等待审核结果',
  alreadyVerified: '账户已完成认证，无需重复提交',
  personOnly: '企业账户请提交企业认证',
  companyOnly: '个人账户请提交个人实名认证',
  idNumberTaken: '该身份证号码已用于认证其他账户，如有疑问请联系客服',
  creditCodeTaken: '该统一社会信用代码已认证其他企业账户，如有疑问请联系客服',
  reviewed: '审核完成',
  alreadyReviewed: '该认证申请已处理，请刷新后查看',
  creditLineForCompanies: '个人实名认证无需设置免押额度',
} as const;
