'use client';
/**
 * /myInvoice's 申请开票: the customer's paid amounts not yet invoiced (rent as paid, coupon already
 * off, freight with period 1, never a deposit), ticked one by one — up to INVOICE_PERIODS_MAX, of
 * one shop (the shop that was paid issues the invoice), across pages and orders — then the invoice
 * type, the title (or the approved special VAT qualification) and the email, asked once more, and
 * sent with one attempt key kept across retries. `orderNo` (the order list's link) narrows the
 * list to that order and ticks its amounts.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { newIdempotencyKey } from '@/lib/api/browser/idempotency';
import { invoiceApi } from '@/lib/api/browser/invoices';
import { useInvoiceable, useInvoiceSettings, useRevalidateAfter } from '@/lib/api/browser/swr';
import { INVOICE_TYPE, INVOICE_TYPE_NAMES, invoiceRequestBody, QUALIFICATION_STATUS, type InvoiceableItem, type InvoiceSettings, type InvoiceType } from '@/contract/invoices';
import { INVOICE_ISSUE_WORKING_DAYS, INVOICE_PERIODS_MAX, RULE_TEXT } from '@/contract/rentalRules';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { schemaErrors } from '@/lib/validation/form';

const PAGE_SIZE = 10;
const ORDER_NO = /^ZL\d{20}$/;

const keyOf = (item: Pick<InvoiceableItem, 'kind' | 'sourceId'>) => `${item.kind}:${item.sourceId}`;

const FIELDS = ['items', 'titleId', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** The form's problems, by the schema the product server checks with (the key is the page's, not the customer's). */
function problemsOf(body: unknown): Errors {
  return schemaErrors(invoiceRequestBody.safeParse(body).error, FIELDS);
}

export function InvoiceRequestForm({ orderNo: initialOrderNo }: { orderNo?: string }) {
  const idPrefix = useId();
  const startOrderNo = initialOrderNo && ORDER_NO.test(initialOrderNo) ? initialOrderNo : undefined;
  const [orderNo, setOrderNo] = useState<string | undefined>(startOrderNo);
  const [orderInput, setOrderInput] = useState(startOrderNo ?? '');
  const [orderInputError, setOrderInputError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<string, InvoiceableItem>>(new Map());
  const [type, setType] = useState<InvoiceType>(INVOICE_TYPE.ordinary);
  const [titleId, setTitleId] = useState<number | ''>('');
  const [email, setEmail] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const preselected = useRef(false);
  const revalidateAfter = useRevalidateAfter();

  const items = useInvoiceable({ page, limit: PAGE_SIZE, ...(orderNo ? { orderNo } : {}) });
  const settings = useInvoiceSettings();

  // The order list's link: that order's amounts ticked once they arrive (one order, one shop).
  useEffect(() => {
    if (preselected.current || !startOrderNo || !items.data) return;
    preselected.current = true;
    setSelected(new Map(items.data.rows.slice(0, INVOICE_PERIODS_MAX).map((item) => [keyOf(item), item])));
  }, [items.data, startOrderNo]);

  const defaultTitleId = settings.data?.titles.find((title) => title.isDefault)?.id ?? settings.data?.titles[0]?.id;
  const chosenTitleId = titleId === '' ? (defaultTitleId ?? '') : titleId;
  const chosenEmail = email ?? settings.data?.email ?? '';
  const specialAllowed = settings.data?.qualification?.status === QUALIFICATION_STATUS.approved;
  const chosen = [...selected.values()];
  const sellerId = chosen[0]?.storeId;
  const total = chosen.reduce((sum, item) => sum + item.amount, 0);

  const bodyOf = (key: string) => ({
    type,
    ...(type === INVOICE_TYPE.ordinary && chosenTitleId !== '' ? { titleId: chosenTitleId } : {}),
    items: chosen.map((item) => ({ kind: item.kind, sourceId: item.sourceId })),
    email: chosenEmail,
    idempotencyKey: key,
  });

  const toggle = (item: InvoiceableItem) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(keyOf(item))) next.delete(keyOf(item));
      else next.set(keyOf(item), item);
      return next;
    });
    setErrors((shown) => ({ ...shown, items: undefined }));
    attemptKey.current = null;
  };

  /** Why an amount cannot be ticked now, or null. */
  const blockedBecause = (item: InvoiceableItem): string | null => {
    if (selected.has(keyOf(item))) return null;
    if (sellerId !== undefined && item.storeId !== sellerId) return '与已选款项不是同一商家，请分开申请';
    if (selected.size >= INVOICE_PERIODS_MAX) return `一次最多申请 ${INVOICE_PERIODS_MAX} 期`;
    return null;
  };

  const filterByOrder = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = orderInput.trim();
    if (value !== '' && !ORDER_NO.test(value)) {
      setOrderInputError('订单编号为 ZL 加 20 位数字');
      return;
    }
    setOrderInputError(null);
    setOrderNo(value === '' ? undefined : value);
    setPage(1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = problemsOf(bodyOf('form-check'));
    setErrors(found);
    if (found.items || found.titleId || found.email) return;
    const buyer = type === INVOICE_TYPE.special ? settings.data?.qualification?.name : settings.data?.titles.find((title) => title.id === chosenTitleId)?.name;
    const confirmed = await notifier().confirm({
      title: '确认申请开票',
      message: `申请开具${INVOICE_TYPE_NAMES[type]}：抬头「${buyer ?? ''}」，共 ${chosen.length} 期，金额 ${formatFen(total)}，开具后发送至 ${chosenEmail}。`,
      confirmText: '提交申请',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    attemptKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const made = await invoiceApi.apply(bodyOf(attemptKey.current));
      notifier().success(`发票申请已提交（${made.requestNo}），预计 ${INVOICE_ISSUE_WORKING_DAYS} 个工作日内开具`);
      attemptKey.current = null;
      setSelected(new Map());
      await revalidateAfter('invoiceRequested');
    } catch {
      // The HTTP client has said why (已申请过, 不是同一商家 …); the ticks stay and a retry keeps the key.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={`${idPrefix}-title`}>
      <Typography id={`${idPrefix}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
        申请开票
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {RULE_TEXT.invoice}
        {RULE_TEXT.invoiceRequest} <Link href="/InvoiceDescription">查看发票说明</Link>
      </Typography>

      <Box component="form" role="search" aria-label="按订单筛选可开票款项" onSubmit={filterByOrder} sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="订单编号"
          value={orderInput}
          onChange={(event) => setOrderInput(event.target.value)}
          error={Boolean(orderInputError)}
          helperText={orderInputError ?? undefined}
          sx={{ width: 280 }}
          slotProps={{ htmlInput: { maxLength: 22 } }}
        />
        <Button type="submit" variant="outlined">
          筛选
        </Button>
        {orderNo ? (
          <Button
            onClick={() => {
              setOrderNo(undefined);
              setOrderInput('');
              setPage(1);
            }}
          >
            全部订单
          </Button>
        ) : null}
      </Box>

      <InvoiceableTable state={items} orderNo={orderNo} selected={selected} blockedBecause={blockedBecause} toggle={toggle} />
      {items.data && items.data.total > PAGE_SIZE ? (
        <Pagination count={Math.ceil(items.data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 1, display: 'flex', justifyContent: 'center' }} />
      ) : null}

      <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} sx={{ mt: 3 }} aria-label="开票信息">
        <Typography role="status" sx={{ mb: 2 }} data-testid="invoice-selection">
          已选 <strong>{chosen.length}</strong> 期{chosen[0] ? `（${chosen[0].storeName}）` : ''}，开票金额 <strong style={{ color: '#c9302c' }}>{formatFen(total)}</strong>
        </Typography>
        {errors.items ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {errors.items}
          </Alert>
        ) : null}
        <BuyerFields
          settings={settings.data}
          loadFailed={Boolean(settings.error)}
          type={type}
          setType={(next) => {
            setType(next);
            setErrors((shown) => ({ ...shown, titleId: undefined }));
          }}
          specialAllowed={specialAllowed}
          titleId={chosenTitleId}
          setTitleId={(next) => {
            setTitleId(next);
            setErrors((shown) => ({ ...shown, titleId: undefined }));
          }}
          titleError={errors.titleId}
        />
        <TextField
          label="接收邮箱"
          required
          value={chosenEmail}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((shown) => ({ ...shown, email: undefined }));
          }}
          error={Boolean(errors.email)}
          helperText={errors.email ?? '数电发票开具后发送至该邮箱'}
          sx={{ mt: 2, width: { xs: '100%', md: 360 } }}
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 100, autoComplete: 'email' } }}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" color="secondary" size="large" disabled={submitting}>
            {submitting ? '提交中…' : '提交申请'}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

type InvoiceableState = ReturnType<typeof useInvoiceable>;

function InvoiceableTable({
  state,
  orderNo,
  selected,
  blockedBecause,
  toggle,
}: {
  state: InvoiceableState;
  orderNo: string | undefined;
  selected: Map<string, InvoiceableItem>;
  blockedBecause: (item: InvoiceableItem) => string | null;
  toggle: (item: InvoiceableItem) => void;
}) {
  if (state.error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void state.mutate()}>重试</Button>}>
        可开票款项加载失败，请稍后重试
      </Alert>
    );
  }
  if (!state.data) return <Skeleton variant="rounded" height={160} aria-label="加载中" />;
  if (state.data.rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', bgcolor: '#fafbfc' }}>
        <Typography sx={{ mb: 1 }}>{orderNo ? `订单 ${orderNo} 暂无可开票的款项` : '暂无可开票的款项'}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          订单审核通过后，已支付的租金（含续租）和买断款会出现在这里；已申请过的款项在申请被驳回后可重新申请。
        </Typography>
        <Button component={Link} href="/myOrderList" variant="outlined">
          查看我的订单
        </Button>
      </Paper>
    );
  }
  return (
    <Table size="small" aria-label="可开票款项">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>款项</TableCell>
          <TableCell>订单编号</TableCell>
          <TableCell>商家</TableCell>
          <TableCell>支付时间</TableCell>
          <TableCell align="right">开票金额</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {state.data.rows.map((item) => {
          const blocked = blockedBecause(item);
          const ticked = selected.has(keyOf(item));
          return (
            <TableRow key={keyOf(item)} selected={ticked} hover>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={ticked}
                  disabled={blocked !== null}
                  onChange={() => toggle(item)}
                  slotProps={{ input: { 'aria-label': `选择 ${item.orderNo} ${item.label}` } }}
                />
              </TableCell>
              <TableCell>
                {item.label}
                {blocked ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {blocked}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{item.orderNo}</TableCell>
              <TableCell>{item.storeName}</TableCell>
              <TableCell>{item.paidAt}</TableCell>
              <TableCell align="right">
                {formatFen(item.amount)}
                {item.freight > 0 ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    含运费 {formatFen(item.freight)}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function BuyerFields({
  settings,
  loadFailed,
  type,
  setType,
  specialAllowed,
  titleId,
  setTitleId,
  titleError,
}: {
  settings: InvoiceSettings | undefined;
  loadFailed: boolean;
  type: InvoiceType;
  setType: (type: InvoiceType) => void;
  specialAllowed: boolean;
  titleId: number | '';
  setTitleId: (id: number) => void;
  titleError: string | undefined;
}) {
  const labelId = useId();
  if (loadFailed) return <Alert severity="error">开票信息加载失败，请刷新页面重试</Alert>;
  if (!settings) return <Skeleton variant="rounded" height={96} aria-label="加载中" />;
  const qualification = settings.qualification;
  const specialHint =
    settings.accountType !== 'company'
      ? '增值税专用发票仅向企业账户开具'
      : qualification === null
        ? '提交增值税专用发票资质并通过审核后可选'
        : qualification.status === QUALIFICATION_STATUS.approved
          ? null
          : `资质${qualification.statusName}，审核通过后可选`;
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>发票类型</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={String(type)}
          onChange={(event) => setType(Number(event.target.value) === INVOICE_TYPE.special ? INVOICE_TYPE.special : INVOICE_TYPE.ordinary)}
        >
          <FormControlLabel value={String(INVOICE_TYPE.ordinary)} control={<Radio />} label={INVOICE_TYPE_NAMES[INVOICE_TYPE.ordinary]} />
          <FormControlLabel value={String(INVOICE_TYPE.special)} control={<Radio />} label={INVOICE_TYPE_NAMES[INVOICE_TYPE.special]} disabled={!specialAllowed} />
        </RadioGroup>
        {specialHint ? (
          <FormHelperText>
            {specialHint}
            {settings.accountType === 'company' ? (
              <>
                {' '}
                · <Link href="/invoiceInfo">管理开票信息</Link>
              </>
            ) : null}
          </FormHelperText>
        ) : null}
      </FormControl>
      {type === INVOICE_TYPE.special && qualification ? (
        <Box sx={{ p: 2, bgcolor: '#f6f8fb', borderRadius: 1 }} aria-label="专用发票资质">
          <Typography>抬头：{qualification.name}</Typography>
          <Typography>纳税人识别号：{qualification.taxNo}</Typography>
          <Typography variant="body2" color="text.secondary">
            专用发票按已审核通过的资质信息开具
          </Typography>
        </Box>
      ) : settings.titles.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} href="/invoiceInfo">
              去添加
            </Button>
          }
        >
          还没有发票抬头，请先在“开票信息”中添加{settings.accountType === 'company' ? '企业抬头' : '个人抬头'}
        </Alert>
      ) : (
        <TextField
          select
          label="发票抬头"
          required
          value={titleId}
          onChange={(event) => setTitleId(Number(event.target.value))}
          error={Boolean(titleError)}
          helperText={titleError}
          sx={{ width: { xs: '100%', md: 480 } }}
        >
          {settings.titles.map((title) => (
            <MenuItem key={title.id} value={title.id}>
              {title.name}
              {title.taxNo ? `（${title.taxNo}）` : ''}
              {title.isDefault ? ' · 默认' : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
