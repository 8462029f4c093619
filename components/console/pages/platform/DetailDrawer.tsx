'use client';
/** A row's details in a drawer from the right: a title, label / value pairs, and the row's actions below. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export type DetailField = { label: string; value: ReactNode };

type Props = {
  title: string;
  open: boolean;
  onClose: () => void;
  /** null while it loads. */
  fields: readonly DetailField[] | null;
  actions?: ReactNode;
};

const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

export function DetailDrawer({ title, open, onClose, fields, actions }: Props) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } }, role: 'dialog', 'aria-label': title } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label="关闭详情" size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {fields === null ? (
        <LinearProgress aria-label="详情加载中" />
      ) : (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: '112px 1fr',
            columnGap: 2,
            rowGap: 1.25,
            m: 0,
            px: 2.5,
            py: 2,
            fontSize: 14,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, wordBreak: 'break-all', whiteSpace: 'pre-wrap' },
          }}
        >
          {fields.map((field) => (
            <Box key={field.label} sx={{ display: 'contents' }}>
              <dt>{field.label}</dt>
              <dd>{shown(field.value)}</dd>
            </Box>
          ))}
        </Box>
      )}
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2.5, pb: 2 }}>{actions}</Box> : null}
    </Drawer>
  );
}
