/**
 * Automatic monthly payment (代扣, docs/product-rules.md#withholding): an agreement the customer
 * signs from /myAccount or /myBill, under which the shop pays each bill on its due day, once, from
 * the balance. A failure leaves the bill due (then overdue, as any bill) and a 消息 says why. The
 * customer may end the agreement at any time; bills already paid stay paid.
 */
import { z } from 'zod';
import { formatFen } from './format';

/** How the shop collects: from the balance (the payment provider's agreement comes with the real providers). */
export const WITHHOLDING_METHODS = ['balance'] as const;
export type WithholdingMethod = (typeof WITHHOLDING_METHODS)[number];
export const WITHHOLDING_METHOD_NAMES: Record<WithholdingMethod, string> = { balance: '账户余额' };

export type WithholdingAgreementView = {
  agreementNo: string;
  method: WithholdingMethod;
  methodName: string;
  /** `YYYY-MM-DD HH:mm:ss` (Shanghai). */
  signedAt: string;
  /** Null while the agreement holds. */
  endedAt: string | null;
};

/** `GET /api/wUser/daikou`: the agreement in force (null without one), and the rule the page quotes. */
export type WithholdingState = { agreement: WithholdingAgreementView | null; rule: string };

/** The rule, quoted by /myAccount, /myBill and the help pages (one text). */
export const WITHHOLDING_RULE =
  '开通自动扣款后，每期账单在到期日当天自动从账户余额扣款，每期只扣一次；余额不足时扣款失败，账单保持待支付，到期后按逾期处理，并会发送消息通知。您可以随时关闭自动扣款，已支付的账单不受影响。';

/**
 * Who must hold an agreement (docs/product-rules.md#withholding): a 个人转对公账户, i.e. a company
 * account that took over at least one rental from a personal account through a change of renting
 * entity, may place a new order (liJi, fhslAndJe, addOrder) only with an agreement signed and in
 * force. The refusal is the specification's code-500 text, which the storefront replaces by its
 * explanation (lib/http/messages.ts WITHHOLDING_AGREEMENT_TEXT); this text means this rule only.
 */
export const WITHHOLDING_REQUIRED = {
  refusal: '请填写紧急联系人',
  rule: '企业账户承接过个人账户的租赁订单（变更租赁主体）后即为个人转对公账户，须先开通自动扣款（账户余额或在线支付签约），签约生效后才能继续下单。',
} as const;

export const WITHHOLDING_MESSAGES = {
  signed: '自动扣款已开通',
  ended: '自动扣款已关闭',
  alreadySigned: '您已开通自动扣款，无需重复开通',
  notSigned: '您尚未开通自动扣款',
  agreementRequired: '请阅读并同意《自动扣款服务协议》',
  paidTitle: '账单已自动扣款',
  failedTitle: '账单自动扣款失败',
  /** `bill`: `第 3/12 期账单` or `费用账单`. */
  paid: (orderNo: string, bill: string, amount: number) => `订单 ${orderNo} 的${bill}已于到期日自动从账户余额扣款 ${formatFen(amount)}。`,
  failed: (orderNo: string, bill: string, reason: string) =>
    `订单 ${orderNo} 的${bill}今日自动扣款失败（${reason.replace(/[。！]$/, '')}），请于今日内到“我的账单”手动支付，逾期将产生违约金。`,
} as const;

export const withholdingSignBody = z.strictObject({
  method: z.enum(WITHHOLDING_METHODS, { error: '请选择扣款方式' }),
  agree: z.literal(true, { error: WITHHOLDING_MESSAGES.agreementRequired }),
});
export type WithholdingSignBody = z.output<typeof withholdingSignBody>;
