'use client';
/** 物流跟踪 on /submitOrder: where the order's shipment (and return) is now, read when the page opens. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ParcelTimeline } from '@/components/tracking/ParcelTimeline';
import { useOrderTracking } from '@/lib/api/browser/swr';

export function OrderTracking({ orderNo }: { orderNo: string }) {
  const { data, error, isValidating, mutate } = useOrderTracking(orderNo);
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-tracking-title">
      <Typography id="order-tracking-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        物流跟踪
      </Typography>
      <ParcelTimeline tracking={data} failed={Boolean(error)} loading={isValidating} onReload={() => void mutate()} />
    </Paper>
  );
}
