/** Orders and refunds as the v3 API writes them in answers and in notifications' decrypted resources. */
import type { Order, Refund } from './ledger';

const TRADE_STATE_DESC: Record<Order['state'], string> = { NOTPAY: '未支付', SUCCESS: '支付成功', REFUND: '转入退款', CLOSED: '已关闭' };

export function transactionView(order: Order): Record<string, unknown> {
  const paid = order.transactionId !== null;
  return {
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: order.outTradeNo,
    ...(paid ? { transaction_id: order.transactionId, bank_type: 'OTHERS', success_time: order.successTime, payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } } : {}),
    trade_type: order.tradeType,
    trade_state: order.state,
    trade_state_desc: TRADE_STATE_DESC[order.state],
    attach: '',
    amount: paid ? { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' } : { total: order.total, currency: 'CNY' },
  };
}

export function refundView(refund: Refund): Record<string, unknown> {
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: refund.transactionId,
    out_trade_no: refund.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(refund.successTime ? { success_time: refund.successTime } : {}),
    create_time: refund.createTime,
    status: refund.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: refund.total,
      refund: refund.refund,
      payer_total: refund.total,
      payer_refund: refund.refund,
      settlement_total: refund.total,
      settlement_refund: refund.refund,
      discount_refund: 0,
      currency: 'CNY',
      refund_fee: 0,
    },
  };
}

/** A refund notification's resource (退款结果通知): fewer fields than the refund query. */
export function refundNoticeView(refund: Refund, mchid: string): Record<string, unknown> {
  return {
    mchid,
    out_trade_no: refund.outTradeNo,
    transaction_id: refund.transactionId,
    out_refund_no: refund.outRefundNo,
    refund_id: refund.refundId,
    refund_status: refund.status,
    success_time: refund.successTime,
    user_received_account: '支付用户零钱',
    amount: { total: refund.total, refund: refund.refund, payer_total: refund.total, payer_refund: refund.refund },
  };
}
