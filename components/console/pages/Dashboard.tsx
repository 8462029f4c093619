'use client';
/**
 * 工作台: who is logged in (nickname, role and shop), then the workbench — what needs doing now
 * for their shop or, for an admin, the platform, and this month's money (workbench/WorkbenchPanel).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useConsoleStaff } from '../hooks';
import { ROLE_NAMES } from '../shell/roles';
import { WorkbenchPanel } from './workbench/WorkbenchPanel';

export default function Dashboard() {
  const staff = useConsoleStaff();

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ px: 3, py: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 4, rowGap: 1 }}>
        <Typography component="h1" variant="h6">
          您好，{staff.nickName}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 0.5,
            m: 0,
            fontSize: 14,
            '& dt': { color: 'text.secondary', mr: 0.75 },
            '& dd': { m: 0 },
            '& > div': { display: 'flex' },
          }}
        >
          <div>
            <dt>账号</dt>
            <dd>{staff.username}</dd>
          </div>
          <div>
            <dt>角色</dt>
            <dd data-testid="console-role">{ROLE_NAMES[staff.role]}</dd>
          </div>
          <div>
            <dt>店铺</dt>
            <dd data-testid="console-shop">{staff.storeName ?? (staff.role === 'admin' ? '全部店铺（平台）' : '未绑定店铺')}</dd>
          </div>
        </Box>
      </Paper>
      <WorkbenchPanel />
    </Box>
  );
}
