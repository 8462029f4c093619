/**
 * The gateway's server-to-server calls (POST /gateway.do, OpenAPI 2.0): the trade query, close,
 * refund and refund query, each answered as Alipay answers them, signed with Alipay's key.
 */
import type { TradeStore } from './trades';
import { Refused } from './trades';
import { bizContent, checkRequest, OPENAPI_METHODS } from './requests';
import { signedAnswer } from './signing';
import { cstTime, formatYuan, parseYuan } from './yuan';

type Answer = Record<string, unknown>;

const ok = (fields: Answer): Answer => ({ code: '10000', msg: 'Success', ...fields });
const refused = ({ subCode, subMsg }: Refused): Answer => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });
const invalidParameter = (what: string): Answer => ({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.INVALID_PARAMETER', sub_msg: `参数无效: ${what}` });

function handle(method: string, biz: Record<string, string>, trades: TradeStore): Answer {
  const outTradeNo = biz.out_trade_no;
  if (!outTradeNo) return invalidParameter('out_trade_no');
  switch (method) {
    case 'alipay.trade.query': {
      const trade = trades.get(outTradeNo);
      return ok({
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: formatYuan(trade.amount),
        subject: trade.subject,
        ...(trade.paidAt ? { send_pay_date: cstTime(trade.paidAt), buyer_pay_amount: formatYuan(trade.amount), buyer_logon_id: 'sim***@example.com' } : {}),
      });
    }
    case 'alipay.trade.close': {
      const trade = trades.close(outTradeNo);
      return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
    }
    case 'alipay.trade.refund': {
      const amount = parseYuan(biz.refund_amount ?? '');
      if (amount === null) return invalidParameter('refund_amount');
      // Without out_request_no Alipay takes the trade number: one refund of the whole trade.
      const outRequestNo = biz.out_request_no || outTradeNo;
      trades.refundCalls.push({ outTradeNo, outRequestNo, amount: biz.refund_amount ?? '', at: new Date() });
      const { trade, fundChange } = trades.refund(outTradeNo, outRequestNo, amount);
      return ok({
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: 'sim***@example.com',
        fund_change: fundChange ? 'Y' : 'N',
        refund_fee: formatYuan(trade.refunded),
        gmt_refund_pay: cstTime(trade.refunds.get(outRequestNo)?.at ?? new Date()),
      });
    }
    case 'alipay.trade.fastpay.refund.query': {
      const outRequestNo = biz.out_request_no;
      if (!outRequestNo) return invalidParameter('out_request_no');
      const trade = trades.get(outTradeNo);
      const refund = trade.refunds.get(outRequestNo);
      // No refund under that number: success with nothing in it, as Alipay answers.
      if (!refund) return ok({ out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo });
      return ok({
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        out_request_no: outRequestNo,
        total_amount: formatYuan(trade.amount),
        refund_amount: formatYuan(refund.amount),
        refund_status: 'REFUND_SUCCESS',
        gmt_refund_pay: cstTime(refund.at),
      });
    }
    default:
      return invalidParameter('method');
  }
}

/** The answer's JSON text for one verified-or-not request. */
export function openapiAnswer(params: Record<string, string>, context: { appId: string; appPublicKey: string; alipayPrivateKey: string; trades: TradeStore }): string {
  const method = params.method ?? '';
  const known = (OPENAPI_METHODS as readonly string[]).includes(method);
  const responseKey = known ? `${method.replaceAll('.', '_')}_response` : 'error_response';
  const problem = checkRequest(params, { appId: context.appId, appPublicKey: context.appPublicKey, methods: OPENAPI_METHODS });
  if (problem) return signedAnswer(responseKey, problem, context.alipayPrivateKey);
  const biz = bizContent(params);
  let answer: Answer;
  try {
    answer = biz ? handle(method, biz, context.trades) : invalidParameter('biz_content');
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    answer = refused(error);
  }
  return signedAnswer(responseKey, answer, context.alipayPrivateKey);
}
