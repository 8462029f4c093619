'use client';
/**
 * /myCoupon: the customer's coupons in three tabs with their counts — 可使用, 已使用 (with the
 * order that took each), 已过期 — each with its amount, threshold, scope and expiry, and the way to
 * the coupon centre for more.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { COUPON_TAB_NAMES, COUPON_TABS, type CouponTab, type MyCoupon } from '@/contract/customerCoupons';
import { formatFen } from '@/contract/format';
import { useMyCouponCounts, useMyCoupons } from '@/lib/api/browser/swr';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';

const PAGE_SIZE = 10;

const EMPTY: Record<CouponTab, string> = {
  available: '暂无可用的优惠券',
  used: '还没有使用过优惠券',
  expired: '没有已过期的优惠券',
};

/** What the coupon asks of an order, short (beside the amount) and in full: its threshold is on the first month's rent. */
export function thresholdText(threshold: number, full = false): string {
  if (threshold === 0) return '无门槛';
  return full ? `首月租金满 ${formatFen(threshold)} 可用` : `满 ${formatFen(threshold)} 可用`;
}

function CouponCard({ coupon }: { coupon: MyCoupon }) {
  const live = coupon.tab === 'available';
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`优惠券 ${coupon.name}`}
      sx={{ display: 'flex', overflow: 'hidden', opacity: live ? 1 : 0.72, borderColor: live ? '#f3c3a6' : undefined }}
    >
      <Box
        sx={{
          width: 160,
          flexShrink: 0,
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          color: '#fff',
          background: live ? 'linear-gradient(135deg, #f2643a, #e8432b)' : '#a3a9b3',
        }}
      >
        <Typography component="strong" sx={{ fontSize: 26, fontWeight: 700 }} data-testid="coupon-amount">
          {formatFen(coupon.amount)}
        </Typography>
        <Typography variant="caption">{thresholdText(coupon.threshold)}</Typography>
      </Box>
      <Stack spacing={0.5} sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{coupon.name}</Typography>
          <Typography variant="caption" sx={{ px: 0.75, borderRadius: 1, bgcolor: live ? '#fff1eb' : '#eef0f3', color: live ? '#c9302c' : 'text.secondary' }}>
            {coupon.tabName}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          适用范围：{coupon.scope}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          使用条件：{thresholdText(coupon.threshold, true)}，仅抵扣租金，不抵押金和运费
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {coupon.tab === 'used' && coupon.usedAt ? `使用时间：${coupon.usedAt}` : `有效期至：${coupon.expiresAt}`}
          {'　'}领取时间：{coupon.claimedAt}
        </Typography>
        {coupon.tab === 'used' && coupon.orderNo ? (
          <Typography variant="body2">
            用于订单 <Link href={`/submitOrder?orderNo=${coupon.orderNo}`}>{coupon.orderNo}</Link>
          </Typography>
        ) : null}
      </Stack>
      {live ? (
        <Box sx={{ p: 2, display: 'flex', alignItems: 'center' }}>
          <Button variant="outlined" color="secondary" component={Link} href="/list" aria-label={`去使用 ${coupon.name}`}>
            去使用
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

export function MyCoupons() {
  const [tab, setTab] = useState<CouponTab>('available');
  const [page, setPage] = useState(1);
  const counts = useMyCouponCounts();
  const { data, error, isLoading, mutate } = useMyCoupons({ tab, page, limit: PAGE_SIZE });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Tabs
          value={tab}
          onChange={(_, next: CouponTab) => {
            setTab(next);
            setPage(1);
          }}
          aria-label="优惠券状态"
        >
          {COUPON_TABS.map((name) => (
            <Tab key={name} value={name} label={`${COUPON_TAB_NAMES[name]}${counts.data ? `（${counts.data[name]}）` : ''}`} />
          ))}
        </Tabs>
        <Button component={Link} href="/receiveCoupons" variant="outlined">
          去领券中心
        </Button>
      </Stack>
      {error && !data ? (
        <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
          优惠券加载失败，请稍后重试
        </Alert>
      ) : isLoading || !data ? (
        <Skeleton variant="rounded" height={200} aria-label="加载中" />
      ) : data.rows.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={EMPTY[tab]}>
            <Typography variant="body2" color="text.secondary">
              领券中心每天都有新券，领取后下单时即可使用。
            </Typography>
            <Button variant="contained" component={Link} href="/receiveCoupons">
              去领券中心
            </Button>
          </EmptyState>
        </Paper>
      ) : (
        <Box component="ul" aria-label={`${COUPON_TAB_NAMES[tab]}的优惠券`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.rows.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </Box>
      )}
      {data && data.total > PAGE_SIZE ? (
        <Pagination count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} />
      ) : null}
    </Stack>
  );
}
