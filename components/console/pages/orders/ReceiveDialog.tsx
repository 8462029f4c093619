'use client';
/**
 * 签收验机 of a return (归还中 → 已归还): the devices passed, or are damaged — then a damage fee
 * (typed in yuan, sent as exact fen), a remark the customer reads and photos are required. What
 * the deposit pays and what the customer gets back or is billed is shown as it is typed, by the
 * product server's own rule; a damage fee is confirmed once more. A refusal keeps every input.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PhotoUploader } from '@/components/upload/PhotoUploader';
import {
  CONSOLE_ORDER_MESSAGES,
  INSPECTION_PHOTOS_MAX,
  receiveReturnBody,
  type ConsoleOrderDetail,
  type InspectionResult,
  type ReceiveReturnInput,
} from '@/contract/consoleOrders';
import type { UploadedFile } from '@/contract/files';
import { consoleFileApi } from '@/lib/api/browser/console/files';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { consoleUpgradeApi } from '@/lib/api/browser/console/upgrades';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { FormDialog, type Ask } from '../../form/FormDialog';
import { ReasonField } from './ReasonField';
import { yuanToFen } from '@/lib/format/yuan';
import { damageFeeCap, settleReturn } from '@/contract/returnSettlement';
import { useOrderDetail } from './useOrderDetail';
import { schemaErrors } from '@/lib/validation/form';

type Props = {
  orderNo: string;
  /** The old units of an upgrade (升级换机) instead of the order's return: no early-return fee, the order goes on. */
  upgrade?: boolean;
  onClose: () => void;
  onDone: (order: ConsoleOrderDetail) => void | Promise<void>;
};

type Field = 'damageFee' | 'remark' | 'photos' | 'result';
const FIELDS: readonly Field[] = ['damageFee', 'remark', 'photos', 'result'];

const FEE_TEXT_INVALID = '请输入正确的金额（元），最多两位小数';

/** The numbers a return settles with, as the order's detail gives them. */
function SettlementPreview({ order, damageFee, earlyReturnFee }: { order: ConsoleOrderDetail; damageFee: number; earlyReturnFee: number }) {
  const settlement = settleReturn({ deposit: order.deposit, earlyReturnFee, damageFee });
  const rows: Array<[string, string]> = [['押金（现金）', formatFen(order.deposit)]];
  if (order.depositWaived > 0) rows.push(['免押额度担保', formatFen(order.depositWaived)]);
  rows.push(
    ['提前归还费', order.return?.noReasonReturn ? '无理由退租，不收取' : formatFen(earlyReturnFee)],
    ['损坏赔偿', formatFen(damageFee)],
    ['押金抵扣', formatFen(settlement.depositDeduction)],
  );
  return (
    <Box component="section" aria-label="押金结算" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: '#fafafa' }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, fontSize: 14, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
        <dt>完结时退还客户</dt>
        <dd data-testid="deposit-refund">
          <strong>{formatFen(settlement.depositRefund)}</strong>
        </dd>
        {settlement.feeBilled > 0 ? (
          <>
            <dt>押金不足，需客户另付</dt>
            <Box component="dd" data-testid="fee-billed" sx={{ color: 'error.main' }}>
              <strong>{formatFen(settlement.feeBilled)}</strong>（生成“归还费用”账单，结清后方可完结）
            </Box>
          </>
        ) : null}
      </Box>
    </Box>
  );
}

export function ReceiveDialog({ orderNo, upgrade = false, onClose, onDone }: Props) {
  const { data: order, isLoading } = useOrderDetail(orderNo);
  const earlyReturnFee = upgrade ? 0 : (order?.return?.earlyReturnFee ?? 0);
  const [result, setResult] = useState<InspectionResult>('pass');
  const [feeText, setFeeText] = useState('');
  const [remark, setRemark] = useState('');
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const damaged = result === 'damaged';
  const fee = damaged ? yuanToFen(feeText) : 0;

  const submit = (ask: Ask) => {
    const found: Partial<Record<Field, string>> = {};
    if (damaged && feeText.trim() !== '' && fee === null) found.damageFee = FEE_TEXT_INVALID;
    const cap = order ? damageFeeCap(order) : null;
    if (damaged && fee !== null && cap !== null && fee > cap) found.damageFee = CONSOLE_ORDER_MESSAGES.damageFeeTooHigh(formatFen(cap));
    // The product server's own schema: the same sentences for what is missing.
    const parsed = receiveReturnBody.safeParse({
      orderNo,
      result,
      ...(damaged && fee !== null ? { damageFee: fee } : {}),
      ...(remark.trim() ? { remark } : {}),
      ...(photos.length > 0 ? { photos: photos.map((photo) => photo.key) } : {}),
    });
    schemaErrors(parsed.error, FIELDS, found);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    return receive(parsed.data, ask);
  };

  const receive = async (body: ReceiveReturnInput, ask: Ask) => {
    if (damaged && order) {
      const settlement = settleReturn({ deposit: order.deposit, earlyReturnFee, damageFee: body.damageFee ?? 0 });
      const billed = settlement.feeBilled > 0 ? `，另需客户支付 ${formatFen(settlement.feeBilled)}` : '';
      const confirmed = await ask({
        title: '系统提示',
        message: `确认验机结果为存在损坏，收取损坏赔偿 ${formatFen(body.damageFee ?? 0)}？押金 ${formatFen(order.deposit)} 抵扣后退还客户 ${formatFen(settlement.depositRefund)}${billed}。`,
        confirmText: '确认',
        cancelText: '取消',
      });
      if (!confirmed) return;
    }
    const changed = upgrade ? await consoleUpgradeApi.receive(body) : await consoleOrderApi.receive(body);
    notifier().success('已签收验机');
    await onDone(changed);
  };

  return (
    <FormDialog
      title={upgrade ? `签收验机（升级换下的原设备） · 订单 ${orderNo}` : `签收验机 · 订单 ${orderNo}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="确认验机"
      fullWidth
      maxWidth="sm"
    >
      {({ busy }) => (
        <>
          {isLoading ? <LinearProgress aria-label="正在读取订单" /> : null}
          {upgrade && order?.upgrade?.returnShipment ? (
            <Typography variant="body2" color="text.secondary">
              客户已通过 {order.upgrade.returnShipment.carrier} 寄回（运单号 {order.upgrade.returnShipment.waybillNo}），原设备：{order.upgrade.oldSerials.join('、') || '—'}
            </Typography>
          ) : null}
          {!upgrade && order?.return ? (
            <Typography variant="body2" color="text.secondary">
              客户已通过 {order.return.carrier} 寄回（运单号 {order.return.waybillNo}），设备：
              {order.devices.map((device) => device.serialNo).join('、') || '—'}
            </Typography>
          ) : null}
          <FormControl error={Boolean(errors.result)}>
            <FormLabel id="order-receive-result">检测结果</FormLabel>
            <RadioGroup
              row
              aria-labelledby="order-receive-result"
              value={result}
              onChange={(event) => {
                setResult(event.target.value === 'damaged' ? 'damaged' : 'pass');
                setErrors({});
              }}
            >
              <FormControlLabel value="pass" control={<Radio />} label="通过" />
              <FormControlLabel value="damaged" control={<Radio />} label="有损坏" />
            </RadioGroup>
            {errors.result ? <FormHelperText>{errors.result}</FormHelperText> : null}
          </FormControl>
          {damaged ? (
            <TextField
              label="损坏赔偿（元）"
              value={feeText}
              onChange={(event) => setFeeText(event.target.value)}
              required
              error={Boolean(errors.damageFee)}
              helperText={errors.damageFee ?? (order ? `不超过 ${formatFen(damageFeeCap(order))}` : undefined)}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> }, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
          ) : null}
          <ReasonField
            label={damaged ? '损坏说明' : '验机备注（选填）'}
            value={remark}
            onChange={setRemark}
            error={errors.remark}
            required={damaged}
            placeholder={damaged ? '如：屏幕右下角碎裂，客户将看到该说明' : undefined}
          />
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }} color={errors.photos ? 'error' : 'text.primary'}>
              验机照片{damaged ? '（必填）' : '（选填）'}
            </Typography>
            <PhotoUploader
              label="验机照片"
              max={INSPECTION_PHOTOS_MAX}
              value={photos}
              onChange={setPhotos}
              upload={(file) => consoleFileApi.upload(file, 'inspection')}
              disabled={busy}
            />
            {errors.photos ? (
              <Typography variant="caption" color="error" role="alert">
                {errors.photos}
              </Typography>
            ) : null}
          </Box>
          {order ? <SettlementPreview order={order} damageFee={damaged ? (fee ?? 0) : 0} earlyReturnFee={earlyReturnFee} /> : null}
          {order && order.deposit === 0 && order.depositWaived > 0 ? <Alert severity="info">该订单押金由免押额度担保，费用将全部生成账单由客户支付。</Alert> : null}
        </>
      )}
    </FormDialog>
  );
}
