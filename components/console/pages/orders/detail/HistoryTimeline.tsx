'use client';
/** 订单历史: every status change, newest last — from → to, when, who (by name and side) and the note. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import { ORDER_STATUS_NAMES } from '@/contract/orders';
import { DetailSection, Nothing } from './DetailSection';

export function HistoryTimeline({ order }: { order: ConsoleOrderDetail }) {
  return (
    <DetailSection title="订单历史">
      {order.history.length === 0 ? (
        <Nothing>暂无记录</Nothing>
      ) : (
        <Box component="ol" aria-label="订单历史" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.history.map((event, index) => (
            <Box
              component="li"
              key={`${event.at}-${index}`}
              sx={{
                position: 'relative',
                pl: 3,
                pb: index === order.history.length - 1 ? 0 : 2,
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 5,
                  top: 6,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: index === order.history.length - 1 ? 'primary.main' : 'grey.400',
                },
                '&::after': index === order.history.length - 1 ? {} : { content: '""', position: 'absolute', left: 9.5, top: 18, bottom: 0, width: '1px', bgcolor: 'divider' },
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {event.fromStatus === null ? `创建订单 · ${event.statusName}` : `${ORDER_STATUS_NAMES[event.fromStatus]} → ${event.statusName}`}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {event.at} · {event.actorName}
              </Typography>
              {event.note ? <Typography variant="body2">{event.note}</Typography> : null}
            </Box>
          ))}
        </Box>
      )}
    </DetailSection>
  );
}
