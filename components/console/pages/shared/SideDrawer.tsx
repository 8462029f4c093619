'use client';
/** A detail drawer on the right: a title bar with its close button, the content scrolling below. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

type Props = { open: boolean; title: string; onClose: () => void; loading?: boolean; width?: number; children: ReactNode; actions?: ReactNode };

export function SideDrawer({ open, title, onClose, loading = false, width = 640, children, actions }: Props) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: width } }, role: 'dialog', 'aria-label': title } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.25, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label="关闭">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      {loading ? <LinearProgress aria-label="加载中" /> : null}
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'grid', gap: 2.5, alignContent: 'start' }}>{children}</Box>
      {actions ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', px: 2, py: 1.25, borderTop: '1px solid', borderColor: 'divider' }}>{actions}</Box>
      ) : null}
    </Drawer>
  );
}

/** A titled part of a drawer. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
