/**
 * Apart from contract/withholding.ts (which holds zod schemas) so that the storefront's message
 * table names the refusal without bringing zod onto the public pages (npm run budget).
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
