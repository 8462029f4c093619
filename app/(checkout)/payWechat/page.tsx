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
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { cashierRoutes } from '@/components/checkout/cashierRoutes';
import { WechatPayWaiter } from '@/components/checkout/WechatPayWaiter';
import { isPageNo, ProviderPage } from '@/components/checkout/ProviderPage';
import { ENDED_TRADE_TEXT } from '@/components/checkout/usePaymentRecorded';
import { drawQrCode, isWechatCodeUrl } from '@/components/checkout/wechatQrCode';
import { TRADE_PURPOSE_NAMES } from '@/contract/money';
import { PayAmount } from '@/components/checkout/PayAmount';

export const metadata = loginOnlyMetadata('/payWechat');

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
        <PayAmount fen={trade.amount} testId="wechat-amount" />
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
  const valid = isPageNo(tradeNo) && typeof code === 'string' && isWechatCodeUrl(code);
  return (
    <ProviderPage id="wechat-title" title="微信支付" missing={valid ? null : { title: '支付链接无效', href: '/myOrderList', link: '查看我的订单' }}>
      {valid ? <Cashier tradeNo={tradeNo} code={code} /> : null}
    </ProviderPage>
  );
}
