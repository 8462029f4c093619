import type { Metadata } from 'next';
import { redirect as goTo } from 'next/navigation';
import { ConsoleLogin } from '@/components/console/ConsoleLogin';
import { currentStaff } from '@/lib/api/server/console';
import { safeConsoleTarget } from '@/lib/console/redirect';

export const metadata: Metadata = { title: '后台登录' };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

/**
 * The back office's login: username, password and the captcha picture (docs/product-rules.md#accounts). Someone
 * already logged in (a bookmark, the back button) goes on to where the login would have sent them.
 */
export default async function ConsoleLoginPage({ searchParams }: Props) {
  const target = safeConsoleTarget((await searchParams).redirect);
  if ((await currentStaff()).kind === 'ok') goTo(target);
  return <ConsoleLogin target={target} />;
}
