'use client';
/** 订单历史: every status change, newest last — from → to, when, who (by name and side) and the note. */
import { Timeline } from '@/components/timeline/Timeline';
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import { ORDER_STATUS_NAMES } from '@/contract/orders';
import { DetailSection, Nothing } from './DetailSection';

export function HistoryTimeline({ order }: { order: ConsoleOrderDetail }) {
  const items = order.history.map((event, index) => ({
    key: `${event.at}-${index}`,
    title: event.fromStatus === null ? `创建订单 · ${event.statusName}` : `${ORDER_STATUS_NAMES[event.fromStatus]} → ${event.statusName}`,
    time: event.at,
    meta: event.actorName,
    detail: event.note,
    active: index === order.history.length - 1,
  }));
  return <DetailSection title="订单历史">{items.length === 0 ? <Nothing>暂无记录</Nothing> : <Timeline label="订单历史" items={items} variant="log" />}</DetailSection>;
}
