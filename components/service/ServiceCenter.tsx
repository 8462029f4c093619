'use client';
/**
 * /returnAndReplaceAndRepair: the customer's after-sales requests by status, paged, newest first,
 * each opening its details (timeline, replies, photos) in a dialog; 申请售后 opens the form, which
 * /myOrderList and /myEquipment open prefilled with `?orderNo=&serialNo=`.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { Link } from '@/components/ui/Link';
import { SERVICE_STATUS, SERVICE_STATUS_NAMES, type ServiceRequestSummary, type ServiceStatus } from '@/contract/serviceRequests';
import { useServiceRequests } from '@/lib/api/browser/swr';
import { STATUS_COLOR } from './labels';
import { ServiceRequestDetail } from './ServiceRequestDetail';
import { ServiceRequestForm, type ServicePrefill } from './ServiceRequestForm';

const PAGE_SIZE = 10;

const FILTERS: ReadonlyArray<{ label: string; status?: ServiceStatus }> = [
  { label: '全部' },
  ...([SERVICE_STATUS.pending, SERVICE_STATUS.processing, SERVICE_STATUS.completed, SERVICE_STATUS.rejected, SERVICE_STATUS.cancelled] as const).map((status) => ({
    label: SERVICE_STATUS_NAMES[status],
    status,
  })),
];

function RequestCard({ request, onOpen }: { request: ServiceRequestSummary; onOpen: () => void }) {
  return (
    <Paper component="li" variant="outlined" aria-label={`${request.kindName}申请 ${request.serviceNo}`}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ px: 2, py: 1, bgcolor: '#f7f8fa', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{request.createdAt}</Typography>
        <Typography variant="body2">申请单号：{request.serviceNo}</Typography>
        <Typography variant="body2">订单：{request.orderNo}</Typography>
        <Chip sx={{ ml: 'auto' }} color={STATUS_COLOR[request.status]} label={request.statusName} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: 2, py: 1.5, alignItems: { sm: 'center' } }}>
        <Chip label={request.kindName} color="primary" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{request.reasonName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {request.goodsName}
            {request.serialNo ? ` · 序列号 ${request.serialNo}` : ''}
            {request.photoCount > 0 ? ` · ${request.photoCount} 张照片` : ''}
          </Typography>
        </Box>
        {request.replyCount > 0 ? <Chip size="small" color="success" variant="outlined" label={`售后已回复 ${request.replyCount} 条`} /> : null}
        <Button variant="outlined" onClick={onOpen} aria-label={`查看申请 ${request.serviceNo} 的详情`}>
          查看详情
        </Button>
      </Stack>
    </Paper>
  );
}

export function ServiceCenter({ prefill }: { prefill: ServicePrefill }) {
  const [formOpen, setFormOpen] = useState(Boolean(prefill.orderNo));
  const [filter, setFilter] = useState(0);
  const [page, setPage] = useState(1);
  const [openServiceNo, setOpenServiceNo] = useState<string | null>(null);
  const status = FILTERS[filter]?.status;
  const { data, error, isLoading } = useServiceRequests({ page, limit: PAGE_SIZE, ...(status === undefined ? {} : { status }) });

  return (
    <Stack spacing={2}>
      <Alert severity="info" variant="outlined">
        设备故障、签收时破损或与订单不符，可在这里申请退租、换机或维修，售后工程师会在服务时间内尽快与您联系。到期归还或提前归还请在
        <Link href="/myOrderList">我的订单</Link>中办理；费用说明见<Link href="/returnAndFreight">退换与运费</Link>。
      </Alert>

      {formOpen ? (
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="service-form-title">
          <Typography id="service-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            申请售后
          </Typography>
          <ServiceRequestForm
            prefill={prefill}
            onClose={() => setFormOpen(false)}
            onCreated={(request) => {
              // The address's prefill is spent: a reload shows the list, not the form again.
              if (window.location.search) window.history.replaceState(null, '', window.location.pathname);
              setFormOpen(false);
              setFilter(0);
              setPage(1);
              setOpenServiceNo(request.serviceNo);
            }}
          />
        </Paper>
      ) : (
        <Box>
          <Button variant="contained" onClick={() => setFormOpen(true)}>
            申请售后
          </Button>
        </Box>
      )}

      <Tabs
        value={filter}
        onChange={(_, next: number) => {
          setFilter(next);
          setPage(1);
        }}
        variant="scrollable"
        aria-label="申请状态"
      >
        {FILTERS.map((item) => (
          <Tab key={item.label} label={item.label} />
        ))}
      </Tabs>
      {error ? <Alert severity="error">售后申请加载失败，请刷新页面重试</Alert> : null}
      {isLoading || (!data && !error) ? (
        <Skeleton variant="rounded" height={160} aria-label="加载中" />
      ) : !data ? null : data.rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>
            {status === undefined ? '还没有售后申请。设备出现故障或需要换机时，点击“申请售后”提交。' : `没有${SERVICE_STATUS_NAMES[status]}的申请。`}
          </Typography>
          {formOpen ? null : (
            <Button variant="contained" onClick={() => setFormOpen(true)}>
              申请售后
            </Button>
          )}
        </Paper>
      ) : (
        <Box component="ul" aria-label="售后申请列表" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {data.rows.map((request) => (
            <RequestCard key={request.serviceNo} request={request} onOpen={() => setOpenServiceNo(request.serviceNo)} />
          ))}
        </Box>
      )}
      {data && data.total > PAGE_SIZE ? (
        <Pagination count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} />
      ) : null}

      <Dialog open={openServiceNo !== null} onClose={() => setOpenServiceNo(null)} fullWidth maxWidth="md" aria-labelledby="service-detail-title" scroll="paper">
        <DialogTitle id="service-detail-title" sx={{ pr: 6 }}>
          售后申请详情
          <IconButton aria-label="关闭" onClick={() => setOpenServiceNo(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseRounded />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>{openServiceNo ? <ServiceRequestDetail serviceNo={openServiceNo} /> : null}</DialogContent>
      </Dialog>
    </Stack>
  );
}
