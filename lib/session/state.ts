/**
 * The customer's app state (docs/storefront.md#app-state), held in one jotai atom. It contains no
 * secret: `token` is the readable session marker, never the session token itself. The original
 * shop's pinyin names are the wire's only: its goodsCarNum is `cartCount` here, its GlobalId
 * `globalId`.
 */
import { atom } from 'jotai';
import type { Customer } from '@/lib/api/customer';

export type SessionState = {
  /** Marker of the session this state belongs to (the readable cookie's value). */
  token: string;
  username: string;
  userName: string;
  phone: string;
  avatar: string;
  userInfo: Customer | null;
  companyName: string;
  personName: string;
  cartCount: number;
  globalId: string;
  newsList: unknown[];
  isNews: boolean;
  rawstatus: string;
  storeDetails: unknown;
  searchType: number;
};

export const EMPTY_SESSION: SessionState = {
  token: '',
  username: '',
  userName: '',
  phone: '',
  avatar: '',
  userInfo: null,
  companyName: '',
  personName: '',
  cartCount: 0,
  globalId: '',
  newsList: [],
  isNews: false,
  rawstatus: '',
  storeDetails: null,
  searchType: 1,
};

export const sessionAtom = atom<SessionState>(EMPTY_SESSION);

/** Whether the state has been read back from storage; until then the top bar shows neither state. */
export const sessionRestoredAtom = atom(false);

/** The state after a login: the customer answered by auth/api/info/token. */
export function sessionFromCustomer(marker: string, customer: Customer, previous: SessionState = EMPTY_SESSION): SessionState {
  return {
    ...previous,
    token: marker,
    username: customer.mobile,
    userName: customer.personName ?? customer.companyName ?? customer.mobile,
    phone: customer.mobile,
    userInfo: customer,
    companyName: customer.companyName ?? '',
    personName: customer.personName ?? '',
    globalId: customer.globalId,
  };
}
