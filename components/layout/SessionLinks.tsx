'use client';
/**
 * The session part of the top bar: 登录 and 注册 when there is no user name, otherwise the
 * personal name (or user name), the company name, the customer links and 退出.
 */
import { reloadAt } from '@/lib/navigation';
import { useState } from 'react';
import { Link } from '@/components/ui/Link';
import { useAtom, useAtomValue } from 'jotai';
import { EMPTY_SESSION, sessionAtom, sessionRestoredAtom } from '@/lib/session/state';
import { currentFullPath, endSession } from '@/lib/session/client';
import { loginUrlFor } from '@/lib/session/redirect';
import styles from './TopBar.module.css';

export function SessionLinks() {
  const [session, setSession] = useAtom(sessionAtom);
  const restored = useAtomValue(sessionRestoredAtom);
  const [leaving, setLeaving] = useState(false);

  if (!restored) return <span aria-hidden className={styles.placeholder} />;

  const name = session.personalName || session.userName;
  if (!name) {
    return (
      <>
        <Link href={loginLink()}>登录</Link>
        <Link href="/rgister">注册</Link>
      </>
    );
  }

  const logout = async () => {
    setLeaving(true);
    const returnTo = currentFullPath();
    await endSession();
    setSession(EMPTY_SESSION);
    reloadAt(loginUrlFor(returnTo));
  };

  return (
    <>
      <span data-testid="session-name" className={styles.userName}>{name}</span>
      {session.companyName ? <span className={styles.company}>{session.companyName}</span> : null}
      <button type="button" className={styles.logout} onClick={logout} disabled={leaving}>
        退出
      </button>
      <Link href="/myOrderList">我的订单</Link>
      <Link href="/myBill">我的账单</Link>
      <Link href="/myAccount">个人中心</Link>
    </>
  );
}

const ACCOUNT_ENTRY_PAGES = ['/login', '/rgister', '/Retrieve'];

/** From an ordinary page the login comes back to it; from the account pages it just logs in. */
function loginLink(): string {
  const path = currentFullPath();
  return ACCOUNT_ENTRY_PAGES.some((page) => path.startsWith(page)) ? '/login' : loginUrlFor(path);
}
