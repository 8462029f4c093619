/**
 * Apart from contract/withholding.ts (which holds zod schemas) so that the storefront's message
 * table and the help pages quote these without bringing zod onto the public pages (npm run budget).
 *
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

/** How automatic payment works, quoted by /myAccount's 自动扣款 card and the help page 租金支付 (one text). */
export const WITHHOLDING_RULE =
  '开通自动扣款后，每期账单在到期日当天按您选择的方式（账户余额，或在线支付免密扣款）自动扣款，每期只扣一次；余额不足或支付机构拒绝扣款（如超出单笔扣款限额）时扣款失败，账单保持待支付，到期后按逾期处理，并会发送消息通知。您可以随时关闭自动扣款，已支付的账单不受影响。';
