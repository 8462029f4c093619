import type { Metadata } from 'next';
import { SetPassword } from '@/components/console/SetPassword';

export const metadata: Metadata = { title: '设置登录密码' };

/** A merchant login sets its password with an SMS code (no console session; outside the shell, like the login). */
export default function ConsoleSetPasswordPage() {
  return <SetPassword />;
}
