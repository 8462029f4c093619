/** An order's history, oldest first: when it changed, into what, by whom, and why. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderActorKind, OrderEvent } from '@/contract/orders';

const ACTORS: Record<OrderActorKind, string> = { customer: '您', sys: '平台', system: '系统' };

export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  return (
    <Box component="ol" aria-label="订单记录" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: '2px solid #dfe3ea', ml: 1 }}>
      {events.map((event, index) => (
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
              left: -6,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: index === events.length - 1 ? '#1f6feb' : '#b7c3d6',
            },
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {event.at}
          </Typography>
          <Typography>
            {event.fromStatus === null ? '提交订单' : event.statusName}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · {ACTORS[event.actor]}
              {event.note ? ` · ${event.note}` : ''}
            </Typography>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
