'use client';
/**
 * One service request as its customer follows it: what was asked (order, device, reason,
 * description, photos), the status timeline with who acted and when, the thread of the merchant's
 * replies and the customer's follow-ups, a follow-up box while the request is open, and 撤销
 * (after confirming) while nobody has taken it up.
 */
import { useId, useState, type FormEvent } from 'react';
import Image from 'next/image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { SERVICE_MESSAGE_MAX, SERVICE_STATUS, serviceMessage, type ServiceRequestDetail as Detail } from '@/contract/serviceRequests';
import { serviceRequestApi } from '@/lib/api/browser/service-requests';
import { useRevalidateAfter, useServiceRequest } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { firstMessage } from '@/lib/validation/form';
import { actorLabel, eventLabel, STATUS_COLOR, STATUS_GUIDANCE } from './labels';

const textBlock = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

const factGrid = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 2,
  rowGap: 1,
  m: 0,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, ...textBlock },
} as const;

function Facts({ request }: { request: Detail }) {
  return (
    <Box component="dl" sx={factGrid}>
      <dt>订单编号</dt>
      <dd>
        <Link href={`/submitOrder?orderNo=${request.orderNo}`}>{request.orderNo}</Link>
      </dd>
      <dt>商品</dt>
      <dd>
        {request.goodsName}（{request.storeName}）
      </dd>
      <dt>设备序列号</dt>
      <dd>{request.serialNo ?? '整个订单'}</dd>
      <dt>申请原因</dt>
      <dd>{request.reasonName}</dd>
      <dt>提交时间</dt>
      <dd>{request.createdAt}</dd>
      <dt>问题描述</dt>
      <dd>{request.description}</dd>
    </Box>
  );
}

function Photos({ request }: { request: Detail }) {
  if (request.photos.length === 0) return null;
  return (
    <Box component="section" aria-label="故障照片">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        故障照片
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {request.photos.map((photo, index) => (
          <a key={photo.key} href={photo.url} target="_blank" rel="noopener" aria-label={`查看照片 ${index + 1} 原图`}>
            {/* Unoptimized: a private image behind the session door, which Next's image optimizer cannot fetch. */}
            <Image
              src={photo.url}
              alt={`故障照片 ${index + 1}`}
              width={96}
              height={96}
              unoptimized
              style={{ objectFit: 'cover', display: 'block', borderRadius: 4, border: '1px solid #e0e3e8' }}
            />
          </a>
        ))}
      </Stack>
    </Box>
  );
}

function Timeline({ request }: { request: Detail }) {
  return (
    <Box component="section" aria-labelledby={`timeline-${request.serviceNo}`}>
      <Typography id={`timeline-${request.serviceNo}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        处理进度
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: '2px solid #dfe3ea', ml: 1 }}>
        {request.timeline.map((event, index) => (
          <Box
            component="li"
            key={`${event.at}-${index}`}
            sx={{
              position: 'relative',
              pl: 2.5,
              pb: 1.5,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -7,
                top: 6,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: index === request.timeline.length - 1 ? 'primary.main' : '#c3cad6',
              },
            }}
          >
            <Typography variant="body2">
              <strong>{eventLabel(event)}</strong>
              <Chip size="small" label={event.statusName} color={STATUS_COLOR[event.toStatus]} variant="outlined" sx={{ mx: 1 }} />
              <Typography component="span" variant="body2" color="text.secondary">
                {actorLabel(event.actor, event.actorName)} · {event.at}
              </Typography>
            </Typography>
            {event.remark ? (
              <Typography variant="body2" color="text.secondary" sx={textBlock}>
                {event.toStatus === SERVICE_STATUS.rejected ? '驳回原因：' : '说明：'}
                {event.remark}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Thread({ request }: { request: Detail }) {
  return (
    <Box component="section" aria-labelledby={`thread-${request.serviceNo}`}>
      <Typography id={`thread-${request.serviceNo}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        沟通记录
      </Typography>
      {request.thread.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          暂无回复。售后工程师会在服务时间内尽快联系您，有补充可在下方留言。
        </Typography>
      ) : (
        <Stack component="ol" aria-label="沟通记录" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {request.thread.map((message) => {
            const mine = message.author === 'customer';
            return (
              <Paper
                component="li"
                key={message.id}
                variant="outlined"
                aria-label={`${actorLabel(message.author, message.authorName)}的留言`}
                sx={{ p: 1.5, maxWidth: '85%', alignSelf: mine ? 'flex-end' : 'flex-start', bgcolor: mine ? '#eef4ff' : '#fff' }}
              >
                <Typography variant="caption" color="text.secondary">
                  {actorLabel(message.author, message.authorName)} · {message.at}
                </Typography>
                <Typography variant="body2" sx={textBlock}>
                  {message.content}
                </Typography>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

function FollowUp({ serviceNo }: { serviceNo: string }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const revalidateAfter = useRevalidateAfter();

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = serviceMessage.safeParse(content);
    if (!parsed.success) {
      setError(firstMessage(parsed.error) ?? '请输入留言内容');
      document.getElementById(id)?.focus();
      return;
    }
    setSending(true);
    try {
      await serviceRequestApi.followUp(serviceNo, parsed.data);
      setContent('');
      notifier().success('留言已发送');
      await revalidateAfter('serviceRequestChanged');
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void send(event)} aria-label="补充留言">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={id}
          label="补充留言"
          multiline
          minRows={2}
          fullWidth
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? `补充故障情况或方便联系的时间（${content.trim().length}/${SERVICE_MESSAGE_MAX}）`}
          slotProps={{ htmlInput: { maxLength: SERVICE_MESSAGE_MAX + 20 } }}
        />
        <Button type="submit" variant="outlined" disabled={sending} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          发送
        </Button>
      </Stack>
    </Box>
  );
}

export function ServiceRequestDetail({ serviceNo }: { serviceNo: string }) {
  const { data: request, error, isLoading } = useServiceRequest(serviceNo);
  const revalidateAfter = useRevalidateAfter();
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    const confirmed = await notifier().confirm({
      title: '撤销申请',
      message: `确定撤销售后申请 ${serviceNo} 吗？撤销后售后不再处理，如仍需服务请重新提交。`,
      confirmText: '撤销申请',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    setCancelling(true);
    try {
      await serviceRequestApi.cancel(serviceNo);
      notifier().success('申请已撤销');
    } catch {
      // Shown by the HTTP client (e.g. it was accepted meanwhile).
    } finally {
      setCancelling(false);
      await revalidateAfter('serviceRequestChanged');
    }
  };

  if (error) return <Alert severity="error">申请详情加载失败，请稍后重试</Alert>;
  if (isLoading || !request) return <Skeleton variant="rounded" height={360} aria-label="加载中" />;

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Chip label={request.kindName} color="primary" variant="outlined" />
        <Chip label={request.statusName} color={STATUS_COLOR[request.status]} />
        <Typography variant="body2" color="text.secondary">
          申请单号 {request.serviceNo}
        </Typography>
        {request.canCancel ? (
          <Button color="error" size="small" onClick={() => void cancel()} disabled={cancelling} sx={{ ml: 'auto' }}>
            撤销申请
          </Button>
        ) : null}
      </Stack>
      <Alert severity={request.status === SERVICE_STATUS.rejected ? 'warning' : 'info'} variant="outlined">
        {STATUS_GUIDANCE[request.status]}
      </Alert>
      <Facts request={request} />
      <Photos request={request} />
      <Timeline request={request} />
      <Thread request={request} />
      {request.canFollowUp ? <FollowUp serviceNo={request.serviceNo} /> : null}
    </Stack>
  );
}
