'use client';
/**
 * Where an order's parcels are (docs/product-rules.md#tracking), as the customer's order page and
 * the back office's order detail both show it: per parcel its carrier, waybill and state, then every
 * step newest first with its time and place. While it reads, a progress bar; when the tracking
 * service fails, the reason and 重试; a parcel the carrier has not collected yet, or a shop without
 * a tracking service, says so. Each page passes its own read.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Timeline } from '@/components/timeline/Timeline';
import { TRACKING_MESSAGES, type OrderTracking, type ParcelTrack } from '@/contract/parcelTracking';

type Props = {
  tracking: OrderTracking | undefined;
  failed: boolean;
  loading: boolean;
  /** Reads again (重试 after a failure, 刷新 otherwise). */
  onReload: () => void;
};

function Steps({ parcel }: { parcel: ParcelTrack }) {
  const items = parcel.steps.map((step, index) => ({
    key: `${step.at}-${index}`,
    title: step.description,
    time: step.at,
    meta: `${step.place} · ${step.stateName}`,
    active: index === 0,
  }));
  return <Timeline label={`${parcel.legName}轨迹`} items={items} variant="progress" activeColor={parcel.state === 'signed' ? 'success' : 'primary'} />;
}

function Parcel({ parcel, tracked }: { parcel: ParcelTrack; tracked: boolean }) {
  return (
    <Box component="section" aria-label={`${parcel.legName}：${parcel.carrier} ${parcel.waybillNo}`} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="subtitle2">
          {parcel.legName}
        </Typography>
        {tracked ? (
          <Chip size="small" color={parcel.state === 'signed' ? 'success' : 'primary'} variant={parcel.state === 'awaiting' ? 'outlined' : 'filled'} label={parcel.stateName} />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {parcel.carrier} · 运单号{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {parcel.waybillNo}
          </Box>
        </Typography>
      </Box>
      {!tracked ? (
        <Typography variant="body2" color="text.secondary">
          {TRACKING_MESSAGES.notTracked}
        </Typography>
      ) : parcel.steps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {TRACKING_MESSAGES.awaiting}
        </Typography>
      ) : (
        <Steps parcel={parcel} />
      )}
    </Box>
  );
}

export function ParcelTimeline({ tracking, failed, loading, onReload }: Props) {
  if (!tracking) {
    if (failed) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              重试
            </Button>
          }
        >
          {TRACKING_MESSAGES.unavailable}
        </Alert>
      );
    }
    return <LinearProgress aria-label="物流信息加载中" />;
  }
  if (tracking.parcels.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        暂无物流信息
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {failed ? <Alert severity="warning">{TRACKING_MESSAGES.unavailable}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: tracking.parcels.length > 1 ? '1fr 1fr' : '1fr' } }}>
        {tracking.parcels.map((parcel) => (
          <Parcel key={parcel.leg} parcel={parcel} tracked={tracking.tracked} />
        ))}
      </Box>
      {tracking.tracked ? (
        <Box>
          <Button size="small" onClick={onReload} disabled={loading} aria-label="刷新物流信息">
            {loading ? '刷新中…' : '刷新'}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
