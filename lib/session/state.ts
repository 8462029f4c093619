/**
 * The customer's app state of SPEC.md section 3, held in one jotai atom. It contains no secret:
 * `token` is the readable session marker, never the session token itself.
 */
import { atom } from 'jotai';
import type { UserInfo } from '@/contract/auth';

export type SessionState = {
  /** Marker of the session this state belongs to (the readable cookie's value). */
  token: string;
  username: string;
  userName: string;
  phone: string;
  avatar: string;
  userInfo: UserInfo | null;
  companyName: string;
  personalName: string;
  goodsCarNum: number;
  GlobalId: string;
  newsList: unknown[];
  isNews: boolean;
  rawstatus: string;
  storeDateils: unknown;
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
  personalName: '',
  goodsCarNum: 0,
  GlobalId: '',
  newsList: [],
  isNews: false,
  rawstatus: '',
  storeDateils: null,
  searchType: 1,
};

export const sessionAtom = atom<SessionState>(EMPTY_SESSION);

/** Whether the state has been read back from storage; until then the top bar shows neither state. */
export const sessionRestoredAtom = atom(false);

/** The state after a login: the user info answered by auth/api/info/token. */
export function sessionFromUserInfo(marker: string, info: UserInfo, previous: SessionState = EMPTY_SESSION): SessionState {
  const displayName = info.pname ?? info.cname ?? info.mobile;
  return {
    ...previous,
    token: marker,
    username: info.mobile,
    userName: displayName,
    phone: info.mobile,
    userInfo: info,
    companyName: info.cname ?? '',
    personalName: info.pname ?? '',
    GlobalId: info.quanJuId,
  };
}
