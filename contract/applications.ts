/**
 * Shop onboarding (/joiningTheStore) and business cooperation (/businessCooperation) forms: one
 * schema for the storefront's form and the product server, so both say the same Chinese sentence
 * for the same bad field.
 */
import { z } from 'zod';
import { phone } from './auth';
import { creditCodeProblem, normaliseCreditCode } from './creditCode';

/** What a shop rents out (the onboarding form's category). */
export const JOIN_CATEGORIES = ['笔记本电脑', '台式电脑', '图形工作站', '显示器', '平板电脑', '服务器', '办公设备', '综合'] as const;

/** What a partner proposes (the cooperation form's category). */
export const COOPERATION_CATEGORIES = ['企业采购', '渠道代理', '品牌合作', '物流仓储', '金融服务', '其他'] as const;

export const APPLICATION_MESSAGE_MAX = 500;

const company = z.string({ error: '请输入企业名称' }).trim().min(1, '请输入企业名称').min(2, '企业名称至少 2 个字').max(60, '企业名称不能超过 60 个字');

const contactName = z.string({ error: '请输入联系人姓名' }).trim().min(1, '请输入联系人姓名').min(2, '联系人姓名至少 2 个字').max(30, '联系人姓名不能超过 30 个字');

const CREDIT_CODE_MESSAGES = {
  length: '统一社会信用代码应为 18 位',
  format: '统一社会信用代码格式不正确',
  checkDigit: '统一社会信用代码校验位不正确，请核对营业执照',
} as const;

export const businessLicenceNo = z
  .string({ error: '请输入统一社会信用代码' })
  .transform(normaliseCreditCode)
  .superRefine((code, context) => {
    if (code === '') {
      context.addIssue({ code: 'custom', message: '请输入统一社会信用代码' });
      return;
    }
    const problem = creditCodeProblem(code);
    if (problem) context.addIssue({ code: 'custom', message: CREDIT_CODE_MESSAGES[problem] });
  });

const message = z.string({ error: '留言内容格式不正确' }).trim().max(APPLICATION_MESSAGE_MAX, `留言不能超过 ${APPLICATION_MESSAGE_MAX} 个字`).default('');

const categoryOf = <T extends readonly [string, ...string[]]>(values: T, missing: string) => z.enum(values, { error: missing });

/** `POST /api/apply/joiningTheStore`. */
export const joinStoreBody = z.strictObject({
  company,
  contactName,
  phone,
  businessLicenceNo,
  category: categoryOf(JOIN_CATEGORIES, '请选择主营类目'),
  message,
});

/** `POST /api/apply/businessCooperation`. */
export const cooperationBody = z.strictObject({
  company,
  contactName,
  phone,
  businessLicenceNo,
  category: categoryOf(COOPERATION_CATEGORIES, '请选择合作类型'),
  message,
});

export type MerchantApplicationInput = z.output<typeof joinStoreBody> | z.output<typeof cooperationBody>;

/** The answer: a reference the applicant can quote. */
export type ApplicationReceipt = { id: number; submittedAt: string };
