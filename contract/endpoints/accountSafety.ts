import { endpoint, CUSTOMER } from '../endpoint';
import type { LoginRecordView, PasswordChanged, PhoneChanged, SignedInSession } from '../accountSafety';
import type { SmsCodeSent } from '../auth';

export const ACCOUNT_SAFETY_API = {
  changePassword: endpoint('POST', '/api/wUser/updatePassword', CUSTOMER).answers<PasswordChanged>(),
  sendPhoneChangeCode: endpoint('POST', '/api/wUser/updatePhone/vCode', CUSTOMER).answers<SmsCodeSent>(),
  changePhone: endpoint('POST', '/api/wUser/updatePhone', CUSTOMER).answers<PhoneChanged>(),
  signedInSessions: endpoint('GET', '/api/wUser/devices', CUSTOMER).answers<SignedInSession[]>(),
  signOutSession: endpoint('POST', '/api/wUser/devices/signOut', CUSTOMER).answers<null>(),
  signOutOtherSessions: endpoint('POST', '/api/wUser/devices/signOutOthers', CUSTOMER).answers<{ signedOut: number }>(),
  loginRecords: endpoint('GET', '/api/wUser/loginRecords', CUSTOMER).answers<LoginRecordView[]>(),
} as const;
