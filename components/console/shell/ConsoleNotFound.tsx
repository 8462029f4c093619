'use client';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONSOLE_HOME_PATH } from '@/lib/routes';

/** The console's 404: a path the menu does not grant, or a menu page nobody has built yet. */
export function ConsoleNotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 10 }} role="alert">
      <Typography component="p" sx={{ fontSize: 64, fontWeight: 700, color: '#c0c4cc', lineHeight: 1 }}>
        404
      </Typography>
      <Typography component="h1" variant="h6" sx={{ mt: 2 }}>
        页面不存在
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        您访问的页面不存在，或者您没有访问它的权限。
      </Typography>
      <Button variant="contained" component={NextLink} href={CONSOLE_HOME_PATH} prefetch={false}>
        返回工作台
      </Button>
    </Box>
  );
}
