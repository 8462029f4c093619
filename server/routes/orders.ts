/** Checkout and the customer's rental orders (`/api/wOrder/…`): every call needs a customer session and sees only that customer's orders. */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { GOODS_TYPES, ORDER_MESSAGES } from '@/contract/orders';
import { orderNoParam } from '@/contract/params';
import { cancelOrder } from '../domain/orders/cancel';
import { cartCheckoutPreview, rentNowPreview } from '../domain/orders/checkout';
import { orderClientAddress, orderDetail } from '../domain/orders/detail';
import { rentingSwitch } from '../domain/orders/eligibility';
import { orderDeadline, orderPayability } from '../domain/orders/paymentWindow';
import { placeOrder } from '../domain/orders/place';
import { orderPage } from '../domain/orders/read';
import { confirmReceipt } from '../domain/orders/receipt';
import { payByBalance } from '../domain/orders/payByBalance';
import { orderFollowUp } from '../domain/onlineTrades/followUp';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { refuse } from '../http/envelope';
import { ownGlobalId } from '../http/globalId';
import { requireCustomer } from '../http/session';
import { ORDER_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

/** A path order number that is malformed names nothing: 404, like an unknown one. */
export function orderNoOf(raw: string): string {
  const parsed = orderNoParam.safeParse(raw);
  if (!parsed.success) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return parsed.data;
}

export function orderRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const followUp = orderFollowUp(deps.db, deps.payment, deps.log);

  routes.on(...at(ORDER_API.checkout), customer, validated(ORDER_API.checkout), async (c) =>
    c.json(okAs(ORDER_API.checkout, await rentNowPreview(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now()))),
  );

  routes.on(...at(ORDER_API.checkoutPreview), customer, validated(ORDER_API.checkoutPreview), async (c) =>
    c.json(okAs(ORDER_API.checkoutPreview, await cartCheckoutPreview(deps.db, c.var.customer, c.req.valid('query'), deps.clock.now()))),
  );

  routes.on(...at(ORDER_API.place), customer, validated(ORDER_API.place), async (c) => {
    const order = await placeOrder(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now(), c.var.clientAddress);
    return c.json(okAs(ORDER_API.place, order, ORDER_MESSAGES.created));
  });

  routes.on(...at(ORDER_API.cancel), customer, validated(ORDER_API.cancel), async (c) => {
    const order = await cancelOrder(deps.db, c.var.customer.id, c.req.valid('json').orderNo, deps.clock.now());
    // Its online trade, closed with it, is closed at the provider too.
    await followUp({ orderNo: order.orderNo }, deps.clock.now());
    return c.json(okAs(ORDER_API.cancel, order, ORDER_MESSAGES.cancelled));
  });

  routes.on(...at(ORDER_API.confirmReceipt), customer, validated(ORDER_API.confirmReceipt), async (c) => {
    const order = await confirmReceipt(deps.db, c.var.customer.id, c.req.valid('json').orderNo, deps.clock.now());
    return c.json(okAs(ORDER_API.confirmReceipt, order, ORDER_MESSAGES.received));
  });

  routes.on(...at(ORDER_API.detail), customer, async (c) => c.json(okAs(ORDER_API.detail, await orderDetail(deps.db, c.var.customer.id, orderNoOf(c.req.param('orderNo'))))));

  routes.on(...at(ORDER_API.clientAddress), customer, validated(ORDER_API.clientAddress), async (c) =>
    c.json(okAs(ORDER_API.clientAddress, await orderClientAddress(deps.db, c.var.customer.id, c.req.valid('query').orderNo))),
  );

  routes.on(...at(ORDER_API.deadline), customer, async (c) =>
    c.json(okAs(ORDER_API.deadline, await orderDeadline(deps.db, c.var.customer.id, orderNoOf(c.req.param('orderNo')), deps.clock.now()))),
  );

  routes.on(...at(ORDER_API.list), customer, validated(ORDER_API.list), async (c) =>
    c.json(pageAs(ORDER_API.list, await orderPage(deps.db, c.var.customer.id, c.req.valid('json')))),
  );

  routes.on(...at(ORDER_API.payability), customer, validated(ORDER_API.payability), async (c) =>
    c.json(okAs(ORDER_API.payability, await orderPayability(deps.db, c.var.customer.id, c.req.valid('query').orderNo, deps.clock.now()))),
  );

  routes.on(...at(ORDER_API.payByBalance), customer, validated(ORDER_API.payByBalance), async (c) => {
    const payment = await payByBalance(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    // An online trade left open for the order was closed with the payment: tell the provider.
    await followUp({ orderNo: payment.orderNo }, deps.clock.now());
    return c.json(okAs(ORDER_API.payByBalance, payment, ORDER_MESSAGES.paid));
  });

  routes.on(...at(ORDER_API.canRent), customer, ownGlobalId({ param: 'quanJuId' }), async (c) => {
    const goodsType = c.req.param('goodsType');
    if (!(GOODS_TYPES as readonly string[]).includes(goodsType)) return c.json(refuse('商品类型不正确'));
    return c.json(okAs(ORDER_API.canRent, await rentingSwitch(deps.db, c.var.customer, goodsType, deps.clock.now())));
  });

  return routes;
}
