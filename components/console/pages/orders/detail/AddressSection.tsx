'use client';
/** 收货地址: where the devices go, and the invoice the customer asked for with the order. */
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import { INVOICE_TYPE_NAMES } from '@/contract/orders';
import { DetailSection, Facts } from './DetailSection';

export function AddressSection({ order }: { order: ConsoleOrderDetail }) {
  const { address, invoice } = order;
  return (
    <DetailSection title="收货地址" wide={false}>
      <Facts
        columns={1}
        items={[
          ['收货人', address.name],
          ['联系电话', address.phone],
          ['收货地址', `${address.province} ${address.city} ${address.district} ${address.detail}`],
          ['发票', invoice ? `${INVOICE_TYPE_NAMES[invoice.type]} · ${invoice.title}${invoice.taxNo ? `（税号 ${invoice.taxNo}）` : ''}` : '不开发票'],
        ]}
      />
    </DetailSection>
  );
}
