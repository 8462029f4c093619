'use client';
/**
 * Adds or edits a coupon template. Amounts are typed in yuan and sent in fen exactly (¥12.34 →
 * 1234, never through a floating-point product); the issue total may only grow on an edit (the
 * product server refuses a smaller one too), and the same schema as the product server's checks
 * the rest, so the messages are the same.
 */
import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { CONSOLE_COUPON_MESSAGES, couponSaveBody, type ConsoleCoupon, type CouponSaveInput } from '@/contract/consoleCoupons';
import { consoleCouponApi } from '@/lib/api/browser/console/coupons';
import { fenToYuan, yuanToFen } from '@/lib/format/yuan';
import { notifier } from '@/lib/http/notifier';
import { schemaErrors } from '@/lib/validation/form';
import { FormDialog } from '../../form/FormDialog';

const FIELDS = ['name', 'amount', 'threshold', 'validDays', 'total', 'scope', 'sort'] as const;
type Field = (typeof FIELDS)[number];
type Form = Record<Field, string>;

const MONEY_TEXT = '请输入正确的金额（元，最多两位小数）';

function initialForm(coupon: ConsoleCoupon | null): Form {
  if (!coupon) return { name: '', amount: '', threshold: '0', validDays: '30', total: '100', scope: '全场通用', sort: '0' };
  return {
    name: coupon.name,
    amount: fenToYuan(coupon.amount),
    threshold: fenToYuan(coupon.threshold),
    validDays: String(coupon.validDays),
    total: String(coupon.total),
    scope: coupon.scope,
    sort: String(coupon.sort),
  };
}

/** A whole number as typed, or NaN (the schema names the field). */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

type Props = { coupon: ConsoleCoupon | null; onClose: () => void; onSaved: () => void | Promise<void> };

export function CouponDialog({ coupon, onClose, onSaved }: Props) {
  const [form, setForm] = useState<Form>(() => initialForm(coupon));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    const amount = yuanToFen(form.amount);
    const threshold = form.threshold.trim() === '' ? 0 : yuanToFen(form.threshold);
    if (form.amount.trim() === '') found.amount = '请输入优惠金额';
    else if (amount === null) found.amount = MONEY_TEXT;
    if (threshold === null) found.threshold = MONEY_TEXT;
    const total = wholeNumber(form.total);
    const parsed = couponSaveBody.safeParse({
      ...(coupon ? { id: coupon.id } : {}),
      name: form.name,
      amount: amount ?? 0,
      threshold: threshold ?? 0,
      validDays: wholeNumber(form.validDays),
      total,
      scope: form.scope,
      sort: form.sort.trim() === '' ? 0 : wholeNumber(form.sort),
    });
    schemaErrors(parsed.error, FIELDS, found);
    if (coupon && Number.isInteger(total) && total < coupon.total && !found.total) found.total = CONSOLE_COUPON_MESSAGES.totalShrinks(coupon.claimed, coupon.total);
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    return save(parsed.data);
  };

  const save = async (body: CouponSaveInput) => {
    await consoleCouponApi.save(body);
    notifier().success('优惠券已保存');
    await onSaved();
  };

  const yuan = { input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> }, htmlInput: { inputMode: 'decimal' as const } };

  return (
    <FormDialog title={coupon ? '修改优惠券' : '新增优惠券'} onClose={onClose} onSubmit={submit} contentSx={{ gridTemplateColumns: '1fr 1fr' }} fullWidth maxWidth="sm">
      <TextField
        label="优惠券名称"
        value={form.name}
        onChange={(event) => set('name')(event.target.value)}
        required
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <TextField
        label="优惠金额"
        value={form.amount}
        onChange={(event) => set('amount')(event.target.value)}
        required
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? '单位：元'}
        slotProps={yuan}
      />
      <TextField
        label="使用门槛"
        value={form.threshold}
        onChange={(event) => set('threshold')(event.target.value)}
        error={Boolean(errors.threshold)}
        helperText={errors.threshold ?? '订单租金满该金额可用，0 为无门槛'}
        slotProps={yuan}
      />
      <TextField
        label="有效天数"
        value={form.validDays}
        onChange={(event) => set('validDays')(event.target.value)}
        required
        error={Boolean(errors.validDays)}
        helperText={errors.validDays ?? '领取后多少天内可用（1–365）'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="发放总量"
        value={form.total}
        onChange={(event) => set('total')(event.target.value)}
        required
        error={Boolean(errors.total)}
        helperText={errors.total ?? (coupon ? `当前 ${coupon.total} 张，已领取 ${coupon.claimed} 张，只能增加` : '单位：张')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="适用范围"
        value={form.scope}
        onChange={(event) => set('scope')(event.target.value)}
        error={Boolean(errors.scope)}
        helperText={errors.scope}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <TextField
        label="排序"
        value={form.sort}
        onChange={(event) => set('sort')(event.target.value)}
        error={Boolean(errors.sort)}
        helperText={errors.sort ?? '数字小的排在前面'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
