/**
 * A vertical timeline of dated steps, each with a dot joined to the next by a line. The caller
 * orders the items and marks the one whose dot is coloured (the latest).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type TimelineItem = {
  key: string;
  title: string;
  /** Shown as given and as the `<time>` element's dateTime: `YYYY-MM-DD HH:mm:ss`. */
  time: string;
  /** What follows the time on its line: where, or who. */
  meta?: string;
  /** A line of its own under the time. */
  detail?: string;
  active?: boolean;
};

/**
 * `progress`: the active item is where things stand (aria-current="step") and the rest are muted
 * past steps. `log`: every entry reads alike; only the active one's dot stands out.
 */
export type TimelineVariant = 'progress' | 'log';

type Props = {
  /** The list's accessible name. */
  label: string;
  items: readonly TimelineItem[];
  variant: TimelineVariant;
  activeColor?: 'primary' | 'success';
};

// A log's entries carry a note under their time line, so they stand further apart.
const GAP: Record<TimelineVariant, number> = { progress: 1.5, log: 2 };

export function Timeline({ label, items, variant, activeColor = 'primary' }: Props) {
  const progress = variant === 'progress';
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <Box
            component="li"
            key={item.key}
            aria-current={progress && item.active ? 'step' : undefined}
            sx={{
              position: 'relative',
              pl: 3,
              pb: last ? 0 : GAP[variant],
              color: progress ? (item.active ? 'text.primary' : 'text.secondary') : undefined,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 5,
                top: 6,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: item.active ? `${activeColor}.main` : 'grey.400',
              },
              '&::after': last ? {} : { content: '""', position: 'absolute', left: 9.5, top: 18, bottom: 0, width: '1px', bgcolor: 'divider' },
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: progress && !item.active ? 400 : 600 }}>
              {item.title}
            </Typography>
            <Typography variant="caption" color={progress ? undefined : 'text.secondary'} component="p">
              <time dateTime={item.time}>{item.time}</time>
              {item.meta === undefined ? null : ` · ${item.meta}`}
            </Typography>
            {item.detail ? <Typography variant="body2">{item.detail}</Typography> : null}
          </Box>
        );
      })}
    </Box>
  );
}
