import { endpoint, CUSTOMER } from '../endpoint';
import { addCartBody, cartCountQuery, cartListBody, cartQuantityBody, cartSelectBody, cartTermBody } from '../cart';
import type { CartLine, CartLineTerms, CartSelection } from '../cart';

export const CART_API = {
  add: endpoint('POST', '/api/wCar/addCarGoods', CUSTOMER, { json: addCartBody }).answers<{ id: number; carShuLian: number }>(),
  count: endpoint('GET', '/api/wCar/carNumber', CUSTOMER, { query: cartCountQuery }).answers<{ carShuLian: number }>(),
  list: endpoint('POST', '/api/wCar/list', CUSTOMER, { json: cartListBody }).pages<CartLine>(),
  setQuantity: endpoint('POST', '/api/wCar/shuLiang', CUSTOMER, { json: cartQuantityBody }).answers<CartLine>(),
  setTerm: endpoint('POST', '/api/wCar/zuQi', CUSTOMER, { json: cartTermBody }).answers<CartLine>(),
  select: endpoint('POST', '/api/wCar/yxJ', CUSTOMER, { json: cartSelectBody }).answers<CartSelection>(),
  terms: endpoint('GET', '/api/wCar/fanHui/:id', CUSTOMER).answers<CartLineTerms>(),
  line: endpoint('GET', '/api/wCar/:id', CUSTOMER).answers<CartLine>(),
  remove: endpoint('DELETE', '/api/wCar/:id', CUSTOMER).answers<{ carShuLian: number }>(),
} as const;
