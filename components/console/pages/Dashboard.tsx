'use client';
/**
 * 工作台: for now a welcome with who is logged in, their role and shop, and the way into each
 * page of their menu. The workbench counts (orders to review, to ship …) come in their own
 * component beside this one.
 */
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONSOLE_HOME_PATH } from '@/lib/routes';
import { useConsoleStaff, useRouteTable } from '../hooks';
import { MenuIcon } from '../shell/MenuIcon';
import { ROLE_NAMES } from '../shell/roles';

export default function Dashboard() {
  const staff = useConsoleStaff();
  const table = useRouteTable();
  const pages = [...table.routes.values()].filter((route) => !route.meta.hidden && route.path !== CONSOLE_HOME_PATH);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
          您好，{staff.nickName}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, fontSize: 14, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
          <dt>账号</dt>
          <dd>{staff.username}</dd>
          <dt>角色</dt>
          <dd data-testid="console-role">{ROLE_NAMES[staff.role]}</dd>
          <dt>店铺</dt>
          <dd data-testid="console-shop">{staff.storeName ?? (staff.role === 'admin' ? '全部店铺（平台）' : '未绑定店铺')}</dd>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
          快捷入口
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {pages.map((route) => (
            <Button key={route.path} component={NextLink} href={route.path} prefetch={false} variant="outlined" startIcon={<MenuIcon name={route.meta.icon} />}>
              {route.meta.title}
            </Button>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
