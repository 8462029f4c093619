'use client';
/** 商品与方案: what is rented, per item, and the plan's money (term, rent, deposit, first payment). */
import Image from 'next/image';
import Box from '@mui/material/Box';
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import type { OrderItem } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import { DetailSection, Facts } from './DetailSection';
import { DetailTable, type DetailColumn } from './DetailTable';

const COLUMNS: ReadonlyArray<DetailColumn<OrderItem>> = [
  {
    label: '商品',
    cell: (item) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {item.image ? <Image src={item.image} alt="" width={40} height={40} unoptimized style={{ objectFit: 'contain', border: '1px solid #eee', borderRadius: 4 }} /> : null}
        <span>{item.goodsName}</span>
      </Box>
    ),
  },
  { label: '配置', cell: (item) => item.skuName },
  { label: '数量', cell: (item) => `${item.quantity} 台`, align: 'right' },
  { label: '月租（每台）', cell: (item) => `${formatFen(item.monthlyRent)}${item.rentRate < 100 ? `（${item.rentRate / 10} 折）` : ''}`, align: 'right' },
  { label: '押金（每台）', cell: (item) => formatFen(item.deposit), align: 'right' },
  { label: '买断价（每台）', cell: (item) => formatFen(item.buyoutPrice), align: 'right' },
  { label: '运费', cell: (item) => formatFen(item.freight), align: 'right' },
];

export function GoodsSection({ order }: { order: ConsoleOrderDetail }) {
  return (
    <DetailSection title="商品与方案">
      <DetailTable label="商品" rows={order.items} columns={COLUMNS} rowKey={(item) => item.skuId} empty="暂无商品" />
      <Box sx={{ mt: 2 }}>
        <Facts
          items={[
            ['租期', `${order.termMonths} 个月`],
            ['首月租金', formatFen(order.firstMonthRent)],
            ['总租金', formatFen(order.totalRent)],
            ['押金', `${formatFen(order.deposit)}${order.depositWaived > 0 ? `（免押额度担保 ${formatFen(order.depositWaived)}）` : ''}`],
            ['运费', formatFen(order.freight)],
            ['优惠券', order.couponDiscount > 0 ? `-${formatFen(order.couponDiscount)}` : '未使用'],
            ['首付款', <strong key="payable">{formatFen(order.payable)}</strong>],
            ['起租日', order.rentStartDate],
            ['到期日', order.rentEndDate],
          ]}
        />
      </Box>
    </DetailSection>
  );
}
