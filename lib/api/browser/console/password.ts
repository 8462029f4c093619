/**
 * A merchant login's password, set with an SMS code (/console/setPassword, no console session):
 * `auth/api/sys/password/code` texts a code to the phone on file, `…/set` sets the password.
 */
import { CONSOLE_AUTH_API } from '@/contract/endpoints/consoleAuth';
import { consoleHttp } from './transport';

export type MerchantPasswordBody = { username: string; code: string; password: string };

export const consolePasswordApi = {
  sendCode: (username: string) => consoleHttp.send(CONSOLE_AUTH_API.sendPasswordCode, { username }, { isToken: false }),
  set: (body: MerchantPasswordBody) => consoleHttp.send(CONSOLE_AUTH_API.setPassword, body, { isToken: false }),
};
