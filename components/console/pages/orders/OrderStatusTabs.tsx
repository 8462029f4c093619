'use client';
/**
 * The order list's status tabs (全部, 待审核 … 已关闭), each with how many orders the list's other
 * filters find in it (`api/sys/order/statusCount`); a tab is the list's `status` filter. Labels
 * come from the dictionary `rental_order_status`.
 */
import useSWR from 'swr';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleOrderApi, type ConsoleOrderCountFilters } from '@/lib/api/browser/console/orders';
import { useDict } from '../../dict/useDict';
import { useConsoleQuery } from '../../hooks';
import { ORDERS_RESOURCE } from './refresh';

/** The tabs after 全部 (待支付 orders are the customer's business: found under 全部 only). */
export const ORDER_TABS: readonly OrderStatus[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export function OrderStatusTabs() {
  const { query, setQuery } = useConsoleQuery();
  const { labelOf, entryOf } = useDict('rental_order_status');
  const filters: ConsoleOrderCountFilters = {
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.createdFrom ? { createdFrom: query.createdFrom } : {}),
    ...(query.createdTo ? { createdTo: query.createdTo } : {}),
    ...(query.storeId ? { storeId: query.storeId } : {}),
  };
  // Under the table's resource: whatever refreshes the list refreshes the counts.
  const { data: counts } = useSWR(CONSOLE_KEYS.table(ORDERS_RESOURCE, { counts: filters }), () => consoleOrderApi.counts(filters), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  const chosen = query.status ?? '';
  const current = chosen === '' || ORDER_TABS.some((status) => String(status) === chosen) ? chosen : false;
  const count = (n: number | undefined) => (n === undefined ? '' : ` ${n}`);

  return (
    <Tabs
      value={current}
      onChange={(_event, value: string) => setQuery({ status: value || null, page: null })}
      aria-label="订单状态"
      variant="scrollable"
      scrollButtons="auto"
      sx={{ mb: 1.5, minHeight: 40, borderBottom: '1px solid', borderColor: 'divider', '& .MuiTab-root': { minHeight: 40, py: 0.5, px: 1.5, minWidth: 0 } }}
    >
      <Tab value="" label={`全部${count(counts?.total)}`} />
      {ORDER_TABS.map((status) => (
        <Tab key={status} value={String(status)} label={`${entryOf(status) ? labelOf(status) : ORDER_STATUS_NAMES[status]}${count(counts?.byStatus[status])}`} />
      ))}
    </Tabs>
  );
}
