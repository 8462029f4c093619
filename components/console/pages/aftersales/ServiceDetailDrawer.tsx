'use client';
/**
 * One service request in the back office: the customer and contact, what was asked, the photos
 * (`/prod-api/api/sys/file/<key>`), the timeline and the thread; a reply box while it is open, and
 * the changes its status allows (service:handle): 受理 (待受理), 完成 (处理中), 驳回/关闭 with the
 * reason (either), 换机 (a replacement or repair in hand).
 */
import { useState, type FormEvent } from 'react';
import Image from 'next/image';
import NextLink from 'next/link';
import useSWR from 'swr';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SERVICE_MESSAGE_MAX, SERVICE_MESSAGES, SERVICE_REMARK_MAX, SERVICE_STATUS, serviceMessage, type SysServiceRequestDetail } from '@/contract/serviceRequests';
import { CONSOLE_KEYS, refreshTable } from '@/lib/api/browser/console/keys';
import { consoleServiceApi } from '@/lib/api/browser/console/service';
import { notifier } from '@/lib/http/notifier';
import { firstMessage } from '@/lib/validation/form';
import { DictTag } from '../../dict/DictTag';
import { Permitted } from '../../Permitted';
import { Facts } from '../shared/Facts';
import { ReasonDialog } from '../../form/ReasonDialog';
import { DrawerSection, SideDrawer } from '../shared/SideDrawer';
import { ServiceReplaceDialog } from './ServiceReplaceDialog';
import { serviceActorLabel, serviceEventLabel } from './serviceLabels';

const RESOURCE = 'service';
const textBlock = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** What the customer reads with a decision, as the product server takes it. */
const remark = z.string().trim().max(SERVICE_REMARK_MAX, SERVICE_MESSAGES.remarkLong);
const requiredRemark = (label: string) => remark.min(1, `请填写${label}`);

type Deciding = 'accept' | 'complete' | 'reject' | 'replace' | null;

const DECISIONS = {
  accept: {
    title: '受理申请',
    label: '受理说明',
    placeholder: '如：已安排工程师，将在 2 小时内电话联系您',
    required: false,
    confirmText: '受理',
    danger: false,
    status: SERVICE_STATUS.processing,
    done: '已受理',
  },
  complete: {
    title: '完成申请',
    label: '处理结果',
    placeholder: '如：已更换键盘，设备检测正常',
    required: false,
    confirmText: '完成',
    danger: false,
    status: SERVICE_STATUS.completed,
    done: '申请已完成',
  },
  reject: {
    title: '驳回并关闭申请',
    label: '驳回原因',
    placeholder: '客户可见，如：经检测为人为损坏，不在保修范围内',
    required: true,
    confirmText: '驳回',
    danger: true,
    status: SERVICE_STATUS.rejected,
    done: '申请已驳回',
  },
} as const;

function Photos({ request }: { request: SysServiceRequestDetail }) {
  if (request.photos.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        客户未上传照片
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {request.photos.map((photo, index) => (
        <a key={photo.key} href={photo.url} target="_blank" rel="noopener" aria-label={`查看照片 ${index + 1} 原图`}>
          {/* Unoptimized: a private picture behind the console's session door, which Next's optimizer cannot fetch. */}
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
  );
}

function Timeline({ request }: { request: SysServiceRequestDetail }) {
  return (
    <Box component="ol" aria-label="处理进度" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: '2px solid #dfe3ea', ml: 1 }}>
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
              top: 4,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: index === request.timeline.length - 1 ? 'primary.main' : '#c3cad6',
            },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {serviceEventLabel(event)}
            </Typography>
            <DictTag dictType="service_status" value={event.toStatus} />
            <Typography variant="caption" color="text.secondary">
              {serviceActorLabel(event.actor, event.actorName)} · {event.at}
            </Typography>
          </Box>
          {event.remark ? (
            <Typography variant="body2" color="text.secondary" sx={textBlock}>
              {event.toStatus === SERVICE_STATUS.rejected ? '驳回原因：' : '说明：'}
              {event.remark}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

function Thread({ request }: { request: SysServiceRequestDetail }) {
  if (request.thread.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        暂无沟通记录
      </Typography>
    );
  return (
    <Stack component="ol" aria-label="沟通记录" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {request.thread.map((message) => {
        const customer = message.author === 'customer';
        return (
          <Paper
            component="li"
            key={message.id}
            variant="outlined"
            sx={{ p: 1.25, maxWidth: '85%', alignSelf: customer ? 'flex-start' : 'flex-end', bgcolor: customer ? '#fff' : '#eef4ff' }}
          >
            <Typography variant="caption" color="text.secondary">
              {serviceActorLabel(message.author, message.authorName)} · {message.at}
            </Typography>
            <Typography variant="body2" sx={textBlock}>
              {message.content}
            </Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}

function ReplyBox({ serviceNo, onSent }: { serviceNo: string; onSent: () => Promise<unknown> }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = serviceMessage.safeParse(content);
    if (!parsed.success) {
      setError(firstMessage(parsed.error) ?? '请输入留言内容');
      return;
    }
    setError(null);
    setSending(true);
    try {
      await consoleServiceApi.reply(serviceNo, parsed.data);
      setContent('');
      notifier().success('回复已发送');
      await onSent();
    } catch {
      // Shown by the transport; the reply stays in the box.
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={send} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label="回复客户"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        multiline
        minRows={3}
        placeholder="客户会在“退换/维修”页面和消息中看到回复"
        error={Boolean(error)}
        helperText={error ?? `不超过 ${SERVICE_MESSAGE_MAX} 个字`}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: SERVICE_MESSAGE_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={sending}>
          发送回复
        </Button>
      </Box>
    </Box>
  );
}

export function ServiceDetailDrawer({ serviceNo, onClose }: { serviceNo: string | null; onClose: () => void }) {
  const key = serviceNo ? CONSOLE_KEYS.table(RESOURCE, { detail: serviceNo }) : null;
  const { data: request, isLoading } = useSWR(key, () => (serviceNo ? consoleServiceApi.detail(serviceNo) : null));
  const [deciding, setDeciding] = useState<Deciding>(null);
  const changed = () => refreshTable(RESOURCE);

  const shown = request && request.serviceNo === serviceNo ? request : null;
  const open = shown !== null && (shown.status === SERVICE_STATUS.pending || shown.status === SERVICE_STATUS.processing);
  const canReplace = shown !== null && shown.status === SERVICE_STATUS.processing && shown.kind !== 'return';

  const actions =
    shown && open ? (
      <Permitted perm="service:handle">
        {shown.status === SERVICE_STATUS.pending ? (
          <Button variant="contained" onClick={() => setDeciding('accept')}>
            受理
          </Button>
        ) : null}
        {canReplace ? (
          <Button variant="outlined" onClick={() => setDeciding('replace')}>
            换机
          </Button>
        ) : null}
        {shown.status === SERVICE_STATUS.processing ? (
          <Button variant="contained" color="success" onClick={() => setDeciding('complete')}>
            完成
          </Button>
        ) : null}
        <Button variant="outlined" color="error" onClick={() => setDeciding('reject')}>
          驳回/关闭
        </Button>
      </Permitted>
    ) : undefined;

  const decision = deciding && deciding !== 'replace' ? DECISIONS[deciding] : null;

  return (
    <SideDrawer open={serviceNo !== null} title={serviceNo ? `服务申请 · ${serviceNo}` : '服务申请'} onClose={onClose} loading={isLoading} width={680} actions={actions}>
      {shown ? (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <DictTag dictType="service_kind" value={shown.kind} />
            <DictTag dictType="service_status" value={shown.status} />
            <Typography variant="body2" color="text.secondary">
              {shown.storeName}
            </Typography>
          </Box>
          <Facts
            label="申请信息"
            facts={[
              [
                '订单编号',
                <Box
                  key="order"
                  component={NextLink}
                  href={`/console/orders/detail?orderNo=${shown.orderNo}`}
                  prefetch={false}
                  sx={{ color: 'primary.main', fontFamily: 'monospace' }}
                >
                  {shown.orderNo}
                </Box>,
              ],
              ['商品', shown.goodsName],
              ['设备序列号', shown.serialNo ?? '整个订单'],
              ['申请原因', shown.reasonName],
              ['客户', shown.customerName],
              ['联系人', `${shown.contact.name} ${shown.contact.phone}`],
              ['申请时间', shown.createdAt],
              ['问题描述', shown.description],
            ]}
          />
          <DrawerSection title="故障照片">
            <Photos request={shown} />
          </DrawerSection>
          <DrawerSection title="处理进度">
            <Timeline request={shown} />
          </DrawerSection>
          <DrawerSection title="沟通记录">
            <Thread request={shown} />
          </DrawerSection>
          {open ? (
            <Permitted perm="service:handle">
              <ReplyBox serviceNo={shown.serviceNo} onSent={changed} />
            </Permitted>
          ) : null}
        </>
      ) : null}
      {shown && decision ? (
        <ReasonDialog
          title={decision.title}
          intro={`${shown.kindName}申请 ${shown.serviceNo}（订单 ${shown.orderNo}），客户会收到消息通知。`}
          label={decision.label}
          placeholder={decision.placeholder}
          schema={decision.required ? requiredRemark(decision.label) : remark}
          max={SERVICE_REMARK_MAX}
          submitText={decision.confirmText}
          danger={decision.danger}
          onClose={() => setDeciding(null)}
          submit={(text) => consoleServiceApi.setStatus({ serviceNo: shown.serviceNo, status: decision.status, ...(text ? { remark: text } : {}) })}
          onDone={async () => {
            notifier().success(decision.done);
            setDeciding(null);
            await changed();
          }}
        />
      ) : null}
      {shown && deciding === 'replace' ? (
        <ServiceReplaceDialog
          request={shown}
          onClose={() => setDeciding(null)}
          onReplaced={async () => {
            setDeciding(null);
            await changed();
          }}
        />
      ) : null}
    </SideDrawer>
  );
}
