'use client';
/** "获取验证码" for a phone number typed in the form: checked first, then sent (CodeButton keeps the 60-second wait). */
import { accountApi } from '@/lib/api/browser/account';
import { notifier } from '@/lib/http/notifier';
import { isMobilePhone } from '@/contract/validationRules';
import type { SmsPurpose } from '@/contract/auth';
import { CodeButton } from './CodeButton';

type Props = { phone: string; purpose: SmsPurpose; onInvalidPhone: (message: string) => void };

export function SmsCodeButton({ phone, purpose, onInvalidPhone }: Props) {
  const send = async (): Promise<boolean> => {
    const trimmed = phone.trim();
    if (!isMobilePhone(trimmed)) {
      onInvalidPhone(trimmed ? '请输入正确的手机号码' : '请输入手机号码');
      return false;
    }
    try {
      await accountApi.sendSmsCode(trimmed, purpose);
      notifier().success('验证码已发送，5 分钟内有效');
      return true;
    } catch {
      // The http layer has shown the product server's reason (too frequent, not registered…).
      return false;
    }
  };

  return <CodeButton send={send} />;
}
