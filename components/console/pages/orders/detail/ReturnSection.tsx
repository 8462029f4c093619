'use client';
/**
 * 归还与验机: the customer's return (waybill, where to, the early-return fee and the bills it
 * cancelled; 退货已签收，请验机 once the carrier delivered it) and the merchant's inspection: the result, the damage fee and its photos, and how
 * the deposit settles (what it paid, what was billed, what goes back, when and by whom).
 */
import Image from 'next/image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import { DEPOSIT_REFUND_ROUTE_NAMES } from '@/contract/money';
import { formatFen } from '@/contract/format';
import { ORDER_STATUS } from '@/contract/orders';
import { TRACKING_MESSAGES } from '@/contract/parcelTracking';
import { DetailSection, Facts, Nothing } from './DetailSection';

export function ReturnSection({ order }: { order: ConsoleOrderDetail }) {
  const back = order.return;
  const inspection = order.inspection;
  return (
    <DetailSection title="归还与验机">
      {order.status === ORDER_STATUS.returning && order.returnArrivedAt ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {TRACKING_MESSAGES.returnArrived}（快递已于 {order.returnArrivedAt} 签收）
        </Alert>
      ) : null}
      {back ? (
        <Facts
          items={[
            ['退回快递', back.carrier],
            [
              '退回运单号',
              <Box key="waybill" component="span" sx={{ fontFamily: 'monospace' }}>
                {back.waybillNo}
              </Box>,
            ],
            ['申请时间', back.requestedAt],
            ['退回地址', `${back.address.recipient} ${back.address.phone} ${back.address.address}`],
            ['提前归还费', back.noReasonReturn ? '无理由退租，不收取' : formatFen(back.earlyReturnFee)],
            ['取消的账单', back.cancelledPeriods > 0 ? `${back.cancelledPeriods} 期（${formatFen(back.rentNotYetDue)}）` : '无'],
          ]}
        />
      ) : (
        <Nothing>客户尚未申请归还</Nothing>
      )}
      {inspection ? (
        <Box sx={{ mt: 2, pt: 2, borderTop: '1px dashed', borderColor: 'divider' }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            验机结果
            <Chip size="small" color={inspection.result === 'pass' ? 'success' : 'error'} label={inspection.resultName} />
          </Typography>
          <Facts
            items={[
              ['损坏赔偿', formatFen(inspection.damageFee)],
              ['说明', inspection.remark],
              ['验机人', `${inspection.inspectedBy}（${inspection.inspectedAt}）`],
              ['押金', formatFen(inspection.deposit)],
              ['提前归还费', formatFen(inspection.earlyReturnFee)],
              ['押金抵扣', formatFen(inspection.depositDeduction)],
              ['另行账单', inspection.feeBilled > 0 ? `${formatFen(inspection.feeBilled)}（归还费用）` : '无'],
              ['应退押金', <strong key="refund">{formatFen(inspection.depositRefund)}</strong>],
              ['退款去向', inspection.refundTo ? DEPOSIT_REFUND_ROUTE_NAMES[inspection.refundTo] : '完结时退还'],
              ['完结', inspection.completedAt ? `${inspection.completedBy ?? ''}（${inspection.completedAt}）` : '未完结'],
            ]}
          />
          {inspection.photos.length > 0 ? (
            <Box role="list" aria-label="验机照片" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
              {inspection.photos.map((photo, index) => (
                <Box
                  role="listitem"
                  key={photo.key}
                  component="a"
                  href={photo.url}
                  target="_blank"
                  rel="noreferrer"
                  sx={{ display: 'block', width: 96, height: 96, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
                >
                  {/* Unoptimized: a private picture behind the console's session, which the image optimizer cannot fetch. */}
                  <Image src={photo.url} alt={`验机照片 ${index + 1}`} width={96} height={96} unoptimized style={{ objectFit: 'cover', display: 'block' }} />
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </DetailSection>
  );
}
