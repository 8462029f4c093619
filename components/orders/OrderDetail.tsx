'use client';
/**
 * /submitOrder: one order as its customer follows it — where it is in its life, what happens next
 * (lib/orders/guidance.ts, as the order list says it) and what can be done now, the items, the
 * money, the address, the lease contract (signed before shipping) and its documents, the shipment
 * with its serial numbers and the return, where the parcels are, the bills and the history.
 * Rendered from the server's answer and refreshed after every action.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { useOrder, useOrderPlacedFrom } from '@/lib/api/browser/swr';
import { INVOICE_TYPE_NAMES, ORDER_STATUS, type RentalOrderDetail } from '@/contract/orders';
import { orderGuidance } from '@/lib/orders/guidance';
import { AmountBreakdown } from './AmountBreakdown';
import { LeaseContractPanel } from './LeaseContractPanel';
import { OrderActions } from './OrderActions';
import { OrderBills } from './OrderBills';
import { OrderHistory } from './OrderHistory';
import { OrderItems } from './OrderItems';
import { OrderProgress } from './OrderProgress';
import { OrderShipping } from './OrderShipping';
import { OrderTracking } from './OrderTracking';
import { UpgradeSection } from '@/components/upgrades/UpgradeSection';

type Props = {
  initial: RentalOrderDetail;
  /** Personal accounts may move a running rental to a company (/changeBodyOrder). */
  canChangeRenter: boolean;
  /** The customer's global id, which calcAmountPc names in its path (an upgrade's amount). */
  globalId: string;
};

export function OrderDetail({ initial, canChangeRenter, globalId }: Props) {
  const { data } = useOrder(initial);
  const { data: placedFrom } = useOrderPlacedFrom(initial.orderNo);
  const order = data ?? initial;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-status-title">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="order-status-title" variant="h6" component="h2">
            订单状态
          </Typography>
          <Chip color={order.status === ORDER_STATUS.unpaid ? 'warning' : order.status >= ORDER_STATUS.cancelled ? 'default' : 'primary'} label={order.statusName} />
          {order.risk && order.status === ORDER_STATUS.pendingReview ? <Chip variant="outlined" label={order.risk.decisionName} /> : null}
        </Stack>
        <Typography sx={{ mb: 2 }}>{orderGuidance(order, new Date())}</Typography>
        <OrderProgress status={order.status} />
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <OrderActions order={order} canChangeRenter={canChangeRenter} />
          <Button component={Link} href="/myOrderList">
            返回我的订单
          </Button>
        </Stack>
      </Paper>

      {order.status === ORDER_STATUS.renting ? <UpgradeSection orderNo={order.orderNo} globalId={globalId} /> : null}

      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-items-title">
        <Typography id="order-items-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {order.storeName}
        </Typography>
        <OrderItems items={order.items} label="订单商品" money="buyout" />
      </Paper>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-money-title">
          <Typography id="order-money-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            费用明细
          </Typography>
          <AmountBreakdown amounts={order} items={order.items} termMonths={order.termMonths} testIdPrefix="order" />
          {order.paidAt ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              支付时间：{order.paidAt}
            </Typography>
          ) : null}
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-info-title">
          <Typography id="order-info-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            订单信息
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 1, columnGap: 2, m: 0, '& dd': { m: 0 } }}>
            <dt>订单编号</dt>
            <dd>{order.orderNo}</dd>
            <dt>下单时间</dt>
            <dd>{order.createdAt}</dd>
            <dt>收货信息</dt>
            <dd>
              {order.address.name} {order.address.phone}
              <br />
              {order.address.province}
              {order.address.city}
              {order.address.district}
              {order.address.detail}
            </dd>
            <dt>发票</dt>
            <dd>{order.invoice ? `${INVOICE_TYPE_NAMES[order.invoice.type]} · ${order.invoice.title}${order.invoice.taxNo ? ` · ${order.invoice.taxNo}` : ''}` : '不开发票'}</dd>
            {placedFrom?.ip ? (
              <>
                <dt>下单 IP</dt>
                <dd>{placedFrom.ip}</dd>
              </>
            ) : null}
          </Box>
          {placedFrom?.ip ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              如非本人操作，请立即修改密码并致电客服 400-6050-766。
            </Typography>
          ) : null}
        </Paper>
      </Box>

      {order.status !== ORDER_STATUS.unpaid && order.status !== ORDER_STATUS.cancelled ? <LeaseContractPanel orderNo={order.orderNo} /> : null}

      {order.life.shipment || order.devices.length > 0 || order.life.return ? <OrderShipping order={order} /> : null}

      {order.life.shipment || order.life.return ? <OrderTracking orderNo={order.orderNo} /> : null}

      {order.status !== ORDER_STATUS.unpaid && order.status !== ORDER_STATUS.cancelled ? (
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-bills-title">
          <Typography id="order-bills-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            账单计划
          </Typography>
          <OrderBills orderNo={order.orderNo} status={order.status} />
        </Paper>
      ) : null}

      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-history-title">
        <Typography id="order-history-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          订单记录
        </Typography>
        <OrderHistory events={order.history} />
      </Paper>
    </Stack>
  );
}
