'use client';
/** 物流跟踪: where the order's shipment and return are now, as their carriers report them. */
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import { ParcelTimeline } from '@/components/tracking/ParcelTimeline';
import { useOrderTracking } from '../useOrderDetail';
import { DetailSection } from './DetailSection';

export function TrackingSection({ order }: { order: ConsoleOrderDetail }) {
  const { data, error, isValidating, mutate } = useOrderTracking(order.orderNo);
  return (
    <DetailSection title="物流跟踪">
      <ParcelTimeline tracking={data} failed={Boolean(error)} loading={isValidating} onReload={() => void mutate()} />
    </DetailSection>
  );
}
