'use client';
/**
 * /shopCar: the customer's cart with today's prices. Tick lines, change quantities (1..stock) and
 * terms (any plan of the SKU; the same SKU and term already in the cart merge into one line),
 * remove a line after confirming, and see what the ticked lines cost before checking out. Every
 * figure comes from the product server (prices are read fresh on every answer). A customer with an
 * overdue bill is told here that it refuses new orders, with the way to it.
 */
import { useEffect, useMemo, useState } from 'react';
import Image from 'next/image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { OverdueBillsNotice } from '@/components/bills/OverdueBillsNotice';
import { cartApi } from '@/lib/api/browser/cart';
import { useOverdueBills } from '@/lib/api/browser/overdue-bills';
import { useCartLines, useRevalidateAfter } from '@/lib/api/browser/swr';
import type { CartLine, CartSelection } from '@/contract/cart';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { goodsHref } from '@/lib/routing/hrefs';

/**
 * One cart line: a row on a wide screen; on a phone the goods first, then term and quantity, then
 * the rent and 删除 (a row of seven columns would not fit).
 */
const LINE_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '32px 72px minmax(0, 1fr) auto', md: '40px 96px minmax(0, 1fr) 130px 150px 130px 64px' },
  gridTemplateAreas: { xs: '"check image info info" "check term term quantity" "check rent rent remove"', md: '"check image info term quantity rent remove"' },
  gap: 2,
  alignItems: 'center',
  p: 2,
  borderBottom: '1px solid #eceef1',
} as const;

export function checkoutHref(ids: readonly number[]): string {
  return `/order?lines=${ids.join(',')}`;
}

/** What checking out depends on: a line read again that differs in any of these was changed meanwhile. */
const unchanged = (before: CartLine, now: CartLine) =>
  now.problem === null && now.quantity === before.quantity && now.termMonths === before.termMonths && now.lineRent === before.lineRent && now.lineDeposit === before.lineDeposit;

export const CART_CHANGED_TEXT = '购物车中的商品信息已变化，请确认后再结算';

export function ShoppingCart() {
  const { data: lines, error, isLoading } = useCartLines();
  const [selection, setSelection] = useState<CartSelection | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidateAfter = useRevalidateAfter();
  const router = useRouter();
  // An overdue bill refuses every new order: said here, before checkout.
  const overdue = useOverdueBills();
  const overdueNotice = overdue ? <OverdueBillsNotice overdue={overdue} /> : null;

  const orderable = useMemo(() => (lines ?? []).filter((line) => line.problem === null), [lines]);
  const selectedIds = useMemo(() => orderable.filter((line) => line.selected).map((line) => line.id), [orderable]);
  const allSelected = orderable.length > 0 && orderable.every((line) => line.selected);

  // The totals of the ticked lines come from the server, like every price.
  useEffect(() => {
    if (!lines) return;
    void cartApi
      .select(selectedIds, true)
      .then(setSelection)
      .catch(() => setSelection(null));
  }, [lines, selectedIds]);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The HTTP client has shown why (库存不足 …); the list below is reloaded either way.
    } finally {
      await revalidateAfter('cartChanged');
      setBusy(false);
    }
  };

  const tick = (ids: number[], selected: boolean) => run(() => cartApi.select(ids, selected));

  // Each ticked line is read again before checkout: a price, a stock or a plan changed since the
  // list was read (another tab, the merchant) is shown here rather than met on the order page.
  const checkOut = async () => {
    const ticked = orderable.filter((line) => line.selected);
    setBusy(true);
    try {
      const now = await Promise.all(ticked.map((line) => cartApi.line(line.id)));
      if (now.every((current, index) => unchanged(ticked[index] as CartLine, current))) {
        router.push(checkoutHref(selectedIds));
        return;
      }
      notifier().warning(CART_CHANGED_TEXT);
    } catch {
      // Shown by the HTTP client (a line removed meanwhile is 404); the list is read again below.
    }
    await revalidateAfter('cartChanged');
    setBusy(false);
  };
  const changeQuantity = (line: CartLine, quantity: number) => {
    if (!Number.isInteger(quantity) || quantity < 1) return;
    if (quantity > line.stock) {
      notifier().warning(`库存不足，该配置最多可租 ${line.stock} 台`);
      return;
    }
    void run(() => cartApi.setQuantity(line.id, quantity));
  };
  const changeTerm = (line: CartLine, termMonths: number) => {
    if (!Number.isInteger(termMonths) || termMonths === line.termMonths) return;
    void run(() => cartApi.setTerm(line.id, termMonths));
  };
  const remove = async (line: CartLine) => {
    const confirmed = await notifier().confirm({
      title: '删除商品',
      message: `确定从购物车删除「${line.goodsName}」吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!confirmed) return;
    await run(async () => {
      await cartApi.remove(line.id);
      notifier().success('删除成功');
    });
  };

  if (error) return <Alert severity="error">购物车加载失败，请刷新页面重试</Alert>;
  if (isLoading || !lines) return <Skeleton variant="rounded" height={240} aria-label="加载中" />;
  if (lines.length === 0) {
    return (
      <Stack spacing={2}>
        {overdueNotice}
        <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>购物车还是空的</Typography>
          <Button component={Link} href="/list" variant="contained">
            去挑选电脑
          </Button>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {overdueNotice}
      <Paper variant="outlined" component="ul" aria-label="购物车商品" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => (
          <Box component="li" key={line.id} sx={{ ...LINE_GRID, opacity: line.problem ? 0.6 : 1 }}>
            <Checkbox
              sx={{ gridArea: 'check' }}
              checked={line.selected && line.problem === null}
              disabled={busy || line.problem !== null}
              onChange={(event) => void tick([line.id], event.target.checked)}
              slotProps={{ input: { 'aria-label': `选择 ${line.goodsName}` } }}
            />
            <Image
              src={line.image}
              alt=""
              width={96}
              height={72}
              unoptimized
              style={{ gridArea: 'image', maxWidth: '100%', height: 'auto', objectFit: 'contain', background: '#f6f8fb', borderRadius: 6 }}
            />
            <Box sx={{ gridArea: 'info', minWidth: 0 }}>
              <Link href={goodsHref(line.goodsId)}>{line.goodsName}</Link>
              <Typography variant="body2" color="text.secondary">
                {line.skuName} · {line.storeName}
              </Typography>
              {line.problem ? <Chip color="warning" label={line.problem} sx={{ mt: 0.5 }} /> : null}
            </Box>
            <Box sx={{ gridArea: 'term' }}>
              <TextField
                select
                size="small"
                label="租期"
                value={line.termMonths}
                disabled={busy || line.problem === '商品已下架'}
                onChange={(event) => changeTerm(line, Number(event.target.value))}
                slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `${line.goodsName} 的租期` } }}
              >
                {line.plans.some((plan) => plan.termMonths === line.termMonths) ? null : <option value={line.termMonths}>{line.termMonths} 个月（已不可选）</option>}
                {line.plans.map((plan) => (
                  <option key={plan.termMonths} value={plan.termMonths}>
                    {plan.termMonths} 个月
                  </option>
                ))}
              </TextField>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                月租 {line.monthlyRent === null ? '—' : formatFen(line.monthlyRent)}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ gridArea: 'quantity', alignItems: 'center' }}>
              <IconButton aria-label={`减少 ${line.goodsName} 的数量`} disabled={busy || line.quantity <= 1} onClick={() => changeQuantity(line, line.quantity - 1)}>
                −
              </IconButton>
              <TextField
                value={line.quantity}
                onChange={(event) => changeQuantity(line, Number(event.target.value))}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${line.goodsName} 的数量`, style: { textAlign: 'center', width: 40 } } }}
                disabled={busy}
              />
              <IconButton aria-label={`增加 ${line.goodsName} 的数量`} disabled={busy || line.quantity >= line.stock} onClick={() => changeQuantity(line, line.quantity + 1)}>
                +
              </IconButton>
            </Stack>
            <Box sx={{ gridArea: 'rent' }}>
              <Typography sx={{ color: '#c9302c', fontWeight: 700 }}>
                {formatFen(line.lineRent)}
                <small>/月</small>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                押金 {formatFen(line.lineDeposit)}
              </Typography>
            </Box>
            <Button color="inherit" sx={{ gridArea: 'remove' }} onClick={() => void remove(line)} disabled={busy} aria-label={`删除 ${line.goodsName}`}>
              删除
            </Button>
          </Box>
        ))}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }} aria-label="结算">
        <Box component="label" sx={{ display: 'flex', alignItems: 'center' }}>
          <Checkbox
            checked={allSelected}
            disabled={busy || orderable.length === 0}
            onChange={(event) =>
              void tick(
                orderable.map((line) => line.id),
                event.target.checked,
              )
            }
          />
          全选
        </Box>
        <Typography>
          已选 <strong>{selection?.quantity ?? 0}</strong> 台
        </Typography>
        <Typography>首月租金 {formatFen(selection?.firstMonthRent ?? 0)}</Typography>
        <Typography>押金 {formatFen(selection?.deposit ?? 0)}</Typography>
        <Typography>运费 {formatFen(selection?.freight ?? 0)}</Typography>
        <Typography sx={{ ml: 'auto' }} data-testid="cart-payable">
          合计应付{' '}
          <Box component="strong" sx={{ color: '#c9302c', fontSize: 22 }}>
            {formatFen(selection?.payable ?? 0)}
          </Box>
        </Typography>
        <Button variant="contained" color="secondary" size="large" disabled={selectedIds.length === 0 || busy} onClick={() => void checkOut()}>
          去结算
        </Button>
      </Paper>
    </Stack>
  );
}
