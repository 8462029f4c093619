import { endpoint, CUSTOMER } from '../endpoint';
import { changePasswordBody, changePhoneBody, phoneChangeCodeBody, signOutSessionBody } from '../accountSafety';
import { emptyBody } from '../request';
import type { LoginRecordView, PasswordChanged, PhoneChanged, SignedInSession } from '../accountSafety';
import type { SmsCodeSent } from '../auth';

export const ACCOUNT_SAFETY_API = {
  changePassword: endpoint('POST', '/api/wUser/updatePassword', CUSTOMER, { json: changePasswordBody }).answers<PasswordChanged>(),
  sendPhoneChangeCode: endpoint('POST', '/api/wUser/updatePhone/vCode', CUSTOMER, { json: phoneChangeCodeBody }).answers<SmsCodeSent>(),
  changePhone: endpoint('POST', '/api/wUser/updatePhone', CUSTOMER, { json: changePhoneBody }).answers<PhoneChanged>(),
  signedInSessions: endpoint('GET', '/api/wUser/devices', CUSTOMER).answers<SignedInSession[]>(),
  signOutSession: endpoint('POST', '/api/wUser/devices/signOut', CUSTOMER, { json: signOutSessionBody }).answers<null>(),
  signOutOtherSessions: endpoint('POST', '/api/wUser/devices/signOutOthers', CUSTOMER, { json: emptyBody }).answers<{ signedOut: number }>(),
  loginRecords: endpoint('GET', '/api/wUser/loginRecords', CUSTOMER).answers<LoginRecordView[]>(),
} as const;
