'use client';
/**
 * The coupon picker of checkout (/order) and of an unpaid order (/immediatelyPay): the customer's
 * coupons as the server judged them against the order's first month's rent — applicable ones
 * first, by what they take off; the others shown but disabled with the threshold still to reach.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CheckoutCoupon } from '@/contract/coupons';
import { formatFen } from '@/contract/format';

/** 新人专享券 · 减¥50.00 · 2026-12-22 到期, or … · 满¥1,000.00可用 when the rent does not reach its threshold. */
export function couponLabel(coupon: CheckoutCoupon): string {
  const reach = coupon.applicable ? `减${formatFen(coupon.discount)}` : `满${formatFen(coupon.threshold)}可用`;
  return `${coupon.name} · ${reach} · ${coupon.expiresAt.slice(0, 10)} 到期`;
}

export type CouponPickerProps = {
  coupons: readonly CheckoutCoupon[];
  /** The chosen coupon's id; null is 不使用优惠券. */
  value: number | null;
  onChange: (couponId: number | null) => void;
  disabled?: boolean;
};

export function CouponPicker({ coupons, value, onChange, disabled = false }: CouponPickerProps) {
  if (coupons.length === 0) return <Typography color="text.secondary">暂无可用优惠券</Typography>;
  return (
    <TextField
      select
      label="选择优惠券"
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
      sx={{ minWidth: { xs: '100%', md: 420 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">不使用优惠券</MenuItem>
      {coupons.map((coupon) => (
        <MenuItem key={coupon.id} value={String(coupon.id)} disabled={!coupon.applicable}>
          {couponLabel(coupon)}
        </MenuItem>
      ))}
    </TextField>
  );
}
