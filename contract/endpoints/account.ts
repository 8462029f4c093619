import { endpoint, ANYONE, CUSTOMER } from '../endpoint';
import { codeLoginBody, logoutBody, passwordLoginBody, phoneLookupQuery, registerBody, resetPasswordBody, sendSmsCodeQuery, userInfoQuery } from '../auth';
import type { Choice, LoginData, SmsCodeSent, UserInfo } from '../auth';
import type { VerificationState } from '../verifyStatus';

export const ACCOUNT_API = {
  choices: endpoint('GET', '/api/register/reg/choice/:type', ANYONE).answers<Choice[]>(),
  register: endpoint('POST', '/api/register/reg/zcInformation', ANYONE, { json: registerBody }).answers<LoginData>(),
  loginByPassword: endpoint('POST', '/api/register/reg/paLogin', ANYONE, { json: passwordLoginBody }).answers<LoginData>(),
  loginByCode: endpoint('POST', '/api/register/reg/yanLogin', ANYONE, { json: codeLoginBody }).answers<LoginData>(),
  resetPassword: endpoint('POST', '/api/register/reg/resetPassword', ANYONE, { json: resetPasswordBody }).answers<null>(),
  sendSmsCode: endpoint('GET', '/api/register/reg/vCode', { ...ANYONE, getChangesState: true }, { query: sendSmsCodeQuery }).answers<SmsCodeSent>(),
  phoneStatus: endpoint('GET', '/api/wUser/pho', ANYONE, { query: phoneLookupQuery }).answers<{ registered: boolean }>(),
  customer: endpoint('POST', '/auth/api/info/token', CUSTOMER, { json: userInfoQuery }).answers<UserInfo>(),
  verificationCheck: endpoint('GET', '/api/wGoods/userIsRenZhang', CUSTOMER, { query: userInfoQuery }).answers<VerificationState>(),
  logout: endpoint('POST', '/auth/api/logout', ANYONE, { json: logoutBody }).answers<null>(),
} as const;
