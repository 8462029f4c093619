import type { Metadata } from 'next';
import { ConsoleLogin } from '@/components/console/ConsoleLogin';
import { safeConsoleTarget } from '@/lib/console/redirect';

export const metadata: Metadata = { title: '后台登录' };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

/** The back office's login: username, password and the captcha picture (SPEC.md section 7). */
export default async function ConsoleLoginPage({ searchParams }: Props) {
  const { redirect } = await searchParams;
  return <ConsoleLogin target={safeConsoleTarget(redirect)} />;
}
