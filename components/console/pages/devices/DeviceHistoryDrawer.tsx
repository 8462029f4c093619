'use client';
/**
 * 设备历史: a device's every state change (who, why, which order, the note) and each rental it
 * went out with (the customer masked, from and until, how it ended), newest first.
 */
import NextLink from 'next/link';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DeviceEventView, StoreDeviceRow } from '@/contract/storeDevices';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { DictTag } from '../../dict/DictTag';
import { Facts } from '../shared/Facts';
import { DrawerSection, SideDrawer } from '../shared/SideDrawer';

const ACTOR_SIDE: Record<DeviceEventView['actor']['kind'], string> = { sys: '', system: '', customer: '（客户）' };

function OrderLink({ orderNo }: { orderNo: string | null }) {
  if (!orderNo) return <>—</>;
  return (
    <Box component={NextLink} href={`/console/orders/detail?orderNo=${orderNo}`} prefetch={false} sx={{ color: 'primary.main', fontFamily: 'monospace', fontSize: 12 }}>
      {orderNo}
    </Box>
  );
}

export function DeviceHistoryDrawer({ device, onClose }: { device: StoreDeviceRow | null; onClose: () => void }) {
  const { data: history, isLoading } = useSWR(device ? CONSOLE_KEYS.table('devices', { history: device.deviceId }) : null, () =>
    device ? consoleDeviceApi.history(device.deviceId) : null,
  );
  const shown = history?.device ?? device;

  return (
    <SideDrawer open={device !== null} title={device ? `设备历史 · ${device.serialNo}` : '设备历史'} onClose={onClose} loading={isLoading} width={880}>
      {shown ? (
        <Facts
          label="设备信息"
          facts={[
            ['序列号', shown.serialNo],
            ['商品', shown.goodsName],
            ['配置', `${shown.skuName}（SKU 编号 ${shown.skuId}）`],
            ['状态', <DictTag key="state" dictType="device_state" value={shown.state} />],
            ['当前订单', <OrderLink key="order" orderNo={shown.orderNo} />],
            ['店铺', shown.storeName],
            ['出租次数', shown.rentalCount],
            ['入库时间', shown.createdAt],
            ['更新时间', shown.updatedAt],
            ['备注', shown.note],
          ]}
        />
      ) : null}
      <DrawerSection title="状态记录">
        {history && history.events.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            暂无记录
          </Typography>
        ) : null}
        {history && history.events.length > 0 ? (
          <Table size="small" aria-label="状态记录">
            <TableHead>
              <TableRow>
                <TableCell>时间</TableCell>
                <TableCell>状态变化</TableCell>
                <TableCell>原因</TableCell>
                <TableCell>操作人</TableCell>
                <TableCell>订单</TableCell>
                <TableCell>备注</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.events.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.at}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.fromStateName ? `${event.fromStateName} → ${event.toStateName}` : `入库：${event.toStateName}`}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.reasonName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {event.actor.name}
                    {ACTOR_SIDE[event.actor.kind]}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <OrderLink orderNo={event.orderNo} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{event.note || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DrawerSection>
      <DrawerSection title="出租记录">
        {history && history.rentals.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            该设备尚未出租
          </Typography>
        ) : null}
        {history && history.rentals.length > 0 ? (
          <Table size="small" aria-label="出租记录">
            <TableHead>
              <TableRow>
                <TableCell>订单</TableCell>
                <TableCell>客户</TableCell>
                <TableCell>租期</TableCell>
                <TableCell>租出时间</TableCell>
                <TableCell>结束</TableCell>
                <TableCell>订单状态</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.rentals.map((rental) => (
                <TableRow key={`${rental.orderNo}-${rental.from}`}>
                  <TableCell>
                    <OrderLink orderNo={rental.orderNo} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{rental.customerName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{rental.termMonths} 个月</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{rental.from}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{rental.until ? `${rental.until}（${rental.endReasonName ?? ''}）` : '在租中'}</TableCell>
                  <TableCell>
                    <DictTag dictType="rental_order_status" value={rental.orderStatus} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DrawerSection>
    </SideDrawer>
  );
}
