'use client';
/**
 * 发货 of one order or several at once (`POST api/sys/order/ship`, all shipped or none): per
 * order a carrier, a waybill number and, for every unit of every item, the serial of the device
 * that goes out — picked from the shop's stock of that SKU (`shipCandidates`) or typed; no serial
 * twice in the whole shipment. A refusal (which names its order in a batch) keeps every input.
 */
import { useState } from 'react';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARRIERS, FULFILMENT_MESSAGES, SERIAL_NO_PATTERN } from '@/contract/orderFulfilment';
import { SHIP_BATCH_MAX, type ShipCandidates, type SysShipInput } from '@/contract/storeDevices';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { notifier } from '@/lib/http/notifier';
import { FormDialog } from '../../form/FormDialog';
import { ORDERS_RESOURCE } from './refresh';
import { SerialPicker } from './SerialPicker';

type Props = { orderNos: readonly string[]; onClose: () => void; onShipped: () => void | Promise<void> };

type Draft = { carrier: string; waybillNo: string; serials: Record<number, string[]> };
type Loaded = { orderNo: string; candidates: ShipCandidates | null; problem: string | null };

const WAYBILL = /^[A-Z0-9]{8,30}$/;
const normal = (text: string) => text.trim().toUpperCase();
const carrierOf = (value: string) => CARRIERS.find((carrier) => carrier === value);

const serialKey = (orderNo: string, itemId: number, unit: number) => `${orderNo}:${itemId}:${unit}`;

async function loadCandidates(orderNos: readonly string[]): Promise<Loaded[]> {
  const settled = await Promise.allSettled(orderNos.map((orderNo) => consoleOrderApi.shipCandidates(orderNo)));
  return settled.map((result, index) => ({
    orderNo: orderNos[index] ?? '',
    candidates: result.status === 'fulfilled' ? result.value : null,
    problem: result.status === 'rejected' ? (result.reason instanceof Error ? result.reason.message : '无法读取该订单') : null,
  }));
}

const emptyDraft = (candidates: ShipCandidates): Draft => ({
  carrier: '',
  waybillNo: '',
  serials: Object.fromEntries(candidates.items.map((item) => [item.itemId, Array.from({ length: item.quantity }, () => '')])),
});

export function ShipDialog({ orderNos, onClose, onShipped }: Props) {
  const batch = orderNos.length > 1;
  const { data: loaded, isLoading } = useSWR(CONSOLE_KEYS.table(ORDERS_RESOURCE, { shipCandidates: orderNos.join(',') }), () => loadCandidates(orderNos), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const shippable = (loaded ?? []).flatMap((entry) => (entry.candidates ? [entry.candidates] : []));
  const unavailable = (loaded ?? []).filter((entry) => !entry.candidates);
  // A draft for each order as its candidates arrive; what was typed is never replaced.
  const missing = shippable.filter((candidates) => !drafts[candidates.orderNo]);
  if (missing.length > 0)
    setDrafts((current) => ({ ...current, ...Object.fromEntries(missing.map((candidates) => [candidates.orderNo, current[candidates.orderNo] ?? emptyDraft(candidates)])) }));

  const draftOf = (orderNo: string): Draft => drafts[orderNo] ?? { carrier: '', waybillNo: '', serials: {} };
  const update = (orderNo: string, change: (draft: Draft) => Draft) => setDrafts((current) => ({ ...current, [orderNo]: change(current[orderNo] ?? draftOf(orderNo)) }));
  const setSerial = (orderNo: string, itemId: number, unit: number, value: string) =>
    update(orderNo, (draft) => ({ ...draft, serials: { ...draft.serials, [itemId]: (draft.serials[itemId] ?? []).map((serial, at) => (at === unit ? value : serial)) } }));

  /** Every serial the shipment holds now, with where: a picker offers none of the others'. */
  const chosen = Object.entries(drafts).flatMap(([orderNo, draft]) =>
    Object.entries(draft.serials).flatMap(([itemId, serials]) => serials.map((serial, unit) => ({ key: serialKey(orderNo, Number(itemId), unit), serial: normal(serial) }))),
  );
  const takenBesides = (key: string) => new Set(chosen.filter((entry) => entry.key !== key && entry.serial).map((entry) => entry.serial));

  /** Fills an order's empty pickers with the devices longest in stock that nobody holds yet. */
  const fillFromStock = (candidates: ShipCandidates) => {
    const held = new Set(chosen.map((entry) => entry.serial).filter(Boolean));
    update(candidates.orderNo, (draft) => {
      const serials = { ...draft.serials };
      for (const item of candidates.items) {
        const free = item.devices.map((device) => device.serialNo).filter((serial) => !held.has(serial));
        serials[item.itemId] = (serials[item.itemId] ?? []).map((serial) => {
          if (serial.trim()) return serial;
          const next = free.shift();
          if (next) held.add(next);
          return next ?? '';
        });
      }
      return { ...draft, serials };
    });
  };

  const validate = (): { body: SysShipInput; problems: Record<string, string> } => {
    const problems: Record<string, string> = {};
    const seen = new Set<string>();
    const orders = shippable.map((candidates) => {
      const draft = draftOf(candidates.orderNo);
      const carrier = carrierOf(draft.carrier);
      if (!carrier) problems[`${candidates.orderNo}:carrier`] = FULFILMENT_MESSAGES.carrier;
      const waybillNo = normal(draft.waybillNo);
      if (!WAYBILL.test(waybillNo)) problems[`${candidates.orderNo}:waybill`] = FULFILMENT_MESSAGES.waybillNo;
      const serials = candidates.items.flatMap((item) =>
        (draft.serials[item.itemId] ?? []).map((typed, unit) => {
          const serialNo = normal(typed);
          const key = serialKey(candidates.orderNo, item.itemId, unit);
          if (!serialNo) problems[key] = '请选择或输入序列号';
          else if (!SERIAL_NO_PATTERN.test(serialNo)) problems[key] = FULFILMENT_MESSAGES.serialNo;
          else if (seen.has(serialNo)) problems[key] = FULFILMENT_MESSAGES.serialRepeated(serialNo);
          seen.add(serialNo);
          return { itemId: item.itemId, serialNo };
        }),
      );
      // Without a carrier the problems stop the sending: the first one only fills the shape.
      return { orderNo: candidates.orderNo, carrier: carrier ?? CARRIERS[0], waybillNo, serials };
    });
    return { body: { orders }, problems };
  };

  const submit = () => {
    if (shippable.length === 0) return;
    const { body, problems } = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    return ship(body);
  };

  // A refusal is shown by the transport (a batch's names its order); every input stays.
  const ship = async (body: SysShipInput) => {
    await consoleOrderApi.ship(body);
    notifier().success(batch ? `发货成功，共 ${body.orders.length} 个订单` : '发货成功');
    await onShipped();
  };

  return (
    <FormDialog
      title={batch ? `批量发货（${orderNos.length} 个订单）` : `发货 · 订单 ${orderNos[0] ?? ''}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="确认发货"
      submitDisabled={shippable.length === 0 || orderNos.length > SHIP_BATCH_MAX}
      fullWidth
      maxWidth="md"
    >
      {orderNos.length > SHIP_BATCH_MAX ? <Alert severity="error">一次最多发货 {SHIP_BATCH_MAX} 个订单，请减少勾选的订单</Alert> : null}
      {isLoading ? <LinearProgress aria-label="正在读取库存设备" /> : null}
      {unavailable.length > 0 ? (
        <Alert severity="warning">
          以下订单不能发货，已从本次发货中移出：
          {unavailable.map((entry) => `${entry.orderNo}（${entry.problem ?? '无法读取'}）`).join('；')}
        </Alert>
      ) : null}
      {shippable.map((candidates) => {
        const draft = draftOf(candidates.orderNo);
        const orderNo = candidates.orderNo;
        return (
          <Paper key={orderNo} variant="outlined" role="group" aria-label={`订单 ${orderNo}`} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle2" sx={{ fontFamily: 'monospace' }}>
                {batch ? `订单 ${orderNo}` : '物流信息'}
              </Typography>
              <Button size="small" onClick={() => fillFromStock(candidates)} aria-label={`订单 ${orderNo} 按入库顺序选择设备`}>
                按入库顺序选择设备
              </Button>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1.5 }}>
              <TextField
                select
                label="快递公司"
                required
                value={draft.carrier}
                onChange={(event) => update(orderNo, (current) => ({ ...current, carrier: event.target.value }))}
                error={Boolean(errors[`${orderNo}:carrier`])}
                helperText={errors[`${orderNo}:carrier`]}
              >
                {CARRIERS.map((carrier) => (
                  <MenuItem key={carrier} value={carrier}>
                    {carrier}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="运单号"
                required
                value={draft.waybillNo}
                onChange={(event) => update(orderNo, (current) => ({ ...current, waybillNo: event.target.value }))}
                error={Boolean(errors[`${orderNo}:waybill`])}
                helperText={errors[`${orderNo}:waybill`] ?? '8–30 位字母或数字'}
                slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 40 } }}
              />
            </Box>
            {candidates.items.map((item) => (
              <Box key={item.itemId} role="group" aria-label={`${item.goodsName} ${item.skuName}`} sx={{ display: 'grid', gap: 1 }}>
                <Typography variant="body2">
                  {item.goodsName}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    {item.skuName} × {item.quantity} 台 · 在库 {item.inStockCount} 台
                  </Typography>
                </Typography>
                {item.inStockCount < item.quantity ? (
                  <Alert severity="warning" sx={{ py: 0 }}>
                    该配置在库设备不足 {item.quantity} 台，请先在设备管理中添加设备
                  </Alert>
                ) : null}
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 1.5 }}>
                  {(draft.serials[item.itemId] ?? []).map((serial, unit) => {
                    const key = serialKey(orderNo, item.itemId, unit);
                    return (
                      <SerialPicker
                        key={key}
                        label={`第 ${unit + 1} 台序列号`}
                        value={serial}
                        onChange={(next) => setSerial(orderNo, item.itemId, unit, next)}
                        devices={item.devices}
                        taken={takenBesides(key)}
                        error={errors[key]}
                      />
                    );
                  })}
                </Box>
              </Box>
            ))}
          </Paper>
        );
      })}
    </FormDialog>
  );
}
