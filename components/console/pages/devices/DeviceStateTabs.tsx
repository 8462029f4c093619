'use client';
/**
 * The devices counted per state under the table's other filters (`api/sys/device/stateCount`):
 * one tab per state of the dictionary `device_state` and 全部; a tab is the list's state filter.
 */
import useSWR from 'swr';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { STORE_DEVICE_STATES, type StoreDeviceState } from '@/contract/storeDevices';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { useDict } from '../../dict/useDict';
import { useConsoleQuery } from '../../hooks';

const isState = (value: string): value is StoreDeviceState => STORE_DEVICE_STATES.some((state) => state === value);

export function DeviceStateTabs() {
  const { query, setQuery } = useConsoleQuery();
  const { entries } = useDict('device_state');
  const filters = {
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.goodsId ? { goodsId: query.goodsId } : {}),
    ...(query.skuId ? { skuId: query.skuId } : {}),
    ...(query.storeId ? { storeId: query.storeId } : {}),
  };
  // Under the table's resource: whatever refreshes the list refreshes the counts.
  const { data: counts } = useSWR(CONSOLE_KEYS.table('devices', { counts: filters }), () => consoleDeviceApi.counts(filters), { keepPreviousData: true });
  const tabs = entries.flatMap((entry) => (isState(entry.dictValue) ? [{ state: entry.dictValue, label: entry.dictLabel }] : []));
  const chosen = query.state ?? '';
  // Until the dictionary arrives, a chosen state has no tab yet: none is marked.
  const current = chosen === '' || tabs.some((tab) => tab.state === chosen) ? chosen : false;
  const count = (n: number | undefined) => (n === undefined ? '' : ` ${n}`);

  return (
    <Tabs
      value={current}
      onChange={(_event, value: string) => setQuery({ state: value || null, page: null })}
      aria-label="设备状态"
      variant="scrollable"
      sx={{ mb: 1.5, minHeight: 40, borderBottom: '1px solid', borderColor: 'divider', '& .MuiTab-root': { minHeight: 40, py: 0.5 } }}
    >
      <Tab value="" label={`全部${count(counts?.total)}`} />
      {tabs.map((tab) => (
        <Tab key={tab.state} value={tab.state} label={`${tab.label}${count(counts?.[tab.state])}`} />
      ))}
    </Tabs>
  );
}
