'use client';
/**
 * /myEquipment: every device the customer's orders shipped, one row per unit — what it is (goods,
 * configuration), its serial number, its order, rent start, term, expected return date and the
 * days left — filtered by in use / being returned / ended (with counts) and searchable by serial,
 * order number or goods name. From a device in use: return it (its order's return dialog), or ask
 * for a replacement or a repair (/returnAndReplaceAndRepair, naming the order and the serial).
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ReturnDialog } from '@/components/orders/ReturnDialog';
import { Link } from '@/components/ui/Link';
import { useDeviceCounts, useDevices } from '@/lib/api/browser/swr';
import { DEVICE_FILTER_NAMES, DEVICE_FILTERS, type DeviceFilter, type DeviceView } from '@/contract/devices';

const PAGE_SIZE = 20;

function configOf(device: DeviceView): string {
  return [device.config.cpu, device.config.memory, device.config.storage, device.config.graphics, device.config.screen].filter((part) => part && part !== '—').join(' / ');
}

function DaysLeft({ device }: { device: DeviceView }) {
  if (device.daysLeft === null) return <>{device.state === 'shipped' ? '签收后起租' : '—'}</>;
  if (device.daysLeft < 0)
    return (
      <Typography component="span" color="error">
        已超期 {-device.daysLeft} 天
      </Typography>
    );
  if (device.daysLeft === 0)
    return (
      <Typography component="span" color="warning.dark">
        今天到期
      </Typography>
    );
  return (
    <Typography component="span" color={device.daysLeft <= 15 ? 'warning.dark' : undefined}>
      {device.daysLeft} 天
    </Typography>
  );
}

const STATE_COLOR = { shipped: 'info', inUse: 'primary', returning: 'warning', returned: 'default', boughtOut: 'success' } as const;

export function DeviceList() {
  const [filter, setFilter] = useState<DeviceFilter>('inUse');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [text, setText] = useState('');
  const [returning, setReturning] = useState<string | null>(null);
  const { data, error, isLoading } = useDevices({ page, limit: PAGE_SIZE, filter, ...(keyword ? { keyword } : {}) });
  const { data: counts } = useDeviceCounts(keyword);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(text.trim());
    setPage(1);
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" role="search" aria-label="搜索设备" direction="row" spacing={1} onSubmit={search} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="序列号、订单号或商品名称"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          sx={{ width: 280 }}
        />
        <Button type="submit" variant="contained">
          搜索
        </Button>
        {keyword ? (
          <Button
            onClick={() => {
              setText('');
              setKeyword('');
              setPage(1);
            }}
          >
            清除
          </Button>
        ) : null}
      </Stack>
      <Tabs
        value={filter}
        onChange={(_, next: DeviceFilter) => {
          setFilter(next);
          setPage(1);
        }}
        aria-label="设备状态"
      >
        {DEVICE_FILTERS.map((value) => (
          <Tab key={value} value={value} label={counts ? `${DEVICE_FILTER_NAMES[value]} ${counts[value]}` : DEVICE_FILTER_NAMES[value]} />
        ))}
      </Tabs>
      {error ? <Alert severity="error">设备加载失败，请刷新页面重试</Alert> : null}
      {error ? null : isLoading || !data ? (
        <Skeleton variant="rounded" height={240} aria-label="加载中" />
      ) : data.rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
          {keyword ? (
            <Typography sx={{ mb: 2 }}>没有找到与「{keyword}」相关的设备，请核对序列号或订单号</Typography>
          ) : filter === 'inUse' ? (
            <>
              <Typography sx={{ mb: 2 }}>暂无使用中的设备。订单发货后，设备和序列号会显示在这里</Typography>
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
                <Button component={Link} href="/list" variant="contained">
                  去挑选电脑
                </Button>
                <Button component={Link} href="/myOrderList">
                  查看我的订单
                </Button>
              </Stack>
            </>
          ) : (
            <Typography>{filter === 'returning' ? '暂无归还中的设备。需要归还时，可在使用中的设备上申请归还' : '暂无已归还或已买断的设备'}</Typography>
          )}
        </Paper>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="设备列表">
            <TableHead>
              <TableRow>
                <TableCell>设备</TableCell>
                <TableCell>序列号 / 订单号</TableCell>
                <TableCell>起租日 至 预计归还日</TableCell>
                <TableCell>剩余天数</TableCell>
                <TableCell>状态</TableCell>
                <TableCell>操作</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((device) => (
                <TableRow key={device.deviceId} aria-label={`设备 ${device.serialNo}`}>
                  <TableCell sx={{ maxWidth: 240 }}>
                    <Typography variant="body2">{device.goodsName}</Typography>
                    <Typography variant="caption" color="text.secondary" title={configOf(device)}>
                      {device.skuName}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                      {device.serialNo}
                    </Typography>
                    <Typography variant="caption">
                      <Link href={`/submitOrder?orderNo=${device.orderNo}`}>{device.orderNo}</Link>
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2">{device.rentStartDate && device.rentEndDate ? `${device.rentStartDate} 至 ${device.rentEndDate}` : '—'}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      租期 {device.termMonths} 个月
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <DaysLeft device={device} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={STATE_COLOR[device.state]} label={device.stateName} />
                  </TableCell>
                  <TableCell>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      {device.canReturn ? (
                        <Button size="small" onClick={() => setReturning(device.orderNo)} aria-label={`归还设备 ${device.serialNo}`}>
                          申请归还
                        </Button>
                      ) : null}
                      {device.canService ? (
                        <Button
                          size="small"
                          component={Link}
                          href={`/returnAndReplaceAndRepair?orderNo=${device.orderNo}&serialNo=${device.serialNo}`}
                          aria-label={`设备 ${device.serialNo} 换机或维修`}
                        >
                          换机/维修
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > PAGE_SIZE ? (
        <Pagination count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} aria-label="设备分页" />
      ) : null}
      <ReturnDialog orderNo={returning ?? ''} open={returning !== null} onClose={() => setReturning(null)} />
    </Stack>
  );
}
