import { endpoint, CUSTOMER } from '../endpoint';
import type { CartLine, CartLineTerms, CartSelection } from '../cart';

export const CART_API = {
  add: endpoint('POST', '/api/wCar/addCarGoods', CUSTOMER).answers<{ id: number; carShuLian: number }>(),
  count: endpoint('GET', '/api/wCar/carNumber', CUSTOMER).answers<{ carShuLian: number }>(),
  list: endpoint('POST', '/api/wCar/list', CUSTOMER).pages<CartLine>(),
  setQuantity: endpoint('POST', '/api/wCar/shuLiang', CUSTOMER).answers<CartLine>(),
  setTerm: endpoint('POST', '/api/wCar/zuQi', CUSTOMER).answers<CartLine>(),
  select: endpoint('POST', '/api/wCar/yxJ', CUSTOMER).answers<CartSelection>(),
  terms: endpoint('GET', '/api/wCar/fanHui/:id', CUSTOMER).answers<CartLineTerms>(),
  line: endpoint('GET', '/api/wCar/:id', CUSTOMER).answers<CartLine>(),
  remove: endpoint('DELETE', '/api/wCar/:id', CUSTOMER).answers<{ carShuLian: number }>(),
} as const;
