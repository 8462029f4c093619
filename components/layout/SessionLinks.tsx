'use client';
/**
 * The session part of the top bar: 登录 and 注册 when there is no user name, otherwise the
 * personal name (or user name), the company name, the customer links, 消息 with its unread mark
 * (the session's isNews) and 退出.
 */
import { reloadAt } from '@/lib/navigation';
import { useEffect, useState } from 'react';
import { useRefreshNewsMark } from '@/lib/api/browser/news-mark';
import { Link } from '@/components/ui/Link';
import { useAtom, useAtomValue } from 'jotai';
import { EMPTY_SESSION, sessionAtom, sessionRestoredAtom } from '@/lib/session/state';
import { currentFullPath, endSession } from '@/lib/session/client';
import { loginUrlFor } from '@/lib/session/redirect';
import { HOME_PATH, isAccountEntryPath } from '@/lib/routes';
import styles from './TopBar.module.css';

export function SessionLinks() {
  const [session, setSession] = useAtom(sessionAtom);
  const restored = useAtomValue(sessionRestoredAtom);
  const [leaving, setLeaving] = useState(false);

  if (!restored) return <span aria-hidden className={styles.placeholder} />;

  const name = session.personName || session.userName;
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
      <span data-testid="session-name" className={styles.userName}>
        {name}
      </span>
      {session.companyName ? <span className={styles.company}>{session.companyName}</span> : null}
      <button type="button" className={styles.logout} onClick={logout} disabled={leaving}>
        退出
      </button>
      <Link href="/myOrderList">我的订单</Link>
      <Link href="/myBill">我的账单</Link>
      <Link href="/myAccount">个人中心</Link>
      <NewsLink />
    </>
  );
}

/**
 * 消息, marked while anything is unread. The mark is read from the product server once per page
 * load of a logged-in customer (and again whenever a change wrote or read a 消息); reading them
 * on /news clears it.
 */
function NewsLink() {
  const { globalId, isNews, newsList } = useAtomValue(sessionAtom);
  const refreshNewsMark = useRefreshNewsMark();

  useEffect(() => {
    if (globalId) void refreshNewsMark();
  }, [globalId, refreshNewsMark]);

  const unread = newsList.length;
  const label = isNews ? `消息，${unread >= 99 ? '99 条以上' : `${unread} 条`}未读` : '消息';
  return (
    <Link href="/news" className={styles.news} aria-label={label} data-testid="news-link">
      消息
      {isNews ? (
        <span className={styles.newsMark} data-testid="news-mark" aria-hidden>
          {unread >= 99 ? '99+' : unread || ''}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * From an ordinary page the login comes back to it. From the account pages and the home page it
 * just logs in: the login then goes to the page remembered when a session expired, or home.
 */
function loginLink(): string {
  const path = window.location.pathname;
  return isAccountEntryPath(path) || path === HOME_PATH ? '/login' : loginUrlFor(currentFullPath());
}
