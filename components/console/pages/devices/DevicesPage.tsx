'use client';
/**
 * 设备管理: the shops' devices by serial number and state, counted per state in the tabs above
 * the table, searched by serial, goods or configuration (an admin also by shop); a link from an
 * order names a serial (`?keyword=` or `?serialNo=`). Added one by one or imported from Excel,
 * their state changed by hand where the rules allow (在库 ⇄ 维修中, → 报废), each device's history
 * in a drawer, the filtered rows exported.
 */
import { useEffect, useState } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { GridColDef } from '@mui/x-data-grid';
import { MANUAL_DEVICE_TRANSITIONS, type StoreDeviceRow } from '@/contract/storeDevices';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { useStoreChoices } from '../../useStoreChoices';
import { useConsoleQuery, useConsoleStaff, usePermission } from '../../hooks';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, consoleDateTime, dateTimeColumn, dictColumn } from '../../table/columns';
import { TwoLines, WIDE_GRID } from '../shared/TwoLines';
import type { FilterField } from '../../table/FilterBar';
import { DeviceAddDialog } from './DeviceAddDialog';
import { DeviceHistoryDrawer } from './DeviceHistoryDrawer';
import { DeviceImportDialog } from './DeviceImportDialog';
import { DeviceStateDialog } from './DeviceStateDialog';
import { DeviceStateTabs } from './DeviceStateTabs';

export const DEVICES_RESOURCE = 'devices';

const exportFileName = () => `设备_${consoleDateTime(new Date()).slice(0, 10).replaceAll('-', '')}.xlsx`;

export default function DevicesPage() {
  const staff = useConsoleStaff();
  const admin = staff.role === 'admin';
  const can = usePermission();
  const { query, setQuery } = useConsoleQuery();
  const { options: shops } = useStoreChoices();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [changing, setChanging] = useState<StoreDeviceRow | null>(null);
  const [historyOf, setHistoryOf] = useState<StoreDeviceRow | null>(null);

  // An order's detail links a unit by its serial: it becomes the search.
  const linkedSerial = query.serialNo;
  useEffect(() => {
    if (linkedSerial) setQuery({ keyword: linkedSerial, serialNo: null, page: null });
  }, [linkedSerial, setQuery]);

  const filters: FilterField[] = [
    { name: 'keyword', label: '关键词', kind: 'text', placeholder: '序列号 / 商品 / 配置', width: 220 },
    ...(admin ? [{ name: 'storeId', label: '店铺', kind: 'select', options: shops, width: 200 } satisfies FilterField] : []),
  ];

  const changed = () => refreshTable(DEVICES_RESOURCE);

  const columns: GridColDef<StoreDeviceRow>[] = [
    {
      field: 'serialNo',
      headerName: '序列号',
      width: 146,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
          {row.serialNo}
        </Box>
      ),
    },
    {
      field: 'goodsName',
      headerName: '商品 / SKU 配置',
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <TwoLines
          first={row.goodsName}
          second={`SKU 编号 ${row.skuId} · ${row.skuName}`}
          title={`${row.goodsName}\n${[row.config.cpu, row.config.memory, row.config.storage, row.config.graphics, row.config.screen].filter(Boolean).join(' / ')}`}
        />
      ),
    },
    dictColumn<StoreDeviceRow>('state', '状态', 'device_state', { width: 76 }),
    {
      field: 'orderNo',
      headerName: '当前订单',
      width: 186,
      sortable: false,
      renderCell: ({ row }) =>
        row.orderNo ? (
          <Box component={NextLink} href={`/console/orders/detail?orderNo=${row.orderNo}`} prefetch={false} sx={{ color: 'primary.main', fontFamily: 'monospace', fontSize: 13 }}>
            {row.orderNo}
          </Box>
        ) : (
          '—'
        ),
    },
    { field: 'note', headerName: '备注', flex: 1, minWidth: 100, sortable: false, valueFormatter: (value: string) => value || '—' },
    ...(admin ? [{ field: 'storeName', headerName: '店铺', width: 130, sortable: false } satisfies GridColDef<StoreDeviceRow>] : []),
    dateTimeColumn<StoreDeviceRow>('createdAt', '入库时间', { width: 158 }),
    {
      field: 'actions',
      headerName: '操作',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Button size="small" onClick={() => setHistoryOf(row)} aria-label={`历史 ${row.serialNo}`}>
            历史
          </Button>
          {can('device:edit') && MANUAL_DEVICE_TRANSITIONS[row.state].length > 0 ? (
            <Button size="small" onClick={() => setChanging(row)} aria-label={`修改状态 ${row.serialNo}`}>
              修改状态
            </Button>
          ) : null}
        </CellContent>
      ),
    },
  ];

  return (
    <Box>
      <DeviceStateTabs />
      <ConsoleTable<StoreDeviceRow>
        label="设备列表"
        resource={DEVICES_RESOURCE}
        load={consoleDeviceApi.list}
        columns={columns}
        filters={filters}
        extraFilterKeys={['state', 'goodsId', 'skuId']}
        getRowId={(row) => row.deviceId}
        emptyText="暂无设备"
        gridProps={{ rowHeight: 56, ...WIDE_GRID }}
        actions={
          <>
            <Permitted perm="device:add">
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                新增设备
              </Button>
            </Permitted>
            <Permitted perm="device:import">
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
                导入
              </Button>
            </Permitted>
          </>
        }
        exportTo={{ endpoint: consoleDeviceApi.export, fileName: exportFileName, perm: 'device:export' }}
      />
      {adding ? (
        <DeviceAddDialog
          storeId={admin ? query.storeId : undefined}
          onClose={() => setAdding(false)}
          onAdded={async () => {
            setAdding(false);
            await changed();
          }}
        />
      ) : null}
      {importing ? (
        <DeviceImportDialog
          shops={admin ? shops : null}
          onClose={() => setImporting(false)}
          onImported={async () => {
            setImporting(false);
            await changed();
          }}
        />
      ) : null}
      {changing ? (
        <DeviceStateDialog
          device={changing}
          onClose={() => setChanging(null)}
          onChanged={async () => {
            setChanging(null);
            await changed();
          }}
        />
      ) : null}
      <DeviceHistoryDrawer device={historyOf} onClose={() => setHistoryOf(null)} />
    </Box>
  );
}
