'use client';
/**
 * 订单详情 (`/console/orders/detail?orderNo=`, hidden; lights up 租赁订单): the order's status and
 * the actions allowed now, then everything a merchant needs — goods and plan, customer, address,
 * payments and refunds, bills, the lease contract and its PDFs, shipment and serials, where the parcels are, the return and its inspection, an upgrade, renewals and
 * the buyout, service and invoice requests, and the history naming who did what.
 */
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { orderNo as orderNoSchema } from '@/contract/params';
import { formatFen } from '@/contract/format';
import { DictTag } from '../../dict/DictTag';
import { useConsoleQuery } from '../../hooks';
import { AddressSection } from './detail/AddressSection';
import { BillsSection } from './detail/BillsSection';
import { ContractSection } from './detail/ContractSection';
import { CustomerSection } from './detail/CustomerSection';
import { GoodsSection } from './detail/GoodsSection';
import { HistoryTimeline } from './detail/HistoryTimeline';
import { PaymentSection } from './detail/PaymentSection';
import { RenewalSection } from './detail/RenewalSection';
import { InvoiceRequestsSection, ServiceRequestsSection } from './detail/RequestsSection';
import { ReturnSection } from './detail/ReturnSection';
import { ShipmentSection } from './detail/ShipmentSection';
import { TrackingSection } from './detail/TrackingSection';
import { UpgradeSection } from './detail/UpgradeSection';
import { orderDeskChanged } from './refresh';
import { OrderActionBar } from './OrderActionBar';
import { useOrderActions } from './useOrderActions';
import { useOrderDetail } from './useOrderDetail';

function BackToList() {
  return (
    <Button component={NextLink} href="/console/orders" prefetch={false} startIcon={<ArrowBackIcon />} size="small">
      返回订单列表
    </Button>
  );
}

export default function OrderDetailPage() {
  const { query } = useConsoleQuery();
  const parsed = orderNoSchema.safeParse(query.orderNo ?? '');
  const orderNo = parsed.success ? parsed.data : null;
  const { data: order, error, isLoading } = useOrderDetail(orderNo);
  const { start, dialogs } = useOrderActions();

  if (!orderNo) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="warning">订单编号不正确，请从订单列表打开订单详情</Alert>
        <BackToList />
      </Box>
    );
  }
  if (isLoading && !order) return <LinearProgress aria-label="订单加载中" />;
  if (error || !order) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="error">订单 {orderNo} 不存在或无权查看</Alert>
        <BackToList />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 2, gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography component="h1" variant="h6" sx={{ fontFamily: 'monospace' }}>
              订单 {order.orderNo}
            </Typography>
            <Box data-testid="order-status">
              <DictTag dictType="rental_order_status" value={order.status} />
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {order.storeName} · {order.customer.name}（{order.customer.accountTypeName}）· {order.quantity} 台 · 租期 {order.termMonths} 个月 · 首付款 {formatFen(order.payable)} ·
            下单于 {order.createdAt}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <OrderActionBar order={order} onAction={(action) => void start(action, [order.orderNo], order)} />
          <BackToList />
        </Box>
      </Paper>
      <GoodsSection order={order} />
      <CustomerSection order={order} />
      <AddressSection order={order} />
      <PaymentSection order={order} />
      <BillsSection order={order} />
      <ContractSection orderNo={order.orderNo} />
      <ShipmentSection order={order} />
      {order.shipment || order.return ? <TrackingSection order={order} /> : null}
      <ReturnSection order={order} />
      <UpgradeSection order={order} onChanged={orderDeskChanged} />
      <RenewalSection order={order} />
      <ServiceRequestsSection order={order} />
      <InvoiceRequestsSection order={order} />
      <HistoryTimeline order={order} />
      {dialogs}
    </Box>
  );
}
