/**
 * Automatic monthly payment (代扣, docs/product-rules.md#withholding): an agreement the customer
 * signs from /myAccount or /myBill, under which the shop pays each bill on its due day, once, by the
 * method chosen: from the balance (in force at once), or through the payment provider's withholding
 * agreement (在线支付免密扣款: pending until the customer signs on the provider's page). A failure
 * leaves the bill due (then overdue, as any bill) and a 消息 says why. The customer may end the
 * agreement at any time (a pending one is cancelled so); bills already paid stay paid.
 */
import { z } from 'zod';
import { formatFen } from './format';

/** How the shop collects: from the balance, or through the payment provider's withholding agreement. */
export const WITHHOLDING_METHODS = ['balance', 'provider'] as const;
export type WithholdingMethod = (typeof WITHHOLDING_METHODS)[number];
export const WITHHOLDING_METHOD_NAMES: Record<WithholdingMethod, string> = { balance: '账户余额', provider: '在线支付免密扣款' };

export type WithholdingAgreementView = {
  agreementNo: string;
  method: WithholdingMethod;
  methodName: string;
  /** `signed`: it collects; `pending`: waiting for the customer's signature on the payment provider's page (签约中). */
  status: 'pending' | 'signed';
  /** `YYYY-MM-DD HH:mm:ss` (Shanghai); null while pending. */
  signedAt: string | null;
  /** While pending: the provider's signing page, to continue signing (null when the provider cannot be asked now). */
  signUrl: string | null;
  /** Null while the agreement holds. */
  endedAt: string | null;
};

/**
 * `GET /api/wUser/daikou`: the agreement in force or pending (null without one), the methods that
 * can be signed now, whether this account must hold one to order (WITHHOLDING_REQUIRED), and the
 * rule the page quotes.
 */
export type WithholdingState = { agreement: WithholdingAgreementView | null; methods: WithholdingMethod[]; required: boolean; rule: string };

/** `GET /api/pay/sandboxSign/{signNo}`: what the sandbox provider's signing page shows. `singleLimit`: 单笔扣款限额, fen. */
export type SandboxAgreementView = { signNo: string; subject: string; status: 'pending' | 'signed' | 'cancelled' | 'ended'; singleLimit: number };

export { WITHHOLDING_REQUIRED, WITHHOLDING_RULE } from './withholdingRequired';

export const WITHHOLDING_MESSAGES = {
  signed: '自动扣款已开通',
  /** A provider agreement was started: the customer signs on the provider's page. */
  signStarted: '请在签约页面完成签约，签约成功后自动扣款即开通',
  ended: '自动扣款已关闭',
  alreadySigned: '您已开通自动扣款，无需重复开通',
  signing: '您有一份自动扣款协议正在签约中，请继续签约，或取消后重新选择扣款方式',
  notSigned: '您尚未开通自动扣款',
  agreementRequired: '请阅读并同意《自动扣款服务协议》',
  providerUnavailable: '在线支付免密扣款暂未开通，请选择账户余额',
  paidTitle: '账单已自动扣款',
  failedTitle: '账单自动扣款失败',
  /** `bill`: `第 3/12 期账单` or `费用账单`; `method`: WITHHOLDING_METHOD_NAMES. */
  paid: (orderNo: string, bill: string, amount: number, method: string) => `订单 ${orderNo} 的${bill}已于到期日通过${method}自动扣款 ${formatFen(amount)}。`,
  failed: (orderNo: string, bill: string, reason: string) =>
    `订单 ${orderNo} 的${bill}今日自动扣款失败（${reason.replace(/[。！]$/, '')}），请于今日内到“我的账单”手动支付，逾期将产生违约金。`,
  /** Why an attempt failed when online payment is off (the customer reads it in the failure's 消息). */
  providerOff: '在线支付暂不可用',
  /** Why a provider attempt ended when its trade was no longer needed (the bill paid or being paid another way; recorded, not sent). */
  notNeeded: '账单已通过其他方式支付或处理',
  /** Why a provider attempt failed when the provider had not answered by the end of the due day. */
  unfinished: '到期日当天未能完成扣款',
} as const;

export const withholdingSignBody = z.strictObject({
  method: z.enum(WITHHOLDING_METHODS, { error: '请选择扣款方式' }),
  agree: z.literal(true, { error: WITHHOLDING_MESSAGES.agreementRequired }),
});
export type WithholdingSignBody = z.output<typeof withholdingSignBody>;
