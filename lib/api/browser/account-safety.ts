/**
 * /accountSafe's calls: the password, the mobile number, the devices signed in and the recent
 * sign-ins. A device is named by its opaque session id; the token never reaches page scripts.
 */
import { call } from '@/lib/http/client';
import type { SmsCodeSent } from '@/contract/auth';
import type { ChangePhoneBody, LoginRecordView, PasswordChanged, PhoneChangeCodeBody, PhoneChanged, SignedInDevice } from '@/contract/accountSafety';

export const accountSafetyApi = {
  changePassword: (oldPassWord: string, passWord: string) => call<PasswordChanged>('POST', 'api/wUser/updatePassword', { oldPassWord, passWord }),
  sendPhoneChangeCode: (body: PhoneChangeCodeBody) => call<SmsCodeSent>('POST', 'api/wUser/updatePhone/vCode', body),
  changePhone: (body: ChangePhoneBody) => call<PhoneChanged>('POST', 'api/wUser/updatePhone', body),
  devices: () => call<SignedInDevice[]>('GET', 'api/wUser/devices'),
  signOutDevice: (sessionId: string) => call<null>('POST', 'api/wUser/devices/signOut', { sessionId }),
  signOutOtherDevices: () => call<{ signedOut: number }>('POST', 'api/wUser/devices/signOutOthers', {}),
  loginRecords: () => call<LoginRecordView[]>('GET', 'api/wUser/loginRecords'),
};
