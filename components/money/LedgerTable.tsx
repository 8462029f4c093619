'use client';
/**
 * The balance ledger on /myAccount, newest first, paged: what moved the balance, when, for which
 * order, by how much, and the balance after it; filtered by kind.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { LEDGER_KIND_NAMES, LEDGER_KINDS, type LedgerKind } from '@/contract/money';
import { useLedger } from '@/lib/api/browser/swr';
import { formatFen } from '@/contract/format';

const PAGE_SIZES = [10, 20, 50];

export function LedgerTable() {
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZES[0] ?? 10);
  const { data, error, mutate } = useLedger({ page, limit, ...(kind === '' ? {} : { kind }) });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="ledger-title">
      <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
        <Typography id="ledger-title" component="h2" variant="h6">
          余额明细
        </Typography>
        <TextField
          select
          size="small"
          label="类型"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as LedgerKind | '');
            setPage(1);
          }}
          sx={{ width: 150, ml: 'auto' }}
        >
          <MenuItem value="">全部</MenuItem>
          {LEDGER_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {LEDGER_KIND_NAMES[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => void mutate()}>重试</Button>}>
          余额明细加载失败，请稍后重试
        </Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={240} sx={{ m: 2 }} aria-label="加载中" />
      ) : data.total === 0 ? (
        <EmptyState title={kind === '' ? '还没有余额变动：充值或用余额支付后，每一笔都会记在这里' : '没有这一类的余额变动'}>
          {kind === '' ? (
            <Button component={Link} href="/list" variant="contained">
              去挑选电脑
            </Button>
          ) : (
            <Button onClick={() => setKind('')}>查看全部</Button>
          )}
        </EmptyState>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label="余额明细">
              <TableHead>
                <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                  <TableCell>时间</TableCell>
                  <TableCell>类型</TableCell>
                  <TableCell>说明</TableCell>
                  <TableCell>订单</TableCell>
                  <TableCell align="right">金额</TableCell>
                  <TableCell align="right">余额</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.at}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.kindName}</TableCell>
                    <TableCell>{row.description}</TableCell>
                    <TableCell>{row.orderNo ? <Link href={`/submitOrder?orderNo=${row.orderNo}`}>{row.orderNo}</Link> : '—'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: row.amount < 0 ? 'text.primary' : 'success.main', fontWeight: 600 }}>
                      {row.amount > 0 ? `+${formatFen(row.amount)}` : formatFen(row.amount)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatFen(row.balanceAfter)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={page - 1}
            rowsPerPage={limit}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(1);
            }}
            labelRowsPerPage="每页"
            labelDisplayedRows={({ from, to, count }) => `第 ${from}–${to} 条，共 ${count} 条`}
          />
        </>
      )}
    </Paper>
  );
}
