import { cashierTarget } from '../cashierRoutes';

test('a path of this shop opens within the app; a provider page over https, or a gateway simulator on this machine, loads in the browser', () => {
  expect(cashierTarget('/paySandbox?tradeNo=ab')).toEqual({ within: 'app', href: '/paySandbox?tradeNo=ab' });
  expect(cashierTarget('/payWechat?tradeNo=ab&code=weixin%3A%2F%2Fwxpay%2Fbizpayurl%3Fpr%3Dx').within).toBe('app');
  expect(cashierTarget('https://openapi.alipay.com/gateway.do?method=alipay.trade.page.pay')).toEqual({
    within: 'browser',
    href: 'https://openapi.alipay.com/gateway.do?method=alipay.trade.page.pay',
  });
  expect(cashierTarget('http://127.0.0.1:9100/gateway.do?x=1').within).toBe('browser');
});

test.each(['//evil.example/pay', 'http://evil.example/pay', 'http://127.0.0.1.evil.example/pay', 'javascript:alert(1)', '/\\evil.example', 'weixin://wxpay/bizpayurl?pr=abc'])(
  'a payment answer never sends anyone to %s',
  (payUrl) => {
    expect(() => cashierTarget(payUrl)).toThrow(/unexpected cashier address/);
  },
);
