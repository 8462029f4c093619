'use client';
/**
 * /myInvoice's 开票记录: the customer's invoice requests by status, newest first, a page at a time:
 * type, buyer, amount, and what became of each (申请中; 已开具 with the invoice number and date;
 * 已驳回 with the reason; when money it covered went back, 待红冲 or 已撤回 with the reason and 已红冲
 * with the red-letter invoice's number and date), and each request's details — the paid amounts it covers.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useInvoiceRequest, useInvoiceRequests } from '@/lib/api/browser/swr';
import { INVOICE_STATUS, INVOICE_STATUS_NAMES, INVOICE_TITLE_KIND_NAMES, type InvoiceRequestSummary, type InvoiceStatus } from '@/contract/invoices';
import { formatFen } from '@/contract/format';

const PAGE_SIZE = 10;
const TAB_STATUSES: readonly InvoiceStatus[] = [
  INVOICE_STATUS.requested,
  INVOICE_STATUS.issued,
  INVOICE_STATUS.awaitingRedLetter,
  INVOICE_STATUS.redLettered,
  INVOICE_STATUS.rejected,
  INVOICE_STATUS.withdrawn,
];
const TABS: ReadonlyArray<{ label: string; status?: InvoiceStatus }> = [{ label: '全部' }, ...TAB_STATUSES.map((status) => ({ label: INVOICE_STATUS_NAMES[status], status }))];
const CHIP_COLOR = { 0: 'warning', 1: 'success', 2: 'default', 3: 'error', 4: 'default', 5: 'default' } as const satisfies Record<InvoiceStatus, string>;

/** What became of a request, in one line. */
function outcomeOf(request: InvoiceRequestSummary): string {
  switch (request.status) {
    case INVOICE_STATUS.issued:
      return `发票号码 ${request.invoiceNo ?? ''} · 开票日期 ${request.invoiceDate ?? ''}`;
    case INVOICE_STATUS.rejected:
      return `驳回原因：${request.rejectReason ?? ''}`;
    case INVOICE_STATUS.awaitingRedLetter:
      return `${request.moneyBackReason ?? ''}；原发票 ${request.invoiceNo ?? ''} 待商家开具红字发票冲销`;
    case INVOICE_STATUS.redLettered:
      return `红字发票号码 ${request.redLetterNo ?? ''} · 开票日期 ${request.redLetterDate ?? ''}`;
    case INVOICE_STATUS.withdrawn:
      return `撤回原因：${request.moneyBackReason ?? ''}`;
    default:
      return '商家开具中';
  }
}

/** What the customer may do next after money the request covered went back. */
const MONEY_BACK_NOTE: Partial<Record<InvoiceStatus, string>> = {
  [INVOICE_STATUS.awaitingRedLetter]: '所含款项已退回，商家将开具红字发票冲销原发票；冲销后，未退款的款项可重新申请开票。',
  [INVOICE_STATUS.redLettered]: '原发票已由红字发票冲销。未退款的款项已可重新申请开票，请在上方重新勾选提交；已退款的款项不再开票。',
  [INVOICE_STATUS.withdrawn]: '所含款项已退回，申请已撤回。未退款的款项已可重新申请开票，请在上方重新勾选提交；已退款的款项不再开票。',
};

export function InvoiceRequestList() {
  const titleId = useId();
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const status = TABS[tab]?.status;
  const { data, error, isLoading, mutate } = useInvoiceRequests({ page, limit: PAGE_SIZE, ...(status === undefined ? {} : { status }) });

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        开票记录
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: number) => {
          setTab(next);
          setPage(1);
        }}
        aria-label="发票状态"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {TABS.map((item) => (
          <Tab key={item.label} label={item.label} />
        ))}
      </Tabs>
      {error ? (
        <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
          开票记录加载失败，请稍后重试
        </Alert>
      ) : isLoading || !data ? (
        <Skeleton variant="rounded" height={160} aria-label="加载中" />
      ) : data.rows.length === 0 ? (
        <Box sx={{ p: 4, textAlign: 'center', bgcolor: '#fafbfc', borderRadius: 1 }}>
          <Typography sx={{ mb: 1 }}>{status === undefined ? '暂无开票记录' : `暂无${INVOICE_STATUS_NAMES[status]}的发票申请`}</Typography>
          <Typography variant="body2" color="text.secondary">
            在上方勾选已支付的款项，填写开票信息后提交申请。
          </Typography>
        </Box>
      ) : (
        <Table size="small" aria-label="发票申请">
          <TableHead>
            <TableRow>
              <TableCell>申请时间</TableCell>
              <TableCell>发票类型</TableCell>
              <TableCell>抬头</TableCell>
              <TableCell align="right">金额</TableCell>
              <TableCell>状态</TableCell>
              <TableCell align="right">操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((request) => (
              <TableRow key={request.requestNo} aria-label={`发票申请 ${request.requestNo}`}>
                <TableCell>
                  {request.createdAt}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {request.requestNo}
                  </Typography>
                </TableCell>
                <TableCell>{request.typeName}</TableCell>
                <TableCell>
                  {request.buyer.name}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {request.storeName} · {request.itemCount} 期
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatFen(request.amount)}</TableCell>
                <TableCell>
                  <Chip size="small" color={CHIP_COLOR[request.status]} label={request.statusName} />
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 260 }}>
                    {outcomeOf(request)}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setOpen(request.requestNo)} aria-label={`查看发票申请 ${request.requestNo} 的详情`}>
                    详情
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && data.total > PAGE_SIZE ? (
        <Pagination count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ mt: 1, display: 'flex', justifyContent: 'center' }} />
      ) : null}
      <InvoiceRequestDialog requestNo={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}

function InvoiceRequestDialog({ requestNo, onClose }: { requestNo: string | null; onClose: () => void }) {
  const titleId = useId();
  const { data, error } = useInvoiceRequest(requestNo);
  return (
    <Dialog open={requestNo !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>发票申请 {requestNo}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">详情加载失败，请稍后重试</Alert>
        ) : !data || data.requestNo !== requestNo ? (
          <Skeleton variant="rounded" height={200} aria-label="加载中" />
        ) : (
          <>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto 1fr', columnGap: 3, rowGap: 1, m: 0, '& dd': { m: 0 }, '& dt': { color: 'text.secondary' } }}
            >
              <dt>状态</dt>
              <dd>{data.statusName}</dd>
              <dt>发票类型</dt>
              <dd>{data.typeName}</dd>
              <dt>抬头</dt>
              <dd>
                {data.buyer.name}（{INVOICE_TITLE_KIND_NAMES[data.buyer.kind]}）
              </dd>
              <dt>纳税人识别号</dt>
              <dd>{data.buyer.taxNo ?? '—'}</dd>
              {data.buyer.address || data.buyer.telephone ? (
                <>
                  <dt>地址、电话</dt>
                  <dd>{[data.buyer.address, data.buyer.telephone].filter(Boolean).join(' ')}</dd>
                </>
              ) : null}
              {data.buyer.bankName || data.buyer.bankAccount ? (
                <>
                  <dt>开户行及账号</dt>
                  <dd>{[data.buyer.bankName, data.buyer.bankAccount].filter(Boolean).join(' ')}</dd>
                </>
              ) : null}
              <dt>接收邮箱</dt>
              <dd>{data.email}</dd>
              <dt>开票商家</dt>
              <dd>{data.storeName}</dd>
              <dt>申请时间</dt>
              <dd>{data.createdAt}</dd>
              <dt>开票金额</dt>
              <dd>{formatFen(data.amount)}</dd>
              {data.invoiceNo ? (
                <>
                  <dt>发票号码</dt>
                  <dd>{data.invoiceNo}</dd>
                  <dt>开票日期</dt>
                  <dd>{data.invoiceDate}</dd>
                </>
              ) : null}
              {data.rejectReason ? (
                <>
                  <dt>驳回原因</dt>
                  <dd>{data.rejectReason}</dd>
                </>
              ) : null}
              {data.moneyBackReason ? (
                <>
                  <dt>{data.status === INVOICE_STATUS.withdrawn ? '撤回原因' : '红冲原因'}</dt>
                  <dd>{data.moneyBackReason}</dd>
                  <dt>款项退回时间</dt>
                  <dd>{data.moneyBackAt}</dd>
                </>
              ) : null}
              {data.redLetterNo ? (
                <>
                  <dt>红字发票号码</dt>
                  <dd>{data.redLetterNo}</dd>
                  <dt>红字开票日期</dt>
                  <dd>{data.redLetterDate}</dd>
                </>
              ) : null}
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
              包含的款项（{data.items.length} 期）
            </Typography>
            <Table size="small" aria-label="包含的款项">
              <TableHead>
                <TableRow>
                  <TableCell>款项</TableCell>
                  <TableCell>订单编号</TableCell>
                  <TableCell>支付时间</TableCell>
                  <TableCell align="right">金额</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((item) => (
                  <TableRow key={`${item.kind}:${item.sourceId}`}>
                    <TableCell>{item.label}</TableCell>
                    <TableCell>{item.orderNo}</TableCell>
                    <TableCell>{item.paidAt}</TableCell>
                    <TableCell align="right">
                      {formatFen(item.amount)}
                      {item.freight > 0 ? (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          含运费 {formatFen(item.freight)}
                        </Typography>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {data.status === INVOICE_STATUS.rejected ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                驳回的款项已可重新申请，请核对开票信息后在上方重新勾选提交。
              </Alert>
            ) : null}
            {MONEY_BACK_NOTE[data.status] ? (
              <Alert severity={data.status === INVOICE_STATUS.awaitingRedLetter ? 'warning' : 'info'} sx={{ mt: 2 }}>
                {MONEY_BACK_NOTE[data.status]}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
