'use client';
/**
 * One invoice request: the buyer as the invoice will carry it, where it goes, every paid amount it
 * covers, and — when money it covers went back — why, and the red-letter invoice that reversed it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { INVOICE_STATUS, type SysInvoiceRequest } from '@/contract/invoices';
import { formatFen } from '@/contract/format';
import { DictTag } from '../../dict/DictTag';
import { Permitted } from '../../Permitted';
import { Facts } from '../shared/Facts';
import { DrawerSection, SideDrawer } from '../shared/SideDrawer';

type Props = {
  request: SysInvoiceRequest | null;
  onClose: () => void;
  onIssue: (request: SysInvoiceRequest) => void;
  onReject: (request: SysInvoiceRequest) => void;
  onRedLetter: (request: SysInvoiceRequest) => void;
};

function actionsOf(request: SysInvoiceRequest | null, { onIssue, onReject, onRedLetter }: Omit<Props, 'request' | 'onClose'>) {
  if (request?.status === INVOICE_STATUS.requested) {
    return (
      <Permitted perm="invoice:issue">
        <Button variant="contained" onClick={() => onIssue(request)}>
          开票
        </Button>
        <Button variant="outlined" color="error" onClick={() => onReject(request)}>
          驳回
        </Button>
      </Permitted>
    );
  }
  if (request?.status === INVOICE_STATUS.awaitingRedLetter) {
    return (
      <Permitted perm="invoice:redLetter">
        <Button variant="contained" color="warning" onClick={() => onRedLetter(request)}>
          红冲
        </Button>
      </Permitted>
    );
  }
  return undefined;
}

export function InvoiceDetailDrawer({ request, onClose, ...handlers }: Props) {
  const actions = actionsOf(request, handlers);
  const withdrawn = request?.status === INVOICE_STATUS.withdrawn;

  return (
    <SideDrawer open={request !== null} title={request ? `发票申请 · ${request.requestNo}` : '发票申请'} onClose={onClose} actions={actions}>
      {request ? (
        <>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <DictTag dictType="invoice_type" value={request.type} />
            <DictTag dictType="invoice_status" value={request.status} />
          </Box>
          {request.status === INVOICE_STATUS.awaitingRedLetter ? (
            <Alert severity="warning">所含款项已退回（{request.moneyBackReason}），请在税务系统开具红字发票冲销原发票后登记红冲。</Alert>
          ) : null}
          <DrawerSection title="购买方">
            <Facts
              facts={[
                ['抬头', request.buyer.name],
                ['纳税人识别号', request.buyer.taxNo],
                ['注册地址', request.buyer.address],
                ['注册电话', request.buyer.telephone],
                ['开户银行', request.buyer.bankName],
                ['银行账号', request.buyer.bankAccount],
              ]}
            />
          </DrawerSection>
          <DrawerSection title="申请信息">
            <Facts
              facts={[
                ['申请客户', `${request.customerName} ${request.customerPhone}`],
                ['接收邮箱', request.email],
                ['开票店铺', request.storeName],
                ['开票金额', formatFen(request.amount)],
                ['款项笔数', request.itemCount],
                ['申请时间', request.createdAt],
                ...(request.invoiceNo
                  ? ([
                      ['发票号码', request.invoiceNo],
                      ['开票日期', request.invoiceDate],
                      ['登记时间', request.issuedAt],
                    ] as const)
                  : []),
                ...(request.rejectReason ? ([['驳回原因', request.rejectReason]] as const) : []),
                ...(request.moneyBackReason
                  ? ([
                      [withdrawn ? '撤回原因' : '红冲原因', request.moneyBackReason],
                      ['款项退回时间', request.moneyBackAt],
                    ] as const)
                  : []),
                ...(request.redLetterNo
                  ? ([
                      ['红字发票号码', request.redLetterNo],
                      ['红字开票日期', request.redLetterDate],
                      ['红冲登记时间', request.redLetteredAt],
                    ] as const)
                  : []),
              ]}
            />
          </DrawerSection>
          <DrawerSection title={`开票款项（${request.itemCount} 笔）`}>
            <Table size="small" aria-label="开票款项">
              <TableHead>
                <TableRow>
                  <TableCell>订单编号</TableCell>
                  <TableCell>款项</TableCell>
                  <TableCell align="right">金额</TableCell>
                  <TableCell>支付时间</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {request.items.map((item) => (
                  <TableRow key={`${item.kind}-${item.sourceId}`}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{item.orderNo}</TableCell>
                    <TableCell>
                      {item.label}
                      {item.freight > 0 ? `（含运费 ${formatFen(item.freight)}）` : ''}
                    </TableCell>
                    <TableCell align="right">{formatFen(item.amount)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.paidAt}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={2}>合计</TableCell>
                  <TableCell align="right">{formatFen(request.amount)}</TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            </Table>
          </DrawerSection>
        </>
      ) : null}
    </SideDrawer>
  );
}
