/**
 * WeChat Pay on a computer (Native pay): the QR code of the trade's code_url, drawn on the server,
 * for the customer to scan with WeChat; the amount and what it pays from the shop's own trade
 * query; a small client part waits for the payment and sends the customer on.
 */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pageRead, requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { readTrade } from '@/lib/api/server/trades';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { cashierRoutes } from '@/components/checkout/cashierRoutes';
import { WechatPayWaiter } from '@/components/checkout/WechatPayWaiter';
import { ENDED_TRADE_TEXT } from '@/components/checkout/usePaymentRecorded';
import { drawQrCode, isWechatCodeUrl } from '@/components/checkout/wechatQrCode';
import { TRADE_PURPOSE_NAMES } from '@/contract/money';
import { formatFen } from '@/contract/format';

export const metadata = loginOnlyMetadata('/payWechat');

const TRADE_NO = /^[0-9a-f]{32}$/;

const NOT_PAYABLE = { paid: '该交易已支付', ...ENDED_TRADE_TEXT } as const;

function Missing({ title }: { title: string }) {
  return (
    <EmptyState title={title}>
      <Link href="/myOrderList">查看我的订单</Link>
    </EmptyState>
  );
}

async function Cashier({ tradeNo, code }: { tradeNo: string; code: string }) {
  const trade = await pageRead(await readTrade(tradeNo));
  if (!trade) return <Missing title="支付交易不存在" />;
  const routes = cashierRoutes(trade.purpose, trade.orderNo);
  const qr = trade.status === 'pending' ? await drawQrCode(code) : null;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography>
          {TRADE_PURPOSE_NAMES[trade.purpose]}
          {trade.orderNo ? `（订单编号：${trade.orderNo}）` : ''}
        </Typography>
        <Typography>
          支付金额：
          <strong data-testid="wechat-amount" style={{ color: '#c9302c', fontSize: 26 }}>
            {formatFen(trade.amount)}
          </strong>
        </Typography>
        {trade.status !== 'pending' ? (
          <Alert severity="warning">{NOT_PAYABLE[trade.status]}</Alert>
        ) : qr ? (
          <>
            <svg role="img" aria-label="微信支付二维码" data-code-url={code} viewBox={qr.viewBox} width={220} height={220} shapeRendering="crispEdges">
              <path fill="#ffffff" d={qr.background} />
              <path stroke="#000000" d={qr.modules} />
            </svg>
            <Typography>请使用微信扫一扫扫描二维码完成支付</Typography>
            <WechatPayWaiter tradeNo={trade.tradeNo} purpose={trade.purpose} orderNo={trade.orderNo} />
          </>
        ) : null}
        <Link href={routes.back}>返回</Link>
      </Stack>
    </Paper>
  );
}

export default async function PayWechatPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const { tradeNo, code } = await searchParams;
  const valid = typeof tradeNo === 'string' && TRADE_NO.test(tradeNo) && typeof code === 'string' && isWechatCodeUrl(code);
  return (
    <Container as="section" aria-labelledby="wechat-title" style={{ paddingBlock: 24, maxWidth: 720 }}>
      <h1 id="wechat-title" style={{ fontSize: 22, margin: '0 0 16px' }}>
        微信支付
      </h1>
      {valid ? <Cashier tradeNo={tradeNo} code={code} /> : <Missing title="支付链接无效" />}
    </Container>
  );
}
