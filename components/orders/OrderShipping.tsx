/**
 * How an order travelled: the carrier and waybill it shipped with, the serial number of every unit,
 * and the customer's return (its waybill, the address it went to, and the early-return fee).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RentalOrderDetail } from '@/contract/orders';
import { formatFen } from '@/contract/format';

export function OrderShipping({ order }: { order: RentalOrderDetail }) {
  const { shipment, return: returned } = order.life;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-shipping-title">
      <Typography id="order-shipping-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        物流与设备
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 1, columnGap: 2, m: 0, '& dd': { m: 0 } }}>
        {shipment ? (
          <>
            <dt>发货物流</dt>
            <dd>
              {shipment.carrier} · 运单号 {shipment.waybillNo}（{shipment.shippedAt} 发出）
            </dd>
          </>
        ) : null}
        {order.devices.length > 0 ? (
          <>
            <dt>设备序列号</dt>
            <dd>
              <Box component="ul" aria-label="设备序列号" sx={{ m: 0, pl: 2 }}>
                {order.devices.map((device) => (
                  <li key={device.serialNo}>
                    <strong>{device.serialNo}</strong> · {device.goodsName} {device.skuName}
                  </li>
                ))}
              </Box>
            </dd>
          </>
        ) : null}
        {returned ? (
          <>
            <dt>退回物流</dt>
            <dd>
              {returned.carrier} · 运单号 {returned.waybillNo}（{returned.requestedAt} 申请）
            </dd>
            <dt>退回地址</dt>
            <dd>
              {returned.address.recipient} {returned.address.phone} · {returned.address.address}
            </dd>
            <dt>提前归还费</dt>
            <dd>
              {returned.earlyReturnFee === 0
                ? returned.noReasonReturn
                  ? '无理由退租，不收取'
                  : '无'
                : `${formatFen(returned.earlyReturnFee)}（押金抵扣 ${formatFen(returned.feeFromDeposit)}${returned.feeToPay > 0 ? `，另需支付 ${formatFen(returned.feeToPay)}` : ''}）`}
              {returned.cancelledPeriods > 0 ? `；${returned.cancelledPeriods} 期未到期账单（${formatFen(returned.rentNotYetDue)}）已取消` : ''}
            </dd>
          </>
        ) : null}
      </Box>
    </Paper>
  );
}
