/** The cart (`/api/wCar/…`): every call needs a customer session and touches only that customer's lines. */
import { Hono } from 'hono';
import { CART_MESSAGES, cartLineId } from '@/contract/cart';
import { CODE } from '@/contract/envelope';
import { addToCart, removeCartLine, selectCartLines, setCartQuantity, setCartTerm } from '../domain/cart/edit';
import { cartCount, cartLine, cartLineTerms, cartPage } from '../domain/cart/read';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { ownGlobalId } from '../http/globalId';
import { requireCustomer } from '../http/session';
import { CART_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

/** A path id that is not a positive integer names nothing: 404, like an unknown id. */
function lineIdOf(raw: string): number {
  const parsed = cartLineId.safeParse(raw);
  if (!parsed.success) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return parsed.data;
}

export function cartRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.on(...at(CART_API.add), customer, validated(CART_API.add), async (c) => {
    const added = await addToCart(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(CART_API.add, { id: added.id, carShuLian: added.cartCount }, CART_MESSAGES.added));
  });

  routes.on(...at(CART_API.count), customer, validated(CART_API.count), ownGlobalId('query'), async (c) =>
    c.json(okAs(CART_API.count, { carShuLian: await cartCount(deps.db, c.var.customer.id) })),
  );

  routes.on(...at(CART_API.list), customer, validated(CART_API.list), async (c) => c.json(pageAs(CART_API.list, await cartPage(deps.db, c.var.customer.id, c.req.valid('json')))));

  routes.on(...at(CART_API.setQuantity), customer, validated(CART_API.setQuantity), async (c) => {
    const { id, quantity } = c.req.valid('json');
    return c.json(okAs(CART_API.setQuantity, await setCartQuantity(deps.db, c.var.customer.id, id, quantity, deps.clock.now())));
  });

  routes.on(...at(CART_API.setTerm), customer, validated(CART_API.setTerm), async (c) => {
    const { id, termMonths } = c.req.valid('json');
    return c.json(okAs(CART_API.setTerm, await setCartTerm(deps.db, c.var.customer.id, id, termMonths, deps.clock.now())));
  });

  routes.on(...at(CART_API.select), customer, validated(CART_API.select), async (c) => {
    const { ids, selected } = c.req.valid('json');
    return c.json(okAs(CART_API.select, await selectCartLines(deps.db, c.var.customer.id, ids, selected, deps.clock.now())));
  });

  routes.on(...at(CART_API.terms), customer, async (c) => c.json(okAs(CART_API.terms, await cartLineTerms(deps.db, c.var.customer.id, lineIdOf(c.req.param('id'))))));

  routes.on(...at(CART_API.line), customer, async (c) => c.json(okAs(CART_API.line, await cartLine(deps.db, c.var.customer.id, lineIdOf(c.req.param('id'))))));

  routes.on(...at(CART_API.remove), customer, async (c) => {
    const removed = await removeCartLine(deps.db, c.var.customer.id, lineIdOf(c.req.param('id')));
    return c.json(okAs(CART_API.remove, { carShuLian: removed.cartCount }, CART_MESSAGES.deleted));
  });

  return routes;
}
