/**
 * Customer account calls (SPEC.md section 7, "Authentication and account"). The pinyin paths
 * stay here; the rest of the code says accountApi.loginByPassword and so on.
 */
import { call } from '@/lib/http/client';
import { notifier } from '@/lib/http/notifier';
import { PHONE_LOOKUP_EMPTY_TEXT } from '@/lib/http/messages';
import type { Choice, LoginData, SmsPurpose, UserInfo } from '@/contract/auth';

export type RegisterForm =
  | { accountType: 'company'; phone: string; code: string; passWord: string; cname: string; contactName: string; industry?: string; companySize?: string; referral?: string }
  | { accountType: 'personal'; phone: string; code: string; passWord: string; pname: string; referral?: string };

const anonymous = { isToken: false } as const;

export const accountApi = {
  sendSmsCode: (phone: string, type: SmsPurpose) => call<null>('GET', 'api/register/reg/vCode', { phone, type }, anonymous),
  register: (form: RegisterForm) => call<LoginData>('POST', 'api/register/reg/zcInformation', form, anonymous),
  loginByPassword: (phone: string, passWord: string) =>
    call<LoginData>('POST', 'api/register/reg/paLogin', { phone, passWord }, anonymous),
  loginByCode: (phone: string, code: string) => call<LoginData>('POST', 'api/register/reg/yanLogin', { phone, code }, anonymous),
  resetPassword: (phone: string, code: string, passWord: string) =>
    call<null>('POST', 'api/register/reg/resetPassword', { phone, code, passWord }, anonymous),
  choices: (type: number) => call<Choice[]>('GET', `api/register/reg/choice/${type}`, undefined, anonymous),
  /** SPEC.md section 5: without a phone it warns 未获取到信息 and makes no call. */
  phoneStatus: async (phone: string | undefined): Promise<{ registered: boolean } | null> => {
    if (!phone) {
      notifier().warning(PHONE_LOOKUP_EMPTY_TEXT);
      return null;
    }
    // A hint while typing: if the lookup fails, registration itself will say what is wrong.
    return call<{ registered: boolean }>('GET', 'api/wUser/pho', { phone }, { ...anonymous, silent: true });
  },
  userInfo: (quanJuId?: string, options: { silent?: boolean } = {}) =>
    call<UserInfo>('POST', 'auth/api/info/token', quanJuId ? { quanJuId } : {}, { repeatSubmit: false, ...options }),
  logout: () => call<null>('POST', 'auth/api/logout', {}, { repeatSubmit: false, silent: true }),
};
