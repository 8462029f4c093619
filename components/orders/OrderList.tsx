'use client';
/**
 * /myOrderList: the customer's rental orders, newest first, in tabs by status with how many each
 * holds, searchable by order number or goods name (on the server, paged). Each order says where it
 * is and, in one sentence, what happens next and when (lib/orders/guidance.ts), and offers what
 * its status allows (OrderActions) and the way to its details (/submitOrder).
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { useOrderCounts, useOrders } from '@/lib/api/browser/swr';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { ORDER_KEYWORD_MAX } from '@/contract/orderFulfilment';
import { formatFen } from '@/contract/format';
import { orderGuidance } from '@/lib/orders/guidance';
import { OrderItems } from './OrderItems';
import { OrderActions } from './OrderActions';

const PAGE_SIZE = 10;
/** Every status has its tab, in the order a rental lives them. */
const TAB_STATUSES: readonly OrderStatus[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const TABS: ReadonlyArray<{ label: string; status?: OrderStatus }> = [{ label: '全部订单' }, ...TAB_STATUSES.map((status) => ({ label: ORDER_STATUS_NAMES[status], status }))];

const CHIP_COLOR: Partial<Record<OrderStatus, 'warning' | 'primary' | 'success' | 'info'>> = { 0: 'warning', 3: 'info', 4: 'primary', 5: 'info', 7: 'success', 8: 'success' };

function SearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack component="form" role="search" aria-label="搜索订单" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        label="订单号或商品名称"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: ORDER_KEYWORD_MAX } }}
        sx={{ width: 260 }}
      />
      <Button type="submit" variant="contained">
        搜索
      </Button>
      {keyword ? (
        <Button
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          清除
        </Button>
      ) : null}
    </Stack>
  );
}

/** `canChangeRenter`: personal accounts may move a running rental to a company (/changeBodyOrder). */
export function OrderList({ canChangeRenter = false }: { canChangeRenter?: boolean }) {
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const status = TABS[tab]?.status;
  const { data, error, isLoading } = useOrders({ page, limit: PAGE_SIZE, ...(status === undefined ? {} : { status }), ...(keyword ? { keyword } : {}) });
  const { data: counts } = useOrderCounts(keyword);
  const now = new Date();

  const countOf = (item: (typeof TABS)[number]) => (counts ? (item.status === undefined ? counts.total : counts.byStatus[item.status]) : null);

  return (
    <Stack spacing={2}>
      <SearchBox
        key={keyword}
        keyword={keyword}
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
      />
      <Tabs
        value={tab}
        onChange={(_, next: number) => {
          setTab(next);
          setPage(1);
        }}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="订单状态"
      >
        {TABS.map((item) => {
          const count = countOf(item);
          return <Tab key={item.label} label={count === null ? item.label : `${item.label} ${count}`} />;
        })}
      </Tabs>
      {error ? <Alert severity="error">订单加载失败，请刷新页面重试</Alert> : null}
      {error ? null : isLoading || !data ? (
        <Skeleton variant="rounded" height={200} aria-label="加载中" />
      ) : data.rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
          {keyword ? (
            <>
              <Typography sx={{ mb: 2 }}>没有找到与「{keyword}」相关的订单，请换个订单号或商品名称试试</Typography>
              <Button variant="outlined" onClick={() => setKeyword('')}>
                查看全部订单
              </Button>
            </>
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>{status === undefined ? '还没有订单，挑一台合适的电脑开始租赁吧' : `暂无${ORDER_STATUS_NAMES[status]}的订单`}</Typography>
              <Button component={Link} href="/list" variant="contained">
                去挑选电脑
              </Button>
            </>
          )}
        </Paper>
      ) : (
        <Box component="ul" aria-label="订单列表" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {data.rows.map((order) => (
            <Paper component="li" variant="outlined" key={order.orderNo} aria-label={`订单 ${order.orderNo}`}>
              <Stack direction="row" spacing={2} sx={{ px: 2, py: 1, bgcolor: '#f7f8fa', alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2">{order.createdAt}</Typography>
                <Typography variant="body2">订单号：{order.orderNo}</Typography>
                <Typography variant="body2">{order.storeName}</Typography>
                <Chip sx={{ ml: 'auto' }} color={CHIP_COLOR[order.status] ?? 'default'} label={order.statusName} />
              </Stack>
              <OrderItems items={order.items} label={`订单 ${order.orderNo} 的商品`} dense />
              <Typography variant="body2" sx={{ px: 2, py: 1, color: order.status === ORDER_STATUS.unpaid ? 'warning.dark' : 'text.secondary', borderTop: '1px dashed #eceef1' }}>
                {orderGuidance(order, now)}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ px: 2, py: 1.5, borderTop: '1px solid #eceef1', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}
              >
                <Typography sx={{ mr: 'auto' }}>
                  首期应付 <strong style={{ color: '#c9302c' }}>{formatFen(order.payable)}</strong>
                </Typography>
                <OrderActions order={order} canChangeRenter={canChangeRenter} />
                <Button component={Link} href={`/submitOrder?orderNo=${order.orderNo}`} aria-label={`订单 ${order.orderNo} 的详情`}>
                  订单详情
                </Button>
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
      {data && data.total > PAGE_SIZE ? (
        <Pagination count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} aria-label="订单分页" />
      ) : null}
    </Stack>
  );
}
