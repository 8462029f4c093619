'use client';
/**
 * The order desk's dialogs for an upgrade (升级换机): 拒绝升级 with a reason the customer reads
 * (asked once more: the payment goes back the way it came), and 发出新机 with the carrier, the
 * waybill and one serial per unit of the new configuration, checked by the product server's own
 * schema. A refusal keeps the dialog and what was typed.
 */
import { useState } from 'react';
import useSWR from 'swr';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { rejectOrderBody, type ConsoleOrderDetail } from '@/contract/consoleOrders';
import { formatFen } from '@/contract/format';
import { CARRIERS } from '@/contract/orderFulfilment';
import { UPGRADE_MESSAGES, upgradeShipBody, type ConsoleUpgrade } from '@/contract/upgrades';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleUpgradeApi } from '@/lib/api/browser/console/upgrades';
import { notifier } from '@/lib/http/notifier';
import { firstMessage } from '@/lib/validation/form';
import { FormDialog, type Ask } from '../../form/FormDialog';
import { ReasonField } from './ReasonField';
import { SerialPicker, type StockDevice } from './SerialPicker';
import { DEVICES_RESOURCE } from '../devices/DevicesPage';

type Props = { orderNo: string; upgrade: ConsoleUpgrade; onClose: () => void; onDone: (order: ConsoleOrderDetail) => void | Promise<void> };

export function RejectUpgradeDialog({ orderNo, upgrade, onClose, onDone }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (ask: Ask) => {
    const problem = firstMessage(rejectOrderBody.safeParse({ orderNo, reason }).error);
    setError(problem);
    if (problem) return;
    return (async () => {
      const refund = upgrade.amountDue > 0 ? `，已支付的 ${formatFen(upgrade.amountDue)} 原路退回客户` : '';
      if (!(await ask({ title: '系统提示', message: `确认拒绝升级申请 ${upgrade.upgradeNo}${refund}？`, confirmText: '确认拒绝', cancelText: '取消' }))) return;
      const changed = await consoleUpgradeApi.reject(orderNo, reason.trim());
      notifier().success(UPGRADE_MESSAGES.rejected);
      await onDone(changed);
    })();
  };
  return (
    <FormDialog title="拒绝升级申请" onClose={onClose} onSubmit={submit} submitLabel="拒绝" submitColor="error" fullWidth maxWidth="sm">
      <Typography variant="body2">
        {upgrade.from.goodsName}（{upgrade.from.skuName}）→ {upgrade.to.goodsName}（{upgrade.to.skuName}）
      </Typography>
      <ReasonField label="拒绝原因" value={reason} onChange={setReason} error={error} required placeholder="客户将看到该原因" />
    </FormDialog>
  );
}

/** The shop's devices of the new configuration in stock, longest in stock first, as shipping an order offers them. */
function useStockOf(skuId: number) {
  const query = { page: 1, limit: 100, sort: 'createdAt', order: 'asc', state: 'inStock', skuId: String(skuId) } as const;
  return useSWR(CONSOLE_KEYS.table(DEVICES_RESOURCE, query), () => consoleDeviceApi.list(query), { revalidateOnFocus: false });
}

export function ShipUpgradeDialog({ orderNo, upgrade, onClose, onDone }: Props) {
  const { data: stock } = useStockOf(upgrade.to.skuId);
  const devices: StockDevice[] = (stock?.rows ?? []).map((device) => ({ deviceId: device.deviceId, serialNo: device.serialNo, note: device.note, inStockSince: device.updatedAt }));
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [waybillNo, setWaybillNo] = useState('');
  const [serials, setSerials] = useState<string[]>(() => Array.from({ length: upgrade.quantity }, () => ''));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = upgradeShipBody.safeParse({ orderNo, carrier, waybillNo: waybillNo.trim(), serials });
    const problem = firstMessage(parsed.error);
    setError(problem);
    if (!parsed.success) return;
    return (async () => {
      const changed = await consoleUpgradeApi.ship(parsed.data);
      notifier().success(UPGRADE_MESSAGES.shipped);
      await onDone(changed);
    })();
  };
  return (
    <FormDialog title="发出新机" onClose={onClose} onSubmit={submit} submitLabel="确认发出" fullWidth maxWidth="sm" error={error}>
      <Typography variant="body2">
        新配置：{upgrade.to.goodsName}（{upgrade.to.skuName}）× {upgrade.quantity}
      </Typography>
      <TextField select label="快递公司" value={carrier} onChange={(event) => setCarrier(event.target.value)} required>
        {CARRIERS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="运单号" value={waybillNo} onChange={(event) => setWaybillNo(event.target.value)} required autoComplete="off" />
      {serials.map((serial, index) => (
        <SerialPicker
          key={index}
          label={`新设备序列号（第 ${index + 1} 台）`}
          value={serial}
          onChange={(next) => setSerials((current) => current.map((value, at) => (at === index ? next : value)))}
          devices={devices}
          taken={new Set(serials.filter((_, at) => at !== index).map((value) => value.trim().toUpperCase()))}
        />
      ))}
    </FormDialog>
  );
}
