'use client';
/** 物流与设备: how the order left the shop and each unit by its serial, linked to the device's page. */
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ConsoleDevice, ConsoleOrderDetail } from '@/contract/consoleOrders';
import { DetailSection, Facts } from './DetailSection';
import { DetailTable, type DetailColumn } from './DetailTable';

const RELEASE_NAMES: Record<NonNullable<ConsoleDevice['releaseReason']>, string> = { returned: '已归还', bought_out: '已买断' };

const COLUMNS: ReadonlyArray<DetailColumn<ConsoleDevice>> = [
  {
    label: '序列号',
    cell: (device) => (
      <Link
        component={NextLink}
        href={`/console/devices?serialNo=${encodeURIComponent(device.serialNo)}`}
        prefetch={false}
        underline="hover"
        sx={{ fontFamily: 'monospace' }}
        aria-label={`设备 ${device.serialNo} 的记录`}
      >
        {device.serialNo}
      </Link>
    ),
  },
  { label: '商品', cell: (device) => device.goodsName },
  { label: '配置', cell: (device) => device.skuName },
  { label: '发出时间', cell: (device) => device.shippedAt },
  { label: '状态', cell: (device) => (device.releaseReason ? `${RELEASE_NAMES[device.releaseReason]}（${device.releasedAt ?? ''}）` : '租用中') },
];

export function ShipmentSection({ order }: { order: ConsoleOrderDetail }) {
  const { shipment } = order;
  return (
    <DetailSection title="物流与设备">
      {shipment ? (
        <Box sx={{ mb: 1.5 }}>
          <Facts
            columns={4}
            items={[
              ['快递公司', shipment.carrier],
              [
                '运单号',
                <Box key="waybill" component="span" sx={{ fontFamily: 'monospace' }}>
                  {shipment.waybillNo}
                </Box>,
              ],
              ['发货时间', shipment.shippedAt],
              ['发货人', shipment.shippedBy],
            ]}
          />
        </Box>
      ) : null}
      <DetailTable label="设备" rows={order.devices} columns={COLUMNS} rowKey={(device) => `${device.serialNo}-${device.shippedAt}`} empty="尚未发货" />
    </DetailSection>
  );
}
