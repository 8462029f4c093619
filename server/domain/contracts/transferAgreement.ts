/**
 * The transfer agreement (租赁主体变更协议, docs/product-rules.md#contracts) of a change of renting
 * entity: drawn and kept in the change's own transaction, signed by both accounts — the person
 * handing the rental over by submitting from their session, the company by the consent code sent to
 * its phone — and naming the order's signed lease contract by its SHA-256 when there is one. When
 * the change cannot be signed online, the change itself is refused (orders/transferRules.ts).
 */
import { formatFen, maskedPhone } from '@/contract/format';
import { ORDER_DOCUMENT_KIND_NAMES, type DocumentSignature, type DocumentText } from '@/contract/orderDocuments';
import { DEPOSIT_REFUND_ROUTE_NAMES, type DepositRefundRoute } from '@/contract/money';
import type { Executor } from '../../db/client';
import { formatShanghai } from '../shared/clock';
import { partyFacts, signatureSection } from './documentText';
import { keepDocument, leaseOf, newDocumentNo, type KeptDocument } from './kept';
import { customerParty, platformParty, shopParty, type Party } from './parties';

export type TransferTerms = {
  transfer: { id: number; transferNo: string };
  order: { id: number; orderNo: string; storeId: number; monthlyRent: number };
  fromCustomerId: number;
  toCustomerId: number;
  remainingPeriods: number;
  remainingRent: number;
  depositHeld: number;
  companyWaived: number;
  companyPaid: number;
  personRefund: number;
  personRefundTo: DepositRefundRoute;
  contact: { name: string; phone: string };
  /** Where the person's submit came from. */
  signedFrom: string | null;
};

type Parties = { person: Party & { phone: string }; company: Party & { phone: string }; shop: Party; platform: Party };

export function transferText(
  terms: TransferTerms,
  parties: Parties,
  lease: Pick<KeptDocument, 'documentNo' | 'sha256'> | undefined,
  documentNo: string,
  signatures: DocumentSignature[],
): DocumentText {
  const { order } = terms;
  return {
    title: ORDER_DOCUMENT_KIND_NAMES.transfer,
    subtitle: `协议编号：${documentNo}　变更单号：${terms.transfer.transferNo}　订单编号：${order.orderNo}`,
    sections: [
      {
        heading: '一、协议各方',
        blocks: [partyFacts('原承租方', parties.person), partyFacts('新承租方', parties.company), partyFacts('出租方', parties.shop), partyFacts('平台服务方', parties.platform)],
      },
      {
        heading: '二、变更内容',
        blocks: [
          { kind: 'paragraph', text: `原承租方将订单 ${order.orderNo} 项下的租赁物及其剩余的权利义务转移给新承租方，自本协议签署时起由新承租方承租。` },
          {
            kind: 'facts',
            items: [
              { term: '原租赁合同', detail: lease ? `${lease.documentNo}（SHA-256 ${lease.sha256}）` : '本订单无线上签署的租赁合同，以订单载明的内容为准' },
              { term: '月租金', detail: formatFen(order.monthlyRent) },
              { term: '剩余未付租金', detail: `${terms.remainingPeriods} 期，共 ${formatFen(terms.remainingRent)}，由新承租方支付` },
              { term: '押金', detail: `${formatFen(terms.depositHeld)}：企业免押额度抵扣 ${formatFen(terms.companyWaived)}，企业账户余额支付 ${formatFen(terms.companyPaid)}` },
              {
                term: '原承租方押金',
                detail: terms.personRefund > 0 ? `${formatFen(terms.personRefund)} ${DEPOSIT_REFUND_ROUTE_NAMES[terms.personRefundTo]}` : '无现金押金需退回',
              },
              { term: '紧急联系人', detail: `${terms.contact.name} ${terms.contact.phone}` },
            ],
          },
        ],
      },
      {
        heading: '三、其他',
        blocks: [
          {
            kind: 'list',
            items: [
              '新承租方承继原租赁合同约定的全部权利义务，包括租金支付、逾期违约金、归还、提前归还和买断的约定；原租赁合同的其他条款继续有效。',
              '原承租方已支付的租金不予退还；已开具的发票不因本次变更而改变。',
              '本协议以电子方式签署：原承租方在其登录账户中提交，新承租方以发送至其账户手机的验证码确认，与书面协议具有同等法律效力。平台保存本协议的 PDF 文件及其 SHA-256 摘要。',
            ],
          },
        ],
      },
      signatureSection(signatures, '待双方签署。'),
    ],
  };
}

/** Draws and keeps the agreement in the change's transaction: both signatures at `now`. */
export async function keepTransferAgreement(tx: Executor, terms: TransferTerms, now: Date): Promise<KeptDocument> {
  const [person, company, shop, platform] = [
    await customerParty(tx, terms.fromCustomerId),
    await customerParty(tx, terms.toCustomerId),
    await shopParty(tx, terms.order.storeId),
    await platformParty(tx),
  ];
  const signedAt = formatShanghai(now);
  const signatures: DocumentSignature[] = [
    { role: '原承租方', name: person.name, phone: maskedPhone(person.phone), method: 'session', signedAt, signedFrom: terms.signedFrom },
    // The company's code was typed by the person, so its address is theirs: not recorded as the company's.
    { role: '新承租方', name: company.name, phone: maskedPhone(company.phone), method: 'smsCode', signedAt, signedFrom: null },
  ];
  const lease = await leaseOf(tx, terms.order.id);
  const documentNo = newDocumentNo('transfer', now);
  const kept = await keepDocument(
    tx,
    {
      documentNo,
      orderId: terms.order.id,
      kind: 'transfer',
      transferId: terms.transfer.id,
      basedOn: lease?.sha256 ?? null,
      text: transferText(terms, { person, company, shop, platform }, lease, documentNo, signatures),
      signatures,
    },
    now,
  );
  if (!kept) throw new Error(`transfer ${terms.transfer.transferNo}: its agreement was kept twice`);
  return kept;
}
