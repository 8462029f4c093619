'use client';
/**
 * Choosing an upgrade (升级换机): the offers of the order's shop with what each changes, a coupon
 * (calcAmountPc prices it: it takes off the upgrade fee only), the amount due, and a confirmation
 * before the application is sent (`sq`). Paying follows in the section once it is applied.
 */
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatFen } from '@/contract/format';
import { RULE_TEXT } from '@/contract/rentalRules';
import type { UpgradeCouponQuote, UpgradeOffer, UpgradeView } from '@/contract/upgrades';
import { couponApi } from '@/lib/api/browser/coupons';
import { upgradeApi } from '@/lib/api/browser/upgrades';
import { useAttemptKeys } from '@/components/money/attemptKeys';

type Props = { orderNo: string; globalId: string; offers: UpgradeOffer[]; open: boolean; onClose: () => void; onApplied: (upgrade: UpgradeView) => void };

function offerLine(offer: UpgradeOffer): string {
  return `月租 ${formatFen(offer.monthlyRentBefore)} → ${formatFen(offer.monthlyRentAfter)}（每期 +${formatFen(offer.rentChange)}，剩余 ${offer.periodsLeft} 期），押金差额 ${formatFen(offer.depositTopUp)}，升级服务费 ${formatFen(offer.upgradeFee)}`;
}

export function UpgradeChooser({ orderNo, globalId, offers, open, onClose, onApplied }: Props) {
  const titleId = useId();
  const confirmId = useId();
  const { keyFor, spent } = useAttemptKeys();
  const [offerId, setOfferId] = useState<number | null>(offers[0]?.id ?? null);
  const [couponId, setCouponId] = useState<number | null>(null);
  const [quote, setQuote] = useState<UpgradeCouponQuote | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const offer = offers.find((candidate) => candidate.id === offerId) ?? null;

  useEffect(() => {
    if (!open || offerId === null) return;
    let live = true;
    couponApi
      .forUpgrade(orderNo, globalId, offerId, couponId)
      .then((answer) => {
        if (!live) return;
        setQuote(answer);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, orderNo, globalId, offerId, couponId]);

  const amount = quote && quote.offerId === offerId ? quote.amountDue : (offer?.amountDue ?? null);

  const apply = async () => {
    if (offerId === null) return;
    const attempt = `${offerId}:${couponId ?? 0}`;
    setBusy(true);
    try {
      const upgrade = await upgradeApi.apply(orderNo, offerId, couponId, keyFor(attempt));
      spent(attempt);
      setConfirming(false);
      onApplied(upgrade);
    } catch {
      // Shown by the HTTP client (the offer gone, the coupon used elsewhere …).
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>升级换机 · 订单 {orderNo}</DialogTitle>
        <DialogContent dividers>
          <RadioGroup
            aria-label="可升级的配置"
            value={offerId === null ? '' : String(offerId)}
            onChange={(event) => {
              setOfferId(Number(event.target.value));
              setCouponId(null);
            }}
          >
            {offers.map((candidate) => (
              <FormControlLabel
                key={candidate.id}
                value={String(candidate.id)}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 1 }}
                label={
                  <Stack>
                    <Typography>
                      {candidate.goodsName}（{candidate.skuName}）
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {offerLine(candidate)}
                    </Typography>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
          <TextField
            select
            label="优惠券（仅抵扣升级服务费）"
            value={couponId === null ? '' : String(couponId)}
            onChange={(event) => setCouponId(event.target.value === '' ? null : Number(event.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mt: 2, minWidth: 320 }}
            disabled={!quote || quote.coupons.length === 0}
          >
            <option value="">不使用优惠券</option>
            {(quote?.coupons ?? []).map((coupon) => (
              <option key={coupon.id} value={String(coupon.id)} disabled={!coupon.applicable}>
                {coupon.name}（{coupon.applicable ? `抵扣 ${formatFen(coupon.discount)}` : '不可用'}）
              </option>
            ))}
          </TextField>
          {failed ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              应付金额计算失败，请稍后重试
            </Alert>
          ) : null}
          {quote && quote.offerId === offerId ? (
            <Typography sx={{ mt: 2 }} data-testid="upgrade-breakdown">
              押金差额 {formatFen(quote.depositTopUp)} + 升级服务费 {formatFen(quote.upgradeFee)} − 优惠 {formatFen(quote.couponDiscount)}
            </Typography>
          ) : null}
          {amount !== null ? (
            <Typography sx={{ mt: 1 }}>
              应付金额：
              <strong data-testid="upgrade-amount" style={{ color: '#c9302c', fontSize: 22 }}>
                {formatFen(amount)}
              </strong>
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {RULE_TEXT.upgrade}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button variant="contained" color="secondary" onClick={() => setConfirming(true)} disabled={offer === null || busy}>
            提交升级申请
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirming} onClose={busy ? undefined : () => setConfirming(false)} aria-labelledby={confirmId}>
        <DialogTitle id={confirmId}>确认升级换机</DialogTitle>
        <DialogContent>
          <DialogContentText>
            确认将订单 {orderNo} 升级为 {offer?.goodsName}（{offer?.skuName}）？签收新机当日起按新配置计租，需支付 {amount === null ? '' : formatFen(amount)}。
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            再想想
          </Button>
          <Button variant="contained" color="secondary" onClick={() => void apply()} disabled={busy}>
            {busy ? '提交中…' : '确认申请'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
