'use client';
/**
 * /order: address, the items as the server prices them now, invoice choice, a coupon, and a clear
 * breakdown (first month's rent with any procurement rate, deposit and what a company's credit
 * line waives, freight, coupon, payable, total rent over the term). Every amount is the server's
 * preview; choosing a coupon asks for a new one. Submitting places one order — the same attempt
 * key answers the same order if the click or the network repeats — and goes on to payment. An
 * overdue bill, which refuses the order, is said with a link to it in /myBill.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RegionPicker } from '@/components/address/RegionPicker';
import { CheckoutAddress, type AddressSelection } from '@/components/addresses/CheckoutAddress';
import { CheckoutVerificationNotice } from '@/components/identity/CheckoutVerificationNotice';
import { OverdueBillsNotice } from '@/components/bills/OverdueBillsNotice';
import { Link } from '@/components/ui/Link';
import { WITHHOLDING_AGREEMENT_TEXT } from '@/lib/http/messages';
import { addressApi } from '@/lib/api/browser/addresses';
import { useOverdueBills } from '@/lib/api/browser/overdue-bills';
import { orderApi, type CheckoutSource } from '@/lib/api/browser/orders';
import { newIdempotencyKey } from '@/lib/api/browser/idempotency';
import { INVOICE_TYPE_NAMES, orderAddress, orderInvoice, type CheckoutPreview } from '@/contract/orders';
import type { RegionValue } from '@/lib/regions';
import { formatFen } from '@/contract/format';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form';
import { useAddresses, useRevalidateAfter } from '@/lib/api/browser/swr';
import { AmountBreakdown } from '@/components/orders/AmountBreakdown';
import { OrderItems } from '@/components/orders/OrderItems';
import { CouponPicker } from './CouponPicker';

type InvoiceChoice = 'none' | '1' | '2';

export function CheckoutForm({ source }: { source: CheckoutSource }) {
  const router = useRouter();
  const revalidateAfter = useRevalidateAfter();
  const [preview, setPreview] = useState<CheckoutPreview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [address, setAddress] = useState({ name: '', phone: '', detail: '' });
  const [region, setRegion] = useState<RegionValue | null>(null);
  const [invoiceChoice, setInvoiceChoice] = useState<InvoiceChoice>('none');
  const [invoice, setInvoice] = useState({ title: '', taxNo: '' });
  const [couponId, setCouponId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // One attempt, one key: kept across retries of this page's submit.
  const attemptKey = useRef<string | null>(null);
  // Saved addresses: the default is preselected until the customer picks another or a new one.
  const { data: addressBook, error: addressBookError } = useAddresses();
  const [picked, setPicked] = useState<AddressSelection | null>(null);
  const [saveToBook, setSaveToBook] = useState(false);
  const saved = addressBook ?? [];
  const selected: AddressSelection =
    picked === 'new' || (typeof picked === 'number' && saved.some((entry) => entry.id === picked)) ? picked : (saved.find((entry) => entry.isDefault)?.id ?? 'new');
  const savedAddress = selected === 'new' ? null : (saved.find((entry) => entry.id === selected) ?? null);
  const province = savedAddress ? savedAddress.province : region?.[0];
  // An overdue bill refuses the order (the preview says so first): say it with the way to the bill.
  const overdue = useOverdueBills();

  useEffect(() => {
    let current = true;
    orderApi
      .preview(source, { ...(province ? { province } : {}), ...(couponId === null ? {} : { couponId }) })
      .then((answer) => current && setPreview(answer))
      .catch((error: unknown) => {
        if (!current) return;
        // A coupon that stopped being usable (used on another order meanwhile): the client has
        // said so; the page goes on without it.
        if (couponId !== null) setCouponId(null);
        else setLoadError(error instanceof Error ? error.message : '订单信息加载失败');
      });
    return () => {
      current = false;
    };
  }, [source, province, couponId]);

  const addressValue = () =>
    savedAddress
      ? {
          name: savedAddress.name,
          phone: savedAddress.phone,
          province: savedAddress.province,
          city: savedAddress.city,
          district: savedAddress.district,
          detail: savedAddress.detail,
        }
      : { ...address, province: region?.[0] ?? '', city: region?.[1] ?? '', district: region?.[2] ?? '' };
  const invoiceValue = () =>
    invoiceChoice === 'none'
      ? undefined
      : { type: Number(invoiceChoice) as 1 | 2, title: invoice.title, taxNo: invoice.taxNo.trim() === '' ? null : invoice.taxNo.trim().toUpperCase() };

  const submit = async () => {
    const problems = { ...fieldErrors(orderAddress, addressValue()), ...(invoiceChoice === 'none' ? {} : prefixed(fieldErrors(orderInvoice, invoiceValue()))) };
    if (invoiceChoice === '2' && !invoice.taxNo.trim()) problems.invoiceTaxNo = '开具增值税专用发票须填写纳税人识别号';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    attemptKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const coupon = preview?.couponId ?? null;
      const order = await orderApi.place({
        source,
        address: addressValue(),
        invoice: invoiceValue(),
        idempotencyKey: attemptKey.current,
        ...(coupon === null ? {} : { couponId: coupon }),
      });
      // The ordered lines left the cart.
      void revalidateAfter('orderPlaced');
      if (!savedAddress && saveToBook) {
        // The order is placed whatever happens here; a refusal (the book is full) is shown by the client.
        await addressApi.add(addressValue()).then(
          () => revalidateAfter('addressesChanged'),
          () => undefined,
        );
      }
      router.push(`/immediatelyPay?orderNo=${order.orderNo}`);
    } catch {
      // The HTTP client has said why (库存不足 …); everything typed stays, and a retry keeps the key.
      setSubmitting(false);
    }
  };

  if (loadError) {
    // Refused for an overdue bill: the notice links to it, where the refusal only names the page.
    if (overdue) return <OverdueBillsNotice overdue={overdue} />;
    if (overdue === undefined) return <Skeleton variant="rounded" height={320} aria-label="加载中" />;
    // A 个人转对公账户 without automatic payment (docs/product-rules.md#withholding): the way to sign it.
    if (loadError === WITHHOLDING_AGREEMENT_TEXT)
      return (
        <Alert
          severity="warning"
          action={
            <Button component={Link} href="/myAccount#withholding">
              去开通自动扣款
            </Button>
          }
        >
          {loadError}
        </Alert>
      );
    return <Alert severity="error">{loadError}</Alert>;
  }
  if (!preview) return <Skeleton variant="rounded" height={320} aria-label="加载中" />;

  return (
    <Stack spacing={2}>
      {overdue ? <OverdueBillsNotice overdue={overdue} /> : null}
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="address-title">
        <Typography id="address-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          收货地址
        </Typography>
        {!addressBook && !addressBookError ? (
          <Skeleton variant="rounded" height={120} aria-label="收货地址加载中" />
        ) : (
          <CheckoutAddress addresses={saved} selected={selected} onSelect={setPicked} saveToBook={saveToBook} onSaveToBook={setSaveToBook}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              <TextField
                label="收货人"
                required
                value={address.name}
                onChange={(event) => setAddress({ ...address, name: event.target.value })}
                error={Boolean(errors.name)}
                helperText={errors.name}
              />
              <TextField
                label="手机号码"
                required
                value={address.phone}
                onChange={(event) => setAddress({ ...address, phone: event.target.value })}
                error={Boolean(errors.phone)}
                helperText={errors.phone}
                slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }}
              />
              <RegionPicker value={region} onChange={setRegion} width={320} error={Boolean(errors.province)} helperText={errors.province} />
              <TextField
                label="详细地址"
                required
                value={address.detail}
                onChange={(event) => setAddress({ ...address, detail: event.target.value })}
                error={Boolean(errors.detail)}
                helperText={errors.detail ?? '街道、门牌号、楼层等'}
              />
            </Box>
          </CheckoutAddress>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="items-title">
        <Typography id="items-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          商品清单 · {preview.storeName}
        </Typography>
        <OrderItems items={preview.items} label="商品清单" money="deposit" />
      </Paper>

      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="invoice-title">
        <Typography id="invoice-title" variant="h6" component="h2">
          发票
        </Typography>
        <RadioGroup row value={invoiceChoice} onChange={(event) => setInvoiceChoice(event.target.value as InvoiceChoice)} aria-labelledby="invoice-title">
          <FormControlLabel value="none" control={<Radio />} label="不开发票" />
          <FormControlLabel value="1" control={<Radio />} label={INVOICE_TYPE_NAMES[1]} />
          <FormControlLabel value="2" control={<Radio />} label={INVOICE_TYPE_NAMES[2]} />
        </RadioGroup>
        {invoiceChoice === 'none' ? null : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="发票抬头"
              value={invoice.title}
              onChange={(event) => setInvoice({ ...invoice, title: event.target.value })}
              error={Boolean(errors.invoiceTitle)}
              helperText={errors.invoiceTitle}
              sx={{ flex: 1 }}
            />
            <TextField
              label="纳税人识别号"
              value={invoice.taxNo}
              onChange={(event) => setInvoice({ ...invoice, taxNo: event.target.value })}
              error={Boolean(errors.invoiceTaxNo)}
              helperText={errors.invoiceTaxNo ?? (invoiceChoice === '1' ? '企业抬头请填写' : '必填')}
              sx={{ flex: 1 }}
            />
          </Stack>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="coupon-title">
        <Typography id="coupon-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          优惠券
        </Typography>
        <CouponPicker coupons={preview.coupons} value={preview.couponId} onChange={setCouponId} />
      </Paper>

      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="amounts-title">
        <Typography id="amounts-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          费用明细
        </Typography>
        <AmountBreakdown amounts={preview} items={preview.items} termMonths={preview.termMonths} testIdPrefix="checkout" label="费用明细" />
        <CheckoutVerificationNotice deposit={preview.deposit} />
        {preview.credit ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            企业免押额度 {formatFen(preview.credit.creditLine)}，本单可用 {formatFen(preview.credit.available)}，下单后剩余 {formatFen(preview.credit.remainingAfter)}
            {preview.deposit > 0 && preview.depositWaived > 0 ? `；额度不足部分 ${formatFen(preview.deposit)} 需以现金支付` : ''}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" color="secondary" size="large" onClick={() => void submit()} disabled={submitting}>
            {submitting ? '提交中…' : '提交订单'}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The invoice schema's fields shown under their own inputs. */
function prefixed(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, value]) => [`invoice${key.charAt(0).toUpperCase()}${key.slice(1)}`, value]));
}
