import { endpoint, ANYONE, CUSTOMER } from '../endpoint';
import type { Choice, LoginData, SmsCodeSent, UserInfo } from '../auth';
import type { VerificationState } from '../verifyStatus';

export const ACCOUNT_API = {
  choices: endpoint('GET', '/api/register/reg/choice/:type', ANYONE).answers<Choice[]>(),
  register: endpoint('POST', '/api/register/reg/zcInformation', ANYONE).answers<LoginData>(),
  loginByPassword: endpoint('POST', '/api/register/reg/paLogin', ANYONE).answers<LoginData>(),
  loginByCode: endpoint('POST', '/api/register/reg/yanLogin', ANYONE).answers<LoginData>(),
  resetPassword: endpoint('POST', '/api/register/reg/resetPassword', ANYONE).answers<null>(),
  sendSmsCode: endpoint('GET', '/api/register/reg/vCode', { ...ANYONE, getChangesState: true }).answers<SmsCodeSent>(),
  phoneStatus: endpoint('GET', '/api/wUser/pho', ANYONE).answers<{ registered: boolean }>(),
  customer: endpoint('POST', '/auth/api/info/token', CUSTOMER).answers<UserInfo>(),
  verificationCheck: endpoint('GET', '/api/wGoods/userIsRenZhang', CUSTOMER).answers<VerificationState>(),
  logout: endpoint('POST', '/auth/api/logout', ANYONE).answers<null>(),
} as const;
