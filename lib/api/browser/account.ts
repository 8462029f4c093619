/**
 * Customer account calls (docs/product-rules.md#accounts; wire names: docs/product-rules.md#api).
 * The pinyin paths and field names stay here; the rest of the code says accountApi.loginByPassword,
 * `globalId`, `companyName` and `personName`.
 */
import type { z } from 'zod';
import { send } from '@/lib/http/client';
import { notifier } from '@/lib/http/notifier';
import { PHONE_LOOKUP_EMPTY_TEXT } from '@/lib/http/messages';
// Types only: the session keeper loads this module on public pages, which must not carry zod.
import type { LoginData, registerBody, SmsPurpose } from '@/contract/auth';
import { customerFromUserInfo, type Customer } from '@/lib/api/customer';
import { bind } from '@/contract/endpoint';
import { ACCOUNT_API } from '@/contract/endpoints/account';

/** A registration as the form holds it. */
export type Registration =
  | { accountType: 'company'; phone: string; code: string; passWord: string; companyName: string; contactName: string; industry?: string; companySize?: string; referral?: string }
  | { accountType: 'personal'; phone: string; code: string; passWord: string; personName: string; referral?: string };

type RegisterBody = z.input<typeof registerBody>;

export function registerBodyOf(registration: Registration): RegisterBody {
  if (registration.accountType === 'personal') {
    const { personName, ...rest } = registration;
    return { ...rest, pname: personName };
  }
  const { companyName, ...rest } = registration;
  return { ...rest, cname: companyName };
}

/** A login answers whose session it opened (the wire's `quanJuId`). */
export type LoginAnswer = { globalId: string };
const loginAnswer = (data: LoginData): LoginAnswer => ({ globalId: data.quanJuId });

const anonymous = { isToken: false } as const;

export const accountApi = {
  sendSmsCode: (phone: string, type: SmsPurpose) => send(ACCOUNT_API.sendSmsCode, { phone, type }, anonymous),
  register: async (registration: Registration) => loginAnswer(await send(ACCOUNT_API.register, registerBodyOf(registration), anonymous)),
  loginByPassword: async (phone: string, passWord: string) => loginAnswer(await send(ACCOUNT_API.loginByPassword, { phone, passWord }, anonymous)),
  loginByCode: async (phone: string, code: string) => loginAnswer(await send(ACCOUNT_API.loginByCode, { phone, code }, anonymous)),
  resetPassword: (phone: string, code: string, passWord: string) => send(ACCOUNT_API.resetPassword, { phone, code, passWord }, anonymous),
  choices: (type: number) => send(bind(ACCOUNT_API.choices, { type }), undefined, anonymous),
  /** Without a phone it warns 未获取到信息 and makes no call (docs/product-rules.md#error-messages). */
  phoneStatus: async (phone: string | undefined): Promise<{ registered: boolean } | null> => {
    if (!phone) {
      notifier().warning(PHONE_LOOKUP_EMPTY_TEXT);
      return null;
    }
    // A hint while typing: if the lookup fails, registration itself will say what is wrong.
    return send(ACCOUNT_API.phoneStatus, { phone }, { ...anonymous, silent: true });
  },
  /** Who the session belongs to; `globalId` names the session's customer the login answered. */
  customer: async (globalId?: string, options: { silent?: boolean } = {}): Promise<Customer> =>
    customerFromUserInfo(await send(ACCOUNT_API.customer, globalId ? { quanJuId: globalId } : {}, { repeatSubmit: false, ...options })),
  logout: () => send(ACCOUNT_API.logout, {}, { repeatSubmit: false, silent: true }),
};
