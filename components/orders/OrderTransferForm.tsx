'use client';
/**
 * /changeBodyOrder: a personal customer moves a running rental to a verified company account (for
 * example their employer). The page shows what moves — the items, one month's rent, the bills not
 * yet paid and the deposit held — and, when the server says the change may happen now, the form:
 * the company account's phone and the consent code sent to it, an emergency contact, and in plain
 * words what will happen to the money. 确认变更 asks once more, then submits with one attempt key
 * kept across retries, so a repeated click or request never moves the rental twice.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { newIdempotencyKey } from '@/lib/api/browser/idempotency';
import { orderTransferApi } from '@/lib/api/browser/order-transfers';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { companyPhone as companyPhoneSchema, orderTransferBody, type OrderTransferPreview, type OrderTransferResult } from '@/contract/orderTransfers';
import { DEPOSIT_REFUND_ROUTE_NAMES, REFUND_ROUTE_PHRASES } from '@/contract/money';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { firstMessage, schemaErrors } from '@/lib/validation/form';
import { OrderItems } from './OrderItems';

const RESEND_SECONDS = 60;

/** The form's fields, in the order they are shown (the first bad one gets the focus). */
const FIELDS = ['companyPhone', 'code', 'contactName', 'contactPhone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { companyPhone: '', code: '', contactName: '', contactPhone: '' };

/** The shared schema's path of each field (`contact.name` …). */
const FIELD_OF_PATH: Record<string, Field> = { companyPhone: 'companyPhone', code: 'code', contact: 'contactName', 'contact.name': 'contactName', 'contact.phone': 'contactPhone' };

function bodyOf(orderNo: string, values: Values, idempotencyKey: string) {
  return { orderNo, companyPhone: values.companyPhone, code: values.code, contact: { name: values.contactName, phone: values.contactPhone }, idempotencyKey };
}

/** One message per field, from the schema the product server checks with (the order number and the key are the page's, not the customer's). */
function problemsOf(orderNo: string, values: Values): Errors {
  const { error } = orderTransferBody.safeParse(bodyOf(orderNo, values, ''));
  return schemaErrors(error, FIELDS, {}, (path) => FIELD_OF_PATH[path.map(String).join('.')]);
}

export function OrderTransferForm({ orderNo }: { orderNo: string }) {
  const idPrefix = useId();
  const idOf = (field: Field) => `${idPrefix}-${field}`;
  const [preview, setPreview] = useState<OrderTransferPreview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sendingCode, setSendingCode] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<OrderTransferResult | null>(null);
  const revalidateAfter = useRevalidateAfter();
  // One attempt, one key: kept across retries, so a change that went through is answered, not repeated.
  const attemptKey = useRef<string | null>(null);
  const resultPanel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    orderTransferApi
      .preview(orderNo)
      .then((answer) => current && setPreview(answer))
      .catch((error: unknown) => current && setLoadError(error instanceof Error ? error.message : '订单信息加载失败'));
    return () => {
      current = false;
    };
  }, [orderNo]);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = window.setTimeout(() => setResendIn((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [resendIn]);

  useEffect(() => {
    if (result) resultPanel.current?.focus();
  }, [result]);

  const focusField = (field: Field) => document.getElementById(idOf(field))?.focus();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // A shown message follows the typing and goes away once the value is right.
    if (errors[field]) setErrors((shown) => ({ ...shown, [field]: problemsOf(orderNo, next)[field] }));
  };

  /** What every field of the form takes: its id, value, change handler, and the error or else its hint. */
  const fieldProps = (field: Field, hint?: string) => ({
    id: idOf(field),
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint,
  });

  const sendCode = async () => {
    const phone = companyPhoneSchema.safeParse(values.companyPhone);
    if (!phone.success) {
      setErrors((shown) => ({ ...shown, companyPhone: firstMessage(phone.error) }));
      focusField('companyPhone');
      return;
    }
    setSendingCode(true);
    try {
      await orderTransferApi.sendConsentCode(phone.data);
      notifier().success('验证码已发送至企业账户手机，5 分钟内有效');
      setResendIn(RESEND_SECONDS);
      focusField('code');
    } catch {
      // The HTTP client has said why (not a verified company account, too frequent …).
    } finally {
      setSendingCode(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!preview || submitting) return;
    const found = problemsOf(orderNo, values);
    setErrors(found);
    const firstBad = FIELDS.find((field) => found[field]);
    if (firstBad) {
      focusField(firstBad);
      return;
    }
    const confirmed = await notifier().confirm({
      title: '确认变更租赁主体',
      message: `确定将订单 ${orderNo} 变更为由企业租赁吗？变更后押金 ${formatFen(preview.deposit)} 将${REFUND_ROUTE_PHRASES[preview.depositRefundTo]}，剩余 ${preview.remainingPeriods} 期租金由企业支付，变更后无法撤销。`,
      confirmText: '确认变更',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    attemptKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const parsed = orderTransferBody.parse(bodyOf(orderNo, values, attemptKey.current));
      setResult(await orderTransferApi.transfer(parsed));
      void revalidateAfter('renterChanged');
    } catch {
      // The HTTP client has shown the refusal (验证码错误, 企业账户余额不足 …); what was typed stays and a retry keeps the key.
    } finally {
      setSubmitting(false);
    }
  };

  if (loadError) {
    return (
      <Alert
        severity="error"
        action={
          <Button component={Link} href="/myOrderList">
            查看我的订单
          </Button>
        }
      >
        {loadError}
      </Alert>
    );
  }
  if (!preview) return <Skeleton variant="rounded" height={320} aria-label="加载中" />;

  if (result) {
    return (
      <Paper ref={resultPanel} tabIndex={-1} variant="outlined" sx={{ p: 3 }} role="status" aria-labelledby={`${idPrefix}-done`}>
        <Typography id={`${idPrefix}-done`} variant="h6" component="h2" sx={{ color: 'success.main', mb: 2 }}>
          租赁主体变更成功
        </Typography>
        <Box component="dl" sx={definitionGrid}>
          <dt>变更单号</dt>
          <dd>{result.transferNo}</dd>
          <dt>订单编号</dt>
          <dd>{result.orderNo}</dd>
          <dt>租赁企业</dt>
          <dd>{result.companyName}</dd>
          <dt>退回押金</dt>
          <dd data-testid="transfer-refunded">{formatFen(result.depositRefunded)}</dd>
          <dt>退回方式</dt>
          <dd data-testid="transfer-refunded-to">{DEPOSIT_REFUND_ROUTE_NAMES[result.depositRefundTo]}</dd>
          <dt>当前余额</dt>
          <dd>{formatFen(result.balance)}</dd>
          <dt>变更时间</dt>
          <dd>{result.createdAt}</dd>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {result.depositRefunded > 0 ? `押金已${REFUND_ROUTE_PHRASES[result.depositRefundTo]}；` : ''}该订单的后续账单由「{result.companyName}
          」支付，订单将显示在企业账户的订单列表中。
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" component={Link} href="/myOrderList">
            查看我的订单
          </Button>
          <Button variant="outlined" component={Link} href="/myAccount">
            查看账户余额
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack spacing={2}>
      <OrderSummary preview={preview} />
      {preview.allowed ? (
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={`${idPrefix}-form-title`}>
          <Typography id={`${idPrefix}-form-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
            变更为企业租赁
          </Typography>
          <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  {...fieldProps('companyPhone', '已认证企业账户的登录手机号')}
                  label="企业账户手机号"
                  required
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11, autoComplete: 'off' } }}
                />
                <Button
                  variant="outlined"
                  onClick={() => void sendCode()}
                  disabled={sendingCode || resendIn > 0}
                  sx={{ minWidth: 112, height: 56, flexShrink: 0, whiteSpace: 'nowrap' }}
                >
                  {resendIn > 0 ? `${resendIn} 秒后重发` : sendingCode ? '发送中…' : '获取验证码'}
                </Button>
              </Stack>
              <TextField
                {...fieldProps('code', '验证码发送至企业账户手机，请向企业授权人获取')}
                label="企业授权验证码"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }}
              />
              <TextField {...fieldProps('contactName', '企业方负责该设备的联系人')} label="紧急联系人" required />
              <TextField {...fieldProps('contactPhone')} label="紧急联系人手机号" required slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }} />
            </Box>
            <Box component="section" aria-labelledby={`${idPrefix}-effects`} sx={{ mt: 3, p: 2, bgcolor: '#f6f8fb', borderRadius: 1 }}>
              <Typography id={`${idPrefix}-effects`} component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                变更后将会：
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
                <li>
                  您已支付的押金 <strong>{formatFen(preview.deposit)}</strong> {REFUND_ROUTE_PHRASES[preview.depositRefundTo]}；
                </li>
                <li>企业承担该订单的押金 {formatFen(preview.depositHeld)}：企业的免押额度可抵扣，不足部分从企业账户余额支付；</li>
                <li>
                  剩余 <strong>{preview.remainingPeriods}</strong> 期租金共 <strong>{formatFen(preview.remainingRent)}</strong>（每期 {formatFen(preview.monthlyRent)}）由企业支付；
                </li>
                <li>您提交变更、企业以授权验证码确认，即共同签署《租赁主体变更协议》，平台保存协议文件及其 SHA-256 摘要；</li>
                <li>订单转入企业账户，您的订单列表中将不再显示该订单，变更后无法撤销。</li>
              </Box>
            </Box>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button type="submit" variant="contained" color="secondary" size="large" disabled={submitting}>
                {submitting ? '提交中…' : '确认变更'}
              </Button>
            </Stack>
          </Box>
        </Paper>
      ) : (
        <Alert
          severity="warning"
          action={
            <Button component={Link} href="/myOrderList">
              返回订单列表
            </Button>
          }
        >
          {preview.reason}
        </Alert>
      )}
    </Stack>
  );
}

const definitionGrid = { display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 1, columnGap: 4, m: 0, '& dd': { m: 0 } } as const;

/** The order as the change would move it. */
function OrderSummary({ preview }: { preview: OrderTransferPreview }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        订单 {preview.orderNo} · {preview.storeName} · {preview.statusName}
      </Typography>
      <OrderItems items={preview.items} label="租赁商品" />
      <Box component="dl" sx={{ ...definitionGrid, mt: 2, '& dd': { m: 0, textAlign: 'right' } }}>
        <dt>月租金</dt>
        <dd data-testid="transfer-monthly-rent">{formatFen(preview.monthlyRent)}</dd>
        <dt>剩余期数</dt>
        <dd>{preview.remainingPeriods} 期</dd>
        <dt>剩余租金</dt>
        <dd data-testid="transfer-remaining-rent">{formatFen(preview.remainingRent)}</dd>
        <dt>押金</dt>
        <dd data-testid="transfer-deposit">{formatFen(preview.depositHeld)}</dd>
        {preview.rentStartedAt ? (
          <>
            <dt>起租时间</dt>
            <dd>{preview.rentStartedAt}</dd>
          </>
        ) : null}
      </Box>
      {preview.transfers.length > 0 ? (
        <Box component="section" aria-label="租赁主体变更记录" sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            变更记录
          </Typography>
          {preview.transfers.map((transfer) => (
            <Typography key={transfer.transferNo} variant="body2" color="text.secondary">
              {transfer.createdAt} · {transfer.fromName} → {transfer.companyName}（{transfer.transferNo}）
            </Typography>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
