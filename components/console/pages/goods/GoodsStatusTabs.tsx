'use client';
/**
 * The goods list's status tabs with their counts (`api/sys/goods/statusCount` under the same
 * filters): 全部, 草稿, 在售, 已下架. The chosen status lives in the tab's URL (`status`).
 */
import useSWR from 'swr';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { GOODS_STATUS_NAMES, GOODS_STATUSES, type GoodsStatusCount } from '@/contract/goodsConsole';
import { consoleGoodsApi } from '@/lib/api/browser/console/goods';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { useDict } from '../../dict/useDict';
import { useConsoleQuery, useConsoleTab } from '../../hooks';
import { GOODS_RESOURCE } from './usePublishGoods';

/** The list's filters the counts share (all but the status). */
export const COUNT_FILTERS = ['keyword', 'categoryId', 'zone', 'condition', 'storeId'] as const;

export function GoodsStatusTabs() {
  const { query, setQuery } = useConsoleQuery();
  const { active } = useConsoleTab();
  const { entryOf } = useDict('goods_status');
  const filters = Object.fromEntries(COUNT_FILTERS.flatMap((name) => (query[name] ? [[name, query[name]]] : [])));
  // Under the table's resource: refreshTable('goods') after a change reads the counts again too.
  const { data: counts } = useSWR(CONSOLE_KEYS.table(GOODS_RESOURCE, { statusCount: filters }), () => consoleGoodsApi.statusCount(filters), {
    revalidateOnFocus: active,
    keepPreviousData: true,
  });
  const status = GOODS_STATUSES.find((value) => value === query.status) ?? '';
  const count = (key: keyof GoodsStatusCount) => (counts ? `（${counts[key]}）` : '');

  return (
    <Tabs
      value={status}
      onChange={(_event, next: string) => setQuery({ status: next || null, page: null })}
      aria-label="商品状态"
      sx={{ mb: 1.5, minHeight: 36, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
    >
      <Tab value="" label={`全部${count('all')}`} />
      {GOODS_STATUSES.map((value) => (
        <Tab key={value} value={value} label={`${entryOf(value)?.dictLabel ?? GOODS_STATUS_NAMES[value]}${count(value)}`} />
      ))}
    </Tabs>
  );
}
