/**
 * An order's documents (docs/product-rules.md#contracts): the lease contract (租赁合同) the customer
 * signs online with an SMS code before the order ships, the device annex (附件：设备清单) written when
 * the devices ship, and the transfer agreement (租赁主体变更协议) of a change of renting entity. Each
 * is kept as the exact PDF bytes with their SHA-256; the text a page shows is the same text the PDF
 * was drawn from. The shapes, the requests' zod schemas and the messages.
 */
import { z } from 'zod';
import { smsCode } from './auth';
import { orderNo } from './params';

export const ORDER_DOCUMENT_KINDS = ['lease', 'annex', 'transfer'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];
export const ORDER_DOCUMENT_KIND_NAMES: Record<OrderDocumentKind, string> = { lease: '租赁合同', annex: '附件：设备清单', transfer: '租赁主体变更协议' };

/** Document numbers: a prefix, Shanghai time to the second and 6 random digits (as order numbers). */
export const ORDER_DOCUMENT_PREFIXES: Record<OrderDocumentKind, string> = { lease: 'HT', annex: 'FJ', transfer: 'XY' };
export const documentNoPattern = /^(HT|FJ|XY)\d{20}$/;

// ---------------------------------------------------------------------------------------------
// The text: what a page renders and the PDF is drawn from, block by block.

export type DocumentBlock =
  | { kind: 'facts'; items: { term: string; detail: string }[] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: string[][] };

export type DocumentSection = { heading: string; blocks: DocumentBlock[] };

export type DocumentText = {
  title: string;
  /** Document and order numbers under the title. */
  subtitle: string;
  sections: DocumentSection[];
};

/** How a party signed: an SMS code to their phone, their own session's submit, or on their behalf (the development door and the demo data). */
export const SIGNATURE_METHODS = ['smsCode', 'session', 'onBehalf'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];
export const SIGNATURE_METHOD_NAMES: Record<SignatureMethod, string> = {
  smsCode: '短信验证码确认',
  session: '登录账户提交确认',
  onBehalf: '系统代客户签署（仅开发环境与演示数据）',
};

/** One party's signature as the document records it. */
export type DocumentSignature = {
  role: string;
  name: string;
  /** Masked (138****8000). */
  phone: string;
  method: SignatureMethod;
  /** `YYYY-MM-DD HH:mm:ss` (Shanghai). */
  signedAt: string;
  /** The client address the signature came from, as the product server saw it; null when relayed (a consent code typed by the other party). */
  signedFrom: string | null;
};

/** A kept document: its number, kind, when it was made, the SHA-256 of its PDF, and the hash of the signed contract it follows. */
export type OrderDocumentView = {
  documentNo: string;
  kind: OrderDocumentKind;
  kindName: string;
  createdAt: string;
  /** Lower-case hex SHA-256 of the exact PDF bytes kept. */
  sha256: string;
  basedOn: string | null;
  signatures: DocumentSignature[];
};

/**
 * `GET /api/wOrder/contract/{orderNo}` and `GET /api/sys/order/contract/{orderNo}`: the order's
 * lease contract — its text (the signed one's, or the draft as it stands now), whether it may be
 * signed now and, if not, why — and every document kept for the order.
 */
export type LeaseContractView = {
  orderNo: string;
  signed: boolean;
  /** 待签署 / 已签署 / 未签署 (an order that can no longer be signed). */
  stateName: string;
  signable: boolean;
  reason: string | null;
  /** Where the signing code goes (masked): the renting account's phone. */
  signerPhone: string;
  /** SHA-256 of the draft's terms: the signing request names it, so what is signed is what was read. */
  contentHash: string;
  text: DocumentText;
  /** The signed contract, once signed. */
  contract: OrderDocumentView | null;
  /** Every document kept for the order, oldest first (the contract, its annex, transfer agreements). */
  documents: OrderDocumentView[];
};

/** `POST /api/wOrder/contract/code`: where the code went. */
export type ContractCodeSent = { phone: string; expiresInSeconds: number; resendInSeconds: number };

/** What a re-hash of a kept document says (docs/product-rules.md#contracts, verifying). */
export type DocumentCheck = { documentNo: string; stored: string; computed: string; intact: boolean };

export const CONTRACT_MESSAGES = {
  signed: '租赁合同签署成功',
  codeSent: '验证码已发送',
  alreadySigned: '该订单的租赁合同已签署，无需重复签署',
  /** An order can be signed while it waits for its review or its shipment. */
  notSignable: (statusName: string) => `订单当前状态为「${statusName}」，不能签署租赁合同`,
  changed: '合同内容已更新，请重新阅读后再签署',
  /** The merchant's shipping is refused until the customer has signed. */
  unsignedShip: '客户尚未签署租赁合同，暂不能发货',
  agreementRequired: '请先阅读并同意租赁合同',
  stateUnsigned: '待签署',
  stateSigned: '已签署',
  stateClosed: '未签署',
} as const;

const contentHash = z
  .string({ error: '合同摘要不正确' })
  .trim()
  .regex(/^[0-9a-f]{64}$/, '合同摘要不正确');

/** `POST /api/wOrder/contract/code`: a signing code to the renting account's own phone. */
export const contractCodeBody = z.strictObject({ orderNo });

/** `POST /api/wOrder/contract/sign`: the code, and the hash of the terms the customer read. */
export const contractSignBody = z.strictObject({ orderNo, code: smsCode, contentHash, agree: z.literal(true, { error: CONTRACT_MESSAGES.agreementRequired }) });
export type ContractSignBody = z.output<typeof contractSignBody>;

const documentNo = z.string({ error: '文件编号不正确' }).trim().regex(documentNoPattern, '文件编号不正确');

/**
 * The download form (docs/product-rules.md#downloads): without `documentNo` the lease contract —
 * the signed PDF, or the unsigned draft drawn now — else that kept document of the order.
 */
export const contractDownloadForm = z.strictObject({ orderNo, documentNo: documentNo.optional() });
export type ContractDownloadForm = z.output<typeof contractDownloadForm>;

/** The file name a download is saved under: `租赁合同-ZL….pdf`. */
export function documentFileName(kind: OrderDocumentKind, orderNo: string, signed = true): string {
  const name = kind === 'annex' ? '设备清单' : ORDER_DOCUMENT_KIND_NAMES[kind];
  return `${name}${signed ? '' : '（草稿）'}-${orderNo}.pdf`;
}
