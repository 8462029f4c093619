/**
 * The lease contract's text (租赁合同, docs/product-rules.md#contracts), a pure function of the
 * order's facts. Its rules are quoted from where they live, never restated: the late fee, early
 * return, buyout and refund sentences of contract/rentalRules.ts (RULE_TEXT, whose numbers the
 * product server charges by), the shipping and receipt deadlines of contract/orderFulfilment.ts,
 * and the instalments as the bill schedule writes them (bills/schedule.ts).
 */
import { BILL_STATUS_NAMES, type BillStatus } from '@/contract/bills';
import { formatFen } from '@/contract/format';
import { SHIP_WITHIN_HOURS } from '@/contract/orderFulfilment';
import { ORDER_DOCUMENT_KIND_NAMES, type DocumentSection, type DocumentSignature, type DocumentText } from '@/contract/orderDocuments';
import { RULE_TEXT } from '@/contract/rentalRules';
import { firstInstalmentAmount, laterInstalments } from '../bills/schedule';
import { partyFacts, signatureSection, termsHash } from './documentText';
import type { LeaseFacts } from './leaseFacts';

export const LEASE_TITLE = ORDER_DOCUMENT_KIND_NAMES.lease;

function rentSchedule({ order, rentBills }: LeaseFacts): string[][] {
  const periods = Math.max(order.termMonths, ...rentBills.map((bill) => bill.period));
  const written = new Map(rentBills.map((bill) => [bill.period, bill]));
  const planned = new Map(laterInstalments(order).map((instalment) => [instalment.period, instalment]));
  return Array.from({ length: periods }, (_, index) => {
    const period = index + 1;
    const label = `第 ${period}/${periods} 期`;
    const bill = written.get(period);
    if (bill) return [label, bill.dueDate, formatFen(bill.amount), BILL_STATUS_NAMES[bill.status as BillStatus]];
    if (period === 1) return [label, '随首期款支付', formatFen(firstInstalmentAmount(order)), '待支付'];
    const instalment = planned.get(period);
    return [label, `起租日后第 ${instalment?.monthsAfterRentStart ?? period - 1} 个月的对应日`, formatFen(instalment?.amount ?? order.monthlyRent), '未到期'];
  });
}

/** The terms: everything but the signing record, which is what the customer's hash covers. */
export function leaseTerms(facts: LeaseFacts): DocumentSection[] {
  const { order, items, customer, shop, platform, returnAddress } = facts;
  const address = order.address;
  const buyoutTotal = items.reduce((sum, item) => sum + item.buyoutPrice * item.quantity, 0);
  const depositHeld = order.deposit + order.depositWaived;
  return [
    {
      heading: '一、合同各方',
      blocks: [
        partyFacts('出租方', shop),
        partyFacts('承租方', customer),
        partyFacts('平台服务方', platform),
        {
          kind: 'paragraph',
          text: '平台服务方为出租方和承租方提供信息发布、订单管理、风控审核、支付结算（代出租方收取租金、押金和买断款）及售后协调服务。',
        },
      ],
    },
    {
      heading: '二、租赁物',
      blocks: [
        {
          kind: 'table',
          columns: ['商品', '配置', '数量', '月租金（每台）', '押金（每台）', '到期买断价（每台）'],
          rows: items.map((item) => [item.goodsName, item.skuName, `${item.quantity} 台`, formatFen(item.monthlyRent), formatFen(item.deposit), formatFen(item.buyoutPrice)]),
        },
        {
          kind: 'facts',
          items: [
            { term: '收货人', detail: `${address.name} ${address.phone}` },
            { term: '收货地址', detail: `${address.province}${address.city}${address.district}${address.detail}` },
          ],
        },
        { kind: 'paragraph', text: `设备序列号在发货时载入《${ORDER_DOCUMENT_KIND_NAMES.annex}》，该附件引用本合同文件的 SHA-256 摘要，是本合同的组成部分。` },
      ],
    },
    {
      heading: '三、租期与交付',
      blocks: [
        {
          kind: 'paragraph',
          text: `租期 ${order.termMonths} 个月，自起租日起算。出租方在订单审核通过后 ${SHIP_WITHIN_HOURS} 小时内发货；起租日为承租方确认收货之日：${RULE_TEXT.autoReceipt}`,
        },
      ],
    },
    {
      heading: '四、租金及支付计划',
      blocks: [
        {
          kind: 'paragraph',
          text: `月租金合计 ${formatFen(order.monthlyRent)}，租金总额 ${formatFen(order.totalRent)}${order.couponDiscount > 0 ? `，第 1 期已抵扣优惠券 ${formatFen(order.couponDiscount)}` : ''}。首期款包含第 1 期租金、现金押金和运费 ${formatFen(order.freight)}；自第 2 期起，每期租金在起租日后每月的对应日支付，当月没有对应日的，为该月最后一日。`,
        },
        { kind: 'table', columns: ['期数', '应付日期', '金额', '状态'], rows: rentSchedule(facts) },
      ],
    },
    {
      heading: '五、押金',
      blocks: [
        {
          kind: 'paragraph',
          text: `押金合计 ${formatFen(depositHeld)}${order.depositWaived > 0 ? `，其中企业免押额度抵扣 ${formatFen(order.depositWaived)}，现金押金 ${formatFen(order.deposit)}` : ''}。押金不计利息，可依约抵扣提前归还费、定损费用和买断款。`,
        },
      ],
    },
    { heading: '六、买断', blocks: [{ kind: 'paragraph', text: `到期买断价合计 ${formatFen(buyoutTotal)}。${RULE_TEXT.buyout}` }] },
    { heading: '七、逾期违约金', blocks: [{ kind: 'paragraph', text: RULE_TEXT.lateFee }] },
    {
      heading: '八、归还与提前归还',
      blocks: [
        { kind: 'paragraph', text: RULE_TEXT.earlyReturn },
        { kind: 'facts', items: [{ term: '归还地址', detail: `${returnAddress.recipient} ${returnAddress.phone} ${returnAddress.address}` }] },
      ],
    },
    { heading: '九、退款', blocks: [{ kind: 'paragraph', text: RULE_TEXT.refund }] },
    {
      heading: '十、其他',
      blocks: [
        {
          kind: 'list',
          items: [
            '本合同未约定的事项，适用平台公布的《租赁服务协议》；二者不一致的，以本合同为准。',
            '本合同以电子方式订立，承租方在订单页面阅读后以短信验证码确认签署，自签署时生效，与书面合同具有同等法律效力。',
            '合同签署后，平台保存本合同的 PDF 文件及其 SHA-256 摘要，任何一方均可据此核验文件未被改动；签署后的合同不再修改，续租、买断、租赁主体变更等以其后的记录和协议为准。',
          ],
        },
      ],
    },
  ];
}

/** The whole text: the terms under the title, then the signing record (empty before signing). */
export function leaseText(facts: LeaseFacts, documentNo: string | null, signatures: readonly DocumentSignature[]): DocumentText {
  return {
    title: LEASE_TITLE,
    subtitle: `合同编号：${documentNo ?? '签署后生成'}　订单编号：${facts.order.orderNo}`,
    sections: [...leaseTerms(facts), signatureSection(signatures, '本合同尚未签署：承租方在订单页面阅读本合同并以短信验证码确认后生效。')],
  };
}

/** The hash of the terms the customer reads and signs. */
export function leaseTermsHash(facts: LeaseFacts): string {
  return termsHash(LEASE_TITLE, leaseTerms(facts));
}
