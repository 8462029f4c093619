'use client';
import { useEffect } from 'react';
import { useParams, useRouter, useSearchParams } from 'next/navigation';
import { safeRedirectTarget } from '@/lib/session/redirect';

/** Replaces /redirect/<path>?<query> by /<path>?<query>, so the page renders afresh. */
export function RedirectReload() {
  const router = useRouter();
  const params = useParams<{ path: string[] }>();
  const search = useSearchParams().toString();

  useEffect(() => {
    const path = `/${(params.path ?? []).map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}`;
    router.replace(safeRedirectTarget(`${path}${search ? `?${search}` : ''}`));
    router.refresh();
  }, [params.path, router, search]);

  return <p style={{ textAlign: 'center', padding: 48, color: '#6b7380' }}>正在跳转…</p>;
}
