'use client';
/**
 * Asking after-sales for a return, replacement or repair: the order (those a request can be made
 * for now, as the server lists them), the kind it allows, a reason from the kind's fixed list, the
 * device's serial number if it is about one device, a description and up to six photos. Fields are
 * checked with the schema the product server uses; one attempt key is kept across retries, so a
 * double click or a retried request makes one request. `?orderNo=&serialNo=` prefill it.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { PhotoUploader } from '@/components/upload/PhotoUploader';
import type { UploadedFile } from '@/contract/files';
import {
  SERVICE_DESCRIPTION_MAX,
  SERVICE_KIND_NAMES,
  SERVICE_KINDS,
  SERVICE_PHOTOS_MAX,
  SERVICE_REASONS,
  serviceRequestBody,
  type ServiceableOrder,
  type ServiceKind,
  type ServiceReason,
  type ServiceRequestDetail,
} from '@/contract/serviceRequests';
import { newIdempotencyKey } from '@/lib/api/browser/idempotency';
import { serviceRequestApi } from '@/lib/api/browser/service-requests';
import { useRevalidateAfter, useServiceableOrders } from '@/lib/api/browser/swr';
import { schemaErrors } from '@/lib/validation/form';

export type ServicePrefill = { orderNo?: string; serialNo?: string };

/** The form's fields, in the order they are shown (the first bad one gets the focus). */
const FIELDS = ['orderNo', 'kind', 'reason', 'serialNo', 'description', 'photoKeys'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** What each kind means for the customer, as the help pages 退换与运费 and 售后联系 promise it. */
const KIND_NOTES: Record<ServiceKind, string> = {
  return: '质量问题退租：售后确认后会告知寄回方式，往返运费由平台承担，请勿自行寄出。到期归还或提前归还请在“我的订单”中办理。',
  replacement: '签收时破损、与订单不符或非人为故障可申请换新，往返运费由平台承担。',
  repair: '非人为故障免费维修，寄修的往返运费由平台承担；维修超过 3 个工作日的，提供同等配置的备用机或按天减免租金。人为损坏的，先出具检测报告和维修报价，经您确认后再维修。',
};

function firstKindOf(order: ServiceableOrder | undefined): ServiceKind {
  if (!order) return 'repair';
  return order.kinds.includes('repair') ? 'repair' : (order.kinds[0] ?? 'repair');
}

export function ServiceRequestForm({ prefill, onCreated, onClose }: { prefill: ServicePrefill; onCreated: (request: ServiceRequestDetail) => void; onClose: () => void }) {
  const idPrefix = useId();
  const idOf = (field: Field) => `${idPrefix}-${field}`;
  const orders = useServiceableOrders(true);
  const revalidateAfter = useRevalidateAfter();
  const [chosenOrderNo, setChosenOrderNo] = useState<string | null>(null);
  const [chosenKind, setChosenKind] = useState<ServiceKind | null>(null);
  const [reason, setReason] = useState('');
  const [serialNo, setSerialNo] = useState(prefill.serialNo ?? '');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // One attempt, one key: kept across retries, so a request that went through is answered, not repeated.
  const attemptKey = useRef<string | null>(null);

  const list = useMemo(() => orders.data ?? [], [orders.data]);
  const prefilledOrder = prefill.orderNo ? list.find((order) => order.orderNo === prefill.orderNo) : undefined;
  // Until the customer picks, the order named in the address (or the only one) is the choice.
  const orderNo = chosenOrderNo ?? prefilledOrder?.orderNo ?? (list.length === 1 ? (list[0]?.orderNo ?? '') : '');
  const order = list.find((candidate) => candidate.orderNo === orderNo);
  const kind = chosenKind && (!order || order.kinds.includes(chosenKind)) ? chosenKind : firstKindOf(order);
  const reasons: readonly ServiceReason[] = SERVICE_REASONS[kind];

  const bodyOf = (key: string) => ({ orderNo, kind, serialNo, reason, description, photoKeys: photos.map((photo) => photo.key), idempotencyKey: key });

  const problemsOf = (): Errors => {
    const found: Errors = schemaErrors(serviceRequestBody.safeParse(bodyOf('placeholder-key')).error, FIELDS);
    // The order is picked, not typed: the schema's words about its number would not help.
    if (found.orderNo) found.orderNo = '请选择订单';
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = problemsOf();
    setErrors(found);
    const firstBad = FIELDS.find((field) => found[field]);
    if (firstBad) {
      document.getElementById(idOf(firstBad))?.focus();
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const created = await serviceRequestApi.create(serviceRequestBody.parse(bodyOf(attemptKey.current)));
      attemptKey.current = null;
      await revalidateAfter('serviceRequestChanged');
      onCreated(created);
    } catch {
      // The HTTP client has shown the refusal; what was typed stays and a retry keeps the key.
    } finally {
      setSubmitting(false);
    }
  };

  if (orders.error) return <Alert severity="error">可申请售后的订单加载失败，请刷新页面重试</Alert>;
  if (!orders.data) return <Skeleton variant="rounded" height={280} aria-label="加载中" />;
  if (list.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} href="/myOrderList">
            查看我的订单
          </Button>
        }
      >
        暂无可申请售后的订单：设备发出后（待收货、租赁中）即可在这里申请退租、换机或维修。
      </Alert>
    );
  }

  const clearError = (field: Field) => setErrors((shown) => (shown[field] ? { ...shown, [field]: undefined } : shown));

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} aria-label="申请售后">
      <Stack spacing={2.5}>
        {prefill.orderNo && !prefilledOrder ? <Alert severity="warning">订单 {prefill.orderNo} 当前不能申请售后，请选择其他订单。</Alert> : null}
        <TextField
          select
          id={idOf('orderNo')}
          label="订单"
          value={orderNo}
          onChange={(event) => {
            setChosenOrderNo(event.target.value);
            clearError('orderNo');
          }}
          error={Boolean(errors.orderNo)}
          helperText={errors.orderNo ?? (order ? `${order.storeName} · 订单状态：${order.statusName}` : '选择需要售后的订单')}
        >
          {list.map((candidate) => (
            <MenuItem key={candidate.orderNo} value={candidate.orderNo}>
              {candidate.orderNo} · {candidate.goodsName}（{candidate.statusName}）
            </MenuItem>
          ))}
        </TextField>

        <FormControl error={Boolean(errors.kind)}>
          <FormLabel id={`${idPrefix}-kind-label`}>服务类型</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${idPrefix}-kind-label`}
            value={kind}
            onChange={(event) => {
              setChosenKind(event.target.value as ServiceKind);
              setReason('');
              clearError('kind');
            }}
          >
            {SERVICE_KINDS.map((candidate) => (
              <FormControlLabel
                key={candidate}
                value={candidate}
                control={<Radio id={candidate === kind ? idOf('kind') : undefined} />}
                label={SERVICE_KIND_NAMES[candidate]}
                disabled={Boolean(order && !order.kinds.includes(candidate))}
              />
            ))}
          </RadioGroup>
          <FormHelperText>{errors.kind ?? KIND_NOTES[kind]}</FormHelperText>
        </FormControl>

        <TextField
          select
          id={idOf('reason')}
          label="申请原因"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            clearError('reason');
          }}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
        >
          {reasons.map((candidate) => (
            <MenuItem key={candidate.value} value={candidate.value}>
              {candidate.label}
            </MenuItem>
          ))}
        </TextField>

        <TextField
          id={idOf('serialNo')}
          label="设备序列号（选填）"
          value={serialNo}
          onChange={(event) => {
            setSerialNo(event.target.value);
            clearError('serialNo');
          }}
          error={Boolean(errors.serialNo)}
          helperText={errors.serialNo ?? '机身底部标签上的 S/N 码，也可在“我的设备”中查看；不填表示整个订单'}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        />

        <TextField
          id={idOf('description')}
          label="问题描述"
          multiline
          minRows={4}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            clearError('description');
          }}
          error={Boolean(errors.description)}
          helperText={errors.description ?? `请描述故障现象和出现前的操作（${description.trim().length}/${SERVICE_DESCRIPTION_MAX}）`}
          slotProps={{ htmlInput: { maxLength: SERVICE_DESCRIPTION_MAX + 20 } }}
        />

        <Box id={idOf('photoKeys')} tabIndex={-1}>
          <Typography variant="body2" sx={{ mb: 1 }} color={errors.photoKeys ? 'error' : 'text.secondary'}>
            {errors.photoKeys ?? '故障照片（选填）：拍下故障部位和机身序列号标签，便于工程师判断'}
          </Typography>
          <PhotoUploader purpose="service" label="照片" max={SERVICE_PHOTOS_MAX} value={photos} onChange={setPhotos} disabled={submitting} />
        </Box>

        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? '提交中…' : '提交申请'}
          </Button>
          <Button onClick={onClose} disabled={submitting}>
            取消
          </Button>
          <Typography variant="body2" color="text.secondary">
            费用和寄回方式见 <Link href="/returnAndFreight">退换与运费</Link>，联系渠道见 <Link href="/contactAfterSales">售后联系</Link>
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
