'use client';
/**
 * /myBill: every instalment across the customer's orders — period n of N, due date, rent, status,
 * days overdue and the late fee by the published rule — filtered by due month, status and order,
 * paged; this month's total due with 全部支付 (every due bill at once, all or nothing, balance or
 * online); paying one bill; the filtered bills exported to an .xlsx file. The address may name the
 * filters (`?status=2&orderNo=…`: the overdue bills the shop's notices link to), and overdue bills
 * stand out.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { BILL_KIND_NAMES, BILL_STATUS, BILL_STATUS_NAMES, billLabel, type BillFilters, type BillSummary, type BillView } from '@/contract/bills';
import { RULE_TEXT } from '@/contract/rentalRules';
import { billApi } from '@/lib/api/browser/bills';
import { useBills, useBillSummary, useWithholding } from '@/lib/api/browser/swr';
import { formatFen } from '@/contract/format';
import { billsToPayOf, PayBillsDialog, type BillsToPay } from './PayBillsDialog';
import { BillStatusChip } from './BillStatusChip';

const STATUS_OPTIONS = [BILL_STATUS.unpaid, BILL_STATUS.overdue, BILL_STATUS.paid, BILL_STATUS.boughtOut, BILL_STATUS.refunded] as const;
const PAGE_SIZES = [10, 20, 50];

/** An overdue bill stands out in the list: it refuses every new order until it is paid. */
const OVERDUE_ROW = { bgcolor: '#fef3f2', '& td:first-of-type': { boxShadow: 'inset 4px 0 0 #d92d20' } } as const;

const isPayable = (bill: BillView) => bill.status === BILL_STATUS.unpaid || bill.status === BILL_STATUS.overdue;

/** `YYYY-MM` as 2026 年 3 月. */
const monthName = (month: string) => `${month.slice(0, 4)} 年 ${Number(month.slice(5))} 月`;

/**
 * The due months the filter offers: a year back and two years on from the server's month (a
 * renewal may run that far), newest first, and whatever month is chosen now.
 */
export function monthsAround(current: string | undefined, chosen: string | undefined): string[] {
  if (!current) return chosen ? [chosen] : [];
  const [year, month] = current.split('-').map(Number) as [number, number];
  const months = Array.from({ length: 37 }, (_, i) => {
    const index = year * 12 + (month - 1) + 24 - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
  return chosen && !months.includes(chosen) ? [chosen, ...months] : months;
}

/** `initialFilters`: those the address carried (a link to the overdue bills names status 逾期 and their order). */
export function BillList({ initialFilters = {} }: { initialFilters?: BillFilters }) {
  const [filters, setFilters] = useState<BillFilters>(initialFilters);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZES[0] ?? 10);
  const [paying, setPaying] = useState<BillsToPay | null>(null);
  const [exporting, setExporting] = useState(false);
  const summary = useBillSummary();
  const bills = useBills({ page, limit, ...filters });
  // Opened on some bills (a notice's link): once they are shown, bring them into view where the
  // page starts below the fold (on a phone the center's menu comes first).
  const top = useRef<HTMLDivElement>(null);
  const landed = useRef(Object.keys(initialFilters).length === 0);
  useEffect(() => {
    if (landed.current || !bills.data) return;
    landed.current = true;
    const element = top.current;
    if (element && element.getBoundingClientRect().top > window.innerHeight / 2) element.scrollIntoView({ block: 'start' });
  }, [bills.data]);

  const filter = (next: BillFilters) => {
    setFilters(next);
    setPage(1);
  };
  const exportBills = async () => {
    setExporting(true);
    // The download helper shows its notice and any refusal itself.
    await billApi.export(filters, `账单_${[filters.month, filters.orderNo].filter(Boolean).join('_') || '全部'}.xlsx`);
    setExporting(false);
  };

  return (
    <Stack spacing={2} ref={top}>
      <DueThisMonth summary={summary.data} failed={Boolean(summary.error)} onPayAll={setPaying} />

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 2 }}
          component="form"
          aria-label="筛选账单"
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            select
            label="到期月份"
            size="small"
            value={filters.month ?? ''}
            onChange={(event) => filter({ ...filters, month: event.target.value || undefined })}
            sx={{ width: 150 }}
          >
            <MenuItem value="">全部月份</MenuItem>
            {monthsAround(summary.data?.month, filters.month).map((month) => (
              <MenuItem key={month} value={month}>
                {monthName(month)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="账单状态"
            size="small"
            value={filters.status === undefined ? '' : String(filters.status)}
            onChange={(event) => filter({ ...filters, status: event.target.value === '' ? undefined : Number(event.target.value) })}
            sx={{ width: 140 }}
          >
            <MenuItem value="">全部状态</MenuItem>
            {STATUS_OPTIONS.map((status) => (
              <MenuItem key={status} value={String(status)}>
                {BILL_STATUS_NAMES[status]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="订单"
            size="small"
            value={filters.orderNo ?? ''}
            onChange={(event) => filter({ ...filters, orderNo: event.target.value || undefined })}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">全部订单</MenuItem>
            {(summary.data?.orders ?? []).map((order) => (
              <MenuItem key={order.orderNo} value={order.orderNo}>
                {order.orderNo}（{order.goodsName}）
              </MenuItem>
            ))}
          </TextField>
          <Button onClick={() => filter({})} disabled={Object.keys(filters).length === 0}>
            重置
          </Button>
          <Button variant="outlined" sx={{ ml: 'auto' }} onClick={() => void exportBills()} disabled={exporting || !bills.data || bills.data.total === 0}>
            {exporting ? '导出中…' : '导出 Excel'}
          </Button>
        </Stack>
      </Paper>

      {bills.error ? (
        <Alert severity="error" action={<Button onClick={() => void bills.mutate()}>重试</Button>}>
          账单加载失败，请稍后重试
        </Alert>
      ) : !bills.data ? (
        <Skeleton variant="rounded" height={320} aria-label="加载中" />
      ) : bills.data.total === 0 ? (
        <EmptyState title={Object.keys(filters).length > 0 ? '没有符合条件的账单，换个筛选条件试试' : '暂无账单：确认收货、租期开始后，每期租金账单会按月出现在这里'}>
          {Object.keys(filters).length > 0 ? (
            <Button onClick={() => filter({})}>查看全部账单</Button>
          ) : (
            <Button component={Link} href="/myOrderList" variant="contained">
              查看我的订单
            </Button>
          )}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="账单列表" sx={{ '& td, & th': { px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 2 } }}>
              <TableHead>
                <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                  <TableCell>订单 / 商品</TableCell>
                  <TableCell>期数</TableCell>
                  <TableCell>到期日</TableCell>
                  <TableCell align="right">租金</TableCell>
                  <TableCell align="right">逾期 / 违约金</TableCell>
                  <TableCell align="right">合计</TableCell>
                  <TableCell>状态</TableCell>
                  <TableCell align="right">操作</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {bills.data.rows.map((bill) => (
                  <TableRow key={bill.billId} hover sx={bill.status === BILL_STATUS.overdue ? OVERDUE_ROW : undefined}>
                    <TableCell>
                      <Link href={`/submitOrder?orderNo=${bill.orderNo}`}>{bill.orderNo}</Link>
                      <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 190 }} title={bill.goodsName}>
                        {bill.goodsName}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {billLabel(bill)}
                      {bill.renewal ? <Chip size="small" label="续租" variant="outlined" sx={{ ml: 0.5 }} /> : null}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{bill.dueDate}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatFen(bill.amount)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: bill.lateFee > 0 ? 'error.main' : undefined }}>
                      {bill.overdueDays > 0 ? `${bill.overdueDays} 天` : '—'}
                      {bill.lateFee > 0 ? (
                        <Typography variant="caption" sx={{ display: 'block' }}>
                          {formatFen(bill.lateFee)}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <strong>{formatFen(bill.total)}</strong>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <BillStatusChip status={bill.status} name={bill.statusName} />
                      {bill.paidAt ? (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {bill.paidAt}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">
                      {isPayable(bill) ? (
                        <Button
                          size="small"
                          variant={bill.status === BILL_STATUS.overdue ? 'contained' : 'text'}
                          color="secondary"
                          onClick={() => setPaying(billsToPayOf(bill))}
                          aria-label={`支付订单 ${bill.orderNo} ${bill.kind === 'fee' ? BILL_KIND_NAMES.fee : `第 ${bill.period} 期`}账单`}
                        >
                          支付
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={bills.data.total}
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
        </Paper>
      )}
      <Typography variant="body2" color="text.secondary">
        {RULE_TEXT.lateFee}
      </Typography>
      <PayBillsDialog bills={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}

/** This month's total due (overdue bills and their fees included) and paying all of it at once. */
function DueThisMonth({ summary, failed, onPayAll }: { summary: BillSummary | undefined; failed: boolean; onPayAll: (bills: BillsToPay) => void }) {
  if (failed) return <Alert severity="error">本月应付金额加载失败，请刷新页面重试</Alert>;
  if (!summary) return <Skeleton variant="rounded" height={96} aria-label="加载中" />;
  const [year, month] = summary.month.split('-');
  const { due, overdue } = summary;
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="本月应付">
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <div>
          <Typography color="text.secondary">
            {year} 年 {Number(month)} 月应付（含逾期）
          </Typography>
          <Typography component="p" sx={{ fontSize: 28, fontWeight: 700, color: '#c9302c' }} data-testid="due-this-month">
            {formatFen(due.total)}
          </Typography>
        </div>
        <Typography color="text.secondary">
          共 {due.count} 期{due.lateFee > 0 ? `，其中逾期违约金 ${formatFen(due.lateFee)}` : ''}
        </Typography>
        {overdue.count > 0 ? <Chip color="error" label={`逾期 ${overdue.count} 期，请尽快支付`} /> : null}
        <Button
          variant="contained"
          color="secondary"
          sx={{ ml: 'auto' }}
          disabled={due.count === 0}
          onClick={() =>
            onPayAll({
              title: '全部支付',
              billIds: due.billIds,
              rent: due.rent,
              lateFee: due.lateFee,
              total: due.total,
              describe: `本月及之前到期未付的 ${due.count} 期账单，一次付清（全部成功或全部不扣款）`,
            })
          }
        >
          全部支付
        </Button>
      </Stack>
      {due.count === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          本月没有待支付的账单
        </Typography>
      ) : null}
      <AutoPayLine />
    </Paper>
  );
}

/** Whether the bills are paid automatically on their due day (代扣) and by which method, with the way to sign, continue or end it on /myAccount. */
function AutoPayLine() {
  const { data } = useWithholding();
  if (!data) return null;
  const { agreement } = data;
  const [text, action] =
    agreement?.status === 'signed'
      ? [`已开通自动扣款：账单到期日当天自动通过${agreement.methodName}扣款。`, '管理自动扣款']
      : agreement
        ? [`自动扣款签约中（${agreement.methodName}），完成签约后生效。`, '继续签约']
        : ['开通自动扣款（账户余额或在线支付免密扣款），账单到期日当天自动扣款，避免逾期。', '去开通'];
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="bill-autopay">
      {text}
      <Link href="/myAccount#withholding">{action}</Link>
    </Typography>
  );
}
