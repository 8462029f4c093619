/**
 * The shop's legal face (docs/storefront.md#legal-facts): the record numbers every page's footer
 * shows (ICP 备案号, 公安联网备案号, 增值电信业务经营许可证) and the operator's business-licence facts
 * that /license shows (电子商务法 第十五条). The platform sets them in the back office (备案与证照,
 * `legal:edit`); the storefront reads them through the cached browse path (tag `legal`).
 *
 * The number patterns follow the formats the issuing authorities print: an ICP record
 * `粤ICP备2023012345号-1` (MIIT), a public-security record `粤公网安备44030502008888号` (14 digits,
 * MPS), a value-added telecom licence `粤B2-20230456` (or `京ICP证030173号`, the older form).
 */
import { z } from 'zod';
import { verificationCreditCode } from './identity';

/** The provinces' one-character names that begin a record or licence number. */
const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]';

const ICP_RECORD = new RegExp(`^${PROVINCE}ICP备\\d{6,10}号(?:-\\d{1,3})?$`);
const POLICE_RECORD = new RegExp(`^${PROVINCE}公网安备\\d{14}号$`);
const TELECOM_LICENCE = new RegExp(`^(?:${PROVINCE}?(?:A1|A2|B1|B2)-\\d{8}|${PROVINCE}ICP证\\d{6}号)$`);

/** Where anyone checks an ICP record: the MIIT's record system, which the footer's number must link to. */
export const ICP_RECORD_URL = 'https://beian.miit.gov.cn/';

/** The MPS's record system, opened on the shop's own record. */
export function policeRecordUrl(record: string): string {
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${policeRecordCode(record)}`;
}

/** The digits of a public-security record number (`粤公网安备44030502008888号` → `44030502008888`). */
export function policeRecordCode(record: string): string {
  return record.replace(/\D/g, '');
}

/** The shop's page with the operator's business-licence facts, linked from every footer as 营业执照. */
export const LICENCE_PATH = '/license';

/** What the platform sets; `policeRecord` and `telecomLicence` may be empty (not shown). */
export type LegalFacts = {
  icpRecord: string;
  policeRecord: string;
  telecomLicence: string;
  companyName: string;
  /** 统一社会信用代码, upper case. */
  creditCode: string;
  registeredAddress: string;
  legalRepresentative: string;
  businessScope: string;
};

/** 备案与证照 as the back office shows it: `facts` null until the platform first saves them. */
export type LegalFactsSettings = {
  facts: LegalFacts | null;
  /** `YYYY-MM-DD HH:mm:ss` (Shanghai) and the back-office user of the last save. */
  updatedAt: string | null;
  updatedBy: string | null;
};

/** Labels, in the order the page and the audit log name the fields. */
export const LEGAL_FACT_LABELS: Record<keyof LegalFacts, string> = {
  icpRecord: 'ICP 备案号',
  policeRecord: '公安联网备案号',
  telecomLicence: '增值电信业务经营许可证',
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  registeredAddress: '注册地址',
  legalRepresentative: '法定代表人',
  businessScope: '经营范围',
};

/** Spaces people copy from a certificate (`粤公网安备 4403…号`) are dropped; Latin letters upper case. */
const recordNumber = (missing: string) => z.string({ error: missing }).transform((value) => value.replace(/\s+/g, '').toUpperCase());

const icpRecord = recordNumber('请填写 ICP 备案号')
  .refine((value) => value !== '', '请填写 ICP 备案号')
  .refine((value) => value === '' || ICP_RECORD.test(value), 'ICP 备案号格式不正确，如 粤ICP备2023012345号-1');

const policeRecord = recordNumber('公安联网备案号格式不正确').refine(
  (value) => value === '' || POLICE_RECORD.test(value),
  '公安联网备案号格式不正确，如 粤公网安备44030502008888号（14 位数字）',
);

const telecomLicence = recordNumber('增值电信业务经营许可证编号格式不正确').refine(
  (value) => value === '' || TELECOM_LICENCE.test(value),
  '增值电信业务经营许可证编号格式不正确，如 粤B2-20230456',
);

/**
 * The credit code as company verification takes it: the shape is checked, a failing check
 * character is not refused, since some codes issued early are legal and fail it.
 */
const creditCode = verificationCreditCode;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .min(min, `${label}至少 ${min} 个字`)
    .max(max, `${label}不能超过 ${max} 个字`);

/** `POST /api/sys/legal/save` (button `legal:edit`): every field, each time. */
export const legalFactsBody = z.strictObject({
  icpRecord,
  policeRecord,
  telecomLicence,
  companyName: text('企业名称', 2, 60),
  creditCode,
  registeredAddress: text('注册地址', 5, 120),
  legalRepresentative: text('法定代表人', 2, 30),
  businessScope: text('经营范围', 2, 1000),
});
export type LegalFactsInput = z.output<typeof legalFactsBody>;

export const LEGAL_MESSAGES = { saved: '备案与证照信息已保存' } as const;
