'use client';
/** 最近登录记录: the last sign-ins, successful or not, with time, address, browser and method. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LOGIN_RECORDS_SHOWN } from '@/contract/accountSafety';
import { useLoginRecords } from '@/lib/api/browser/swr';

export function RecentSignIns() {
  const { data, error, isLoading, mutate } = useLoginRecords();
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void mutate()}>
            重试
          </Button>
        }
      >
        登录记录加载失败，请稍后重试
      </Alert>
    );
  }
  if (isLoading || !data) return <Skeleton variant="rounded" height={160} aria-label="加载中" />;
  if (data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        暂无登录记录。之后每次用密码或验证码登录，都会记录在这里。
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="最近登录记录">
        <caption>{`最近 ${LOGIN_RECORDS_SHOWN} 次登录（含失败的尝试）；发现异常请立即修改密码。`}</caption>
        <TableHead>
          <TableRow>
            <TableCell>登录时间</TableCell>
            <TableCell>登录地址</TableCell>
            <TableCell>设备</TableCell>
            <TableCell>方式</TableCell>
            <TableCell>结果</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((record, index) => (
            <TableRow key={`${record.at}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.at}</TableCell>
              <TableCell>{record.clientAddress}</TableCell>
              <TableCell>{`${record.browser} · ${record.os}`}</TableCell>
              <TableCell>{record.methodName}</TableCell>
              <TableCell>
                {record.success ? <Chip label="成功" size="small" color="success" variant="outlined" /> : <Chip label="失败" size="small" color="error" variant="outlined" />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
