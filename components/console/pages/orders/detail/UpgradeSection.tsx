'use client';
/**
 * 升级换机 on the order's detail: the latest application (from and to, the money, the new units and
 * the old ones' way back, the inspection) and the desk's actions its status allows — 同意 (at once),
 * 拒绝 (a reason, asked once more), 发出新机, 签收验机 of the old units. docs/product-rules.md#upgrades.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import { formatFen } from '@/contract/format';
import { UPGRADE_MESSAGES, type UpgradeDeskAction } from '@/contract/upgrades';
import { consoleUpgradeApi } from '@/lib/api/browser/console/upgrades';
import { askThenChange } from '../../../askThenChange';
import { ReceiveDialog } from '../ReceiveDialog';
import { RejectUpgradeDialog, ShipUpgradeDialog } from '../UpgradeDialogs';
import { DetailSection, Facts } from './DetailSection';

type Props = { order: ConsoleOrderDetail; onChanged: () => Promise<unknown> };

export function UpgradeSection({ order, onChanged }: Props) {
  const [open, setOpen] = useState<Exclude<UpgradeDeskAction, 'approve'> | null>(null);
  const upgrade = order.upgrade;
  if (!upgrade) return null;
  const done = async () => {
    setOpen(null);
    await onChanged();
  };
  const start = (action: UpgradeDeskAction) => {
    if (action !== 'approve') {
      setOpen(action);
      return;
    }
    void askThenChange({ question: null, change: () => consoleUpgradeApi.approve(order.orderNo), done: UPGRADE_MESSAGES.approved, then: onChanged });
  };
  const inspection = upgrade.inspection;
  return (
    <DetailSection
      title="升级换机"
      extra={
        <Box sx={{ display: 'flex', gap: 1 }}>
          {upgrade.actions.map(({ action, name }) => (
            <Button
              key={action}
              size="small"
              variant={action === 'reject' ? 'outlined' : 'contained'}
              color={action === 'reject' ? 'error' : 'primary'}
              onClick={() => start(action)}
            >
              {name}
            </Button>
          ))}
        </Box>
      }
    >
      <Facts
        items={[
          ['申请编号', upgrade.upgradeNo],
          ['状态', upgrade.statusName],
          ['原配置', `${upgrade.from.goodsName}（${upgrade.from.skuName}）`],
          ['新配置', `${upgrade.to.goodsName}（${upgrade.to.skuName}）× ${upgrade.quantity}`],
          ['月租金', `${formatFen(upgrade.monthlyRentBefore)} → ${formatFen(upgrade.monthlyRentAfter)}`],
          [
            '应付',
            `${formatFen(upgrade.amountDue)}（押金差额 ${formatFen(upgrade.depositTopUp)} + 服务费 ${formatFen(upgrade.upgradeFee)} − 优惠 ${formatFen(upgrade.couponDiscount)}）`,
          ],
          ['支付', upgrade.paidAt ? `${upgrade.paidBy === 'online' ? '在线支付' : '余额支付'} ${upgrade.paidAt}` : null],
          ['新机', upgrade.shipment ? `${upgrade.shipment.carrier} ${upgrade.shipment.waybillNo}：${upgrade.newSerials.join('、')}` : null],
          ['新租金起算', upgrade.swapDay ? `${upgrade.swapDay}（改写 ${upgrade.periodsRewritten} 期）` : null],
          ['原设备', upgrade.oldSerials.join('、') || null],
          ['原设备寄回', upgrade.returnShipment ? `${upgrade.returnShipment.carrier} ${upgrade.returnShipment.waybillNo}` : null],
          [
            '验机',
            inspection
              ? inspection.result === 'pass'
                ? '通过'
                : `损坏赔偿 ${formatFen(inspection.damageFee)}（押金抵扣 ${formatFen(inspection.fromDeposit)}，账单 ${formatFen(inspection.billed)}）`
              : null,
          ],
          ['拒绝原因', upgrade.rejectReason],
        ]}
      />
      {open === 'reject' ? <RejectUpgradeDialog orderNo={order.orderNo} upgrade={upgrade} onClose={() => setOpen(null)} onDone={done} /> : null}
      {open === 'ship' ? <ShipUpgradeDialog orderNo={order.orderNo} upgrade={upgrade} onClose={() => setOpen(null)} onDone={done} /> : null}
      {open === 'receive' ? <ReceiveDialog orderNo={order.orderNo} upgrade onClose={() => setOpen(null)} onDone={done} /> : null}
    </DetailSection>
  );
}
