'use client';
/**
 * 升级换机 on a running order's details: the latest application with where it stands and what the
 * customer does next (pay it, confirm the new units, send the old ones back), or the way to choose
 * one when none is under way. docs/product-rules.md#upgrades.
 */
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { openCashier } from '@/components/checkout/cashierRoutes';
import { useAttemptKeys } from '@/components/money/attemptKeys';
import { PayMethodDialog, type PayMethod } from '@/components/money/PayMethodDialog';
import { WaybillFields } from '@/components/orders/WaybillFields';
import { formatFen } from '@/contract/format';
import { CARRIERS, returnOrderBody, type Carrier } from '@/contract/orderFulfilment';
import { UPGRADE_MESSAGES, type UpgradeView } from '@/contract/upgrades';
import { upgradeApi } from '@/lib/api/browser/upgrades';
import { useRevalidateAfter, useUpgradeOffers } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { UpgradeChooser } from './UpgradeChooser';

const LIVE = new Set<UpgradeView['status']>(['unpaid', 'pending', 'approved', 'shipped', 'swapped', 'returning']);

function UpgradeFacts({ upgrade }: { upgrade: UpgradeView }) {
  const rows: [string, string][] = [
    ['申请编号', upgrade.upgradeNo],
    ['原配置', `${upgrade.from.goodsName}（${upgrade.from.skuName}）`],
    ['新配置', `${upgrade.to.goodsName}（${upgrade.to.skuName}）`],
    ['月租金', `${formatFen(upgrade.monthlyRentBefore)} → ${formatFen(upgrade.monthlyRentAfter)}`],
    [
      '应付金额',
      `${formatFen(upgrade.amountDue)}（押金差额 ${formatFen(upgrade.depositTopUp)} + 升级服务费 ${formatFen(upgrade.upgradeFee)} − 优惠 ${formatFen(upgrade.couponDiscount)}）`,
    ],
    ['申请时间', upgrade.createdAt],
  ];
  if (upgrade.paidAt) rows.push(['支付时间', upgrade.paidAt]);
  if (upgrade.shipment) rows.push(['新机物流', `${upgrade.shipment.carrier} ${upgrade.shipment.waybillNo}，序列号 ${upgrade.newSerials.join('、')}`]);
  if (upgrade.swapDay) rows.push(['新租金起算', `${upgrade.swapDay}（已调整 ${upgrade.periodsRewritten} 期未付账单）`]);
  if (upgrade.returnShipment) rows.push(['原设备寄回', `${upgrade.returnShipment.carrier} ${upgrade.returnShipment.waybillNo}`]);
  if (upgrade.rejectReason) rows.push(['拒绝原因', upgrade.rejectReason]);
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }} aria-label="升级申请详情">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function UpgradeSection({ orderNo, globalId }: { orderNo: string; globalId: string }) {
  const router = useRouter();
  const titleId = useId();
  const revalidateAfter = useRevalidateAfter();
  const { data, error, isLoading, mutate } = useUpgradeOffers(orderNo);
  const { keyFor, spent } = useAttemptKeys();
  const [dialog, setDialog] = useState<'choose' | 'pay' | 'receive' | 'sendBack' | null>(null);
  const [carrier, setCarrier] = useState<Carrier>(CARRIERS[0]);
  const [waybillNo, setWaybillNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upgrade = data?.upgrade ?? null;
  const live = upgrade !== null && LIVE.has(upgrade.status);

  const changed = async () => {
    setDialog(null);
    await revalidateAfter('upgradeChanged');
  };

  const pay = async (method: PayMethod) => {
    if (!upgrade) return;
    const attempt = `${method}:${upgrade.upgradeNo}`;
    if (method === 'online') {
      const { payUrl } = await upgradeApi.payOnline(orderNo, keyFor(attempt));
      openCashier(router, payUrl);
      return;
    }
    await upgradeApi.payByBalance(orderNo, keyFor(attempt));
    spent(attempt);
    notifier().success(UPGRADE_MESSAGES.paid);
    await changed();
  };

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      notifier().success(done);
      await changed();
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  const sendBack = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnOrderBody.safeParse({ orderNo, carrier, waybillNo });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '请输入正确的运单号');
      return;
    }
    setProblem(null);
    await act(() => upgradeApi.sendBack(orderNo, parsed.data.carrier, parsed.data.waybillNo), UPGRADE_MESSAGES.returned);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={titleId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          升级换机
        </Typography>
        {upgrade ? <Chip label={upgrade.statusName} color={live ? 'primary' : 'default'} /> : null}
      </Stack>
      {isLoading ? <Skeleton variant="rounded" height={120} aria-label="加载中" /> : null}
      {error ? (
        <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
          升级信息加载失败，请稍后重试
        </Alert>
      ) : null}
      {data ? (
        <Stack spacing={2}>
          {upgrade ? (
            <>
              <Typography>{upgrade.guidance}</Typography>
              <UpgradeFacts upgrade={upgrade} />
            </>
          ) : null}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {upgrade?.status === 'unpaid' ? (
              <Button variant="contained" color="secondary" onClick={() => setDialog('pay')}>
                支付升级款项
              </Button>
            ) : null}
            {upgrade?.status === 'shipped' ? (
              <Button variant="contained" onClick={() => setDialog('receive')}>
                确认签收新机
              </Button>
            ) : null}
            {upgrade?.status === 'swapped' ? (
              <Button variant="contained" onClick={() => setDialog('sendBack')}>
                寄回原设备
              </Button>
            ) : null}
            {!live || upgrade?.status === 'unpaid' ? (
              data.refusal ? (
                <Typography color="text.secondary">{data.refusal}</Typography>
              ) : data.offers.length === 0 ? (
                <Typography color="text.secondary">该店铺暂无可升级的配置</Typography>
              ) : (
                <Button variant="outlined" onClick={() => setDialog('choose')}>
                  {upgrade?.status === 'unpaid' ? '重新选择配置' : '选择升级配置'}
                </Button>
              )
            ) : null}
          </Stack>
        </Stack>
      ) : null}

      {dialog === 'choose' && data ? (
        <UpgradeChooser
          orderNo={orderNo}
          globalId={globalId}
          offers={data.offers}
          open
          onClose={() => setDialog(null)}
          onApplied={(applied) => {
            notifier().success(UPGRADE_MESSAGES.applied);
            void revalidateAfter('upgradeChanged');
            setDialog(applied.status === 'unpaid' ? 'pay' : null);
          }}
        />
      ) : null}
      {dialog === 'pay' && upgrade ? (
        <PayMethodDialog open title={`支付升级款项 · 订单 ${orderNo}`} amount={upgrade.amountDue} pay={pay} onClose={() => setDialog(null)}>
          <UpgradeFacts upgrade={upgrade} />
        </PayMethodDialog>
      ) : null}
      <Dialog open={dialog === 'receive'} onClose={busy ? undefined : () => setDialog(null)} aria-labelledby={`${titleId}-receive`}>
        <DialogTitle id={`${titleId}-receive`}>确认签收新机</DialogTitle>
        <DialogContent>
          <DialogContentText>确认已收到新机（序列号 {upgrade?.newSerials.join('、')}）？签收当日起按新配置计租，此后到期的未付账单改为新租金。</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)} disabled={busy}>
            取消
          </Button>
          <Button variant="contained" onClick={() => void act(() => upgradeApi.receive(orderNo), UPGRADE_MESSAGES.received)} disabled={busy}>
            确认签收
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'sendBack'} onClose={busy ? undefined : () => setDialog(null)} aria-labelledby={`${titleId}-back`} fullWidth maxWidth="sm">
        <form onSubmit={(event) => void sendBack(event)} noValidate>
          <DialogTitle id={`${titleId}-back`}>寄回原设备</DialogTitle>
          <DialogContent dividers>
            <Typography sx={{ mb: 2 }}>请将原设备（序列号 {upgrade?.oldSerials.join('、')}）连同原装配件寄回商家，并填写运单号。</Typography>
            <WaybillFields carrier={carrier} waybillNo={waybillNo} onCarrier={setCarrier} onWaybillNo={setWaybillNo} problem={problem} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)} disabled={busy}>
              取消
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              提交寄回信息
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Paper>
  );
}
