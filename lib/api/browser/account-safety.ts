/**
 * /accountSafe's calls: the password, the mobile number, the devices signed in and the recent
 * sign-ins. A device is named by its opaque session id; the token never reaches page scripts.
 */
import { send } from '@/lib/http/client';
import type { ChangePhoneBody, PhoneChangeCodeBody } from '@/contract/accountSafety';
import { ACCOUNT_SAFETY_API } from '@/contract/endpoints/accountSafety';

export const accountSafetyApi = {
  changePassword: (oldPassWord: string, passWord: string) => send(ACCOUNT_SAFETY_API.changePassword, { oldPassWord, passWord }),
  sendPhoneChangeCode: (body: PhoneChangeCodeBody) => send(ACCOUNT_SAFETY_API.sendPhoneChangeCode, body),
  changePhone: (body: ChangePhoneBody) => send(ACCOUNT_SAFETY_API.changePhone, body),
  devices: () => send(ACCOUNT_SAFETY_API.signedInSessions),
  signOutSession: (sessionId: string) => send(ACCOUNT_SAFETY_API.signOutSession, { sessionId }),
  signOutOtherSessions: () => send(ACCOUNT_SAFETY_API.signOutOtherSessions, {}),
  loginRecords: () => send(ACCOUNT_SAFETY_API.loginRecords),
};
