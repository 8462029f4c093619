/**
 * A merchant login's password, set with an SMS code (/console/setPassword, no console session):
 * `auth/api/sys/password/code` texts a code to the phone on file, `…/set` sets the password.
 */
import type { SmsCodeSent } from '@/contract/auth';
import { consoleHttp } from './transport';

export type MerchantPasswordBody = { username: string; code: string; password: string };

export const merchantPasswordApi = {
  sendCode: (username: string) => consoleHttp.post<SmsCodeSent>('auth/api/sys/password/code', { username }, { isToken: false }),
  set: (body: MerchantPasswordBody) => consoleHttp.post<null>('auth/api/sys/password/set', body, { isToken: false }),
};
