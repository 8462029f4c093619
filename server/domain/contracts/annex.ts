/**
 * The device annex (附件：设备清单, docs/product-rules.md#contracts): when an order ships, the units
 * that left with their serials, the carrier and the waybill, kept as a document of its own that
 * names the signed contract's number and SHA-256. The signed contract is never drawn again: the
 * annex is what joins the serials to it.
 */
import { ORDER_DOCUMENT_KIND_NAMES, type DocumentText } from '@/contract/orderDocuments';
import type { Executor } from '../../db/client';
import { formatShanghai } from '../shared/clock';
import { keepDocument, newDocumentNo, type KeptDocument } from './kept';

export type AnnexShipment = {
  order: { id: number; orderNo: string };
  carrier: string;
  waybillNo: string;
  devices: { goodsName: string; skuName: string; serialNo: string }[];
};

export function annexText(shipment: AnnexShipment, lease: Pick<KeptDocument, 'documentNo' | 'sha256'>, documentNo: string, now: Date): DocumentText {
  return {
    title: ORDER_DOCUMENT_KIND_NAMES.annex,
    subtitle: `附件编号：${documentNo}　订单编号：${shipment.order.orderNo}`,
    sections: [
      {
        heading: '所属合同',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '合同编号', detail: lease.documentNo },
              { term: '合同 SHA-256', detail: lease.sha256 },
            ],
          },
          { kind: 'paragraph', text: `本附件是上述${ORDER_DOCUMENT_KIND_NAMES.lease}的组成部分，载明出租方发出的租赁物及其序列号；合同文件本身不因本附件而改动。` },
        ],
      },
      {
        heading: '发货信息',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '发货时间', detail: formatShanghai(now) },
              { term: '承运商', detail: shipment.carrier },
              { term: '运单号', detail: shipment.waybillNo },
            ],
          },
        ],
      },
      {
        heading: '设备清单',
        blocks: [
          {
            kind: 'table',
            columns: ['序号', '商品', '配置', '序列号'],
            rows: shipment.devices.map((device, index) => [String(index + 1), device.goodsName, device.skuName, device.serialNo]),
          },
          { kind: 'paragraph', text: '承租方签收时请核对设备序列号；确认收货即表示收到上列设备。' },
        ],
      },
    ],
  };
}

/** Kept in the shipment's transaction, after the devices are written. */
export async function keepDeviceAnnex(tx: Executor, shipment: AnnexShipment, lease: KeptDocument, now: Date): Promise<KeptDocument | null> {
  const documentNo = newDocumentNo('annex', now);
  return keepDocument(tx, { documentNo, orderId: shipment.order.id, kind: 'annex', basedOn: lease.sha256, text: annexText(shipment, lease, documentNo, now), signatures: [] }, now);
}
