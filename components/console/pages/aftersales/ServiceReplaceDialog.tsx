'use client';
/**
 * 换机: a replacement unit sent from the shop's stock for one the customer has. The unit taken
 * back is one the order has out now; the new one a device 在库 of the same configuration (the
 * device list filtered by its SKU); then the carrier and the waybill. The old unit goes 维修中
 * and comes back for inspection; the request stays 处理中 until after-sales completes it.
 */
import { useState } from 'react';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARRIERS } from '@/contract/orderFulfilment';
import type { SysServiceRequestDetail } from '@/contract/serviceRequests';
import { serviceReplaceBody, type ServiceReplaceInput } from '@/contract/storeDevices';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleServiceApi } from '@/lib/api/browser/console/service';
import { notifier } from '@/lib/http/notifier';
import { schemaErrors } from '@/lib/validation/form';
import { FormDialog } from '../../form/FormDialog';

type Props = { request: SysServiceRequestDetail; onClose: () => void; onReplaced: () => void | Promise<void> };

type Field = 'oldSerialNo' | 'newSerialNo' | 'carrier' | 'waybillNo';
const FIELDS: readonly Field[] = ['oldSerialNo', 'newSerialNo', 'carrier', 'waybillNo'];

/** The device of a serial in the shop's inventory (its SKU decides which units may replace it). */
async function deviceOfSerial(serialNo: string) {
  const { rows } = await consoleDeviceApi.list({ page: 1, limit: 10, keyword: serialNo });
  return rows.find((row) => row.serialNo === serialNo) ?? null;
}

export function ServiceReplaceDialog({ request, onClose, onReplaced }: Props) {
  const { data: units, isLoading: loadingUnits } = useSWR(CONSOLE_KEYS.table('service', { unitsOut: request.orderNo }), () => consoleServiceApi.unitsOut(request.orderNo));
  const [chosenOld, setOld] = useState<string | null>(null);
  // The unit the request names, until another is chosen.
  const oldSerialNo = chosenOld ?? (units?.some((unit) => unit.serialNo === request.serialNo) ? (request.serialNo ?? '') : units?.length === 1 ? (units[0]?.serialNo ?? '') : '');
  const { data: oldDevice, isLoading: loadingOld } = useSWR(oldSerialNo ? CONSOLE_KEYS.table('devices', { serial: oldSerialNo }) : null, () => deviceOfSerial(oldSerialNo));
  const { data: inStock, isLoading: loadingStock } = useSWR(oldDevice ? CONSOLE_KEYS.table('devices', { replacementsFor: oldDevice.skuId }) : null, async () =>
    oldDevice ? (await consoleDeviceApi.list({ page: 1, limit: 100, skuId: String(oldDevice.skuId), state: 'inStock', sort: 'createdAt', order: 'asc' })).rows : [],
  );
  const [newSerialNo, setNew] = useState('');
  const [carrier, setCarrier] = useState('');
  const [waybillNo, setWaybill] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    const parsed = serviceReplaceBody.safeParse({ serviceNo: request.serviceNo, oldSerialNo, newSerialNo, carrier, waybillNo });
    if (!parsed.success) {
      const found = schemaErrors(parsed.error, FIELDS);
      // Nothing chosen yet: say which choice is missing rather than the serial's format.
      if (found.newSerialNo && newSerialNo === '') found.newSerialNo = '请选择换上的新设备';
      if (found.oldSerialNo && oldSerialNo === '') found.oldSerialNo = '请选择换下的设备';
      setErrors(found);
      return;
    }
    setErrors({});
    return replace(parsed.data);
  };

  const replace = async (body: ServiceReplaceInput) => {
    await consoleServiceApi.replace(body);
    notifier().success(`换机已发出：新设备 ${body.newSerialNo}`);
    await onReplaced();
  };

  const noStock = oldDevice && inStock && inStock.length === 0;

  return (
    <FormDialog title="换机" onClose={onClose} onSubmit={submit} submitLabel="发出换机">
      <Typography variant="body2" color="text.secondary">
        订单 {request.orderNo} · {request.goodsName}。发出后，换下的设备改为“维修中”，请客户寄回检测；申请保持“处理中”，设备寄回后再完成申请。
      </Typography>
      <TextField
        select
        label="换下的设备"
        value={units?.some((unit) => unit.serialNo === oldSerialNo) ? oldSerialNo : ''}
        onChange={(event) => {
          setOld(event.target.value);
          setNew('');
        }}
        required
        error={Boolean(errors.oldSerialNo)}
        helperText={errors.oldSerialNo ?? (units && units.length === 0 ? '该订单没有在租的设备' : '订单当前在租的设备')}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="" disabled>
          {loadingUnits ? '读取订单设备中…' : '请选择'}
        </MenuItem>
        {(units ?? []).map((unit) => (
          <MenuItem key={unit.serialNo} value={unit.serialNo}>
            {unit.serialNo}（{unit.goodsName} {unit.skuName}）
          </MenuItem>
        ))}
      </TextField>
      {oldSerialNo && !loadingOld && oldDevice === null ? <Alert severity="warning">序列号 {oldSerialNo} 不在本店的设备库中，无法匹配同配置的在库设备。</Alert> : null}
      <TextField
        select
        label="换上的新设备"
        value={inStock?.some((device) => device.serialNo === newSerialNo) ? newSerialNo : ''}
        onChange={(event) => setNew(event.target.value)}
        required
        disabled={!oldDevice}
        error={Boolean(errors.newSerialNo) || Boolean(noStock)}
        helperText={
          errors.newSerialNo ?? (noStock ? '该配置暂无在库设备，请先在设备管理中入库' : oldDevice ? `同配置（${oldDevice.skuName}）的在库设备，入库最早的在前` : '先选择换下的设备')
        }
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="" disabled>
          {loadingStock ? '读取在库设备中…' : '请选择'}
        </MenuItem>
        {(inStock ?? []).map((device) => (
          <MenuItem key={device.deviceId} value={device.serialNo}>
            {device.serialNo}
            {device.note ? `（${device.note}）` : ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="快递公司"
        value={carrier}
        onChange={(event) => setCarrier(event.target.value)}
        required
        error={Boolean(errors.carrier)}
        helperText={errors.carrier}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="" disabled>
          请选择
        </MenuItem>
        {CARRIERS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="运单号"
        value={waybillNo}
        onChange={(event) => setWaybill(event.target.value)}
        required
        error={Boolean(errors.waybillNo)}
        helperText={errors.waybillNo}
        slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
      />
    </FormDialog>
  );
}
