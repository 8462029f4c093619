'use client';
/**
 * The progress bar while a page loads (docs/storefront.md#navigation-progress). A click on a same-site link starts it;
 * the router committing the new address (history.pushState / replaceState, or the back button)
 * ends it. A few lines instead of nextjs-toploader and nprogress: 8 KB less script on every page.
 */
import { useEffect, useState } from 'react';
import styles from './NavigationProgress.module.css';

type Phase = 'idle' | 'loading' | 'done';

/** Whether a click on this element leaves for another page of this site in the same tab. */
export function isPageChange(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search);
}

export function NavigationProgress() {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    const start = (event: MouseEvent) => {
      if (isPageChange(event, window.location)) setPhase('loading');
    };
    // Next's router writes the history from a useInsertionEffect, where React forbids updates:
    // the bar finishes right after, not inside it.
    const finish = () => queueMicrotask(() => setPhase((current) => (current === 'loading' ? 'done' : current)));
    const { pushState, replaceState } = window.history;
    window.history.pushState = function patchedPushState(...args: Parameters<History['pushState']>) {
      pushState.apply(this, args);
      finish();
    };
    window.history.replaceState = function patchedReplaceState(...args: Parameters<History['replaceState']>) {
      replaceState.apply(this, args);
      finish();
    };
    // Capture: before the router's own handler marks the click as handled.
    document.addEventListener('click', start, true);
    window.addEventListener('popstate', finish);
    return () => {
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
      document.removeEventListener('click', start, true);
      window.removeEventListener('popstate', finish);
    };
  }, []);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => setPhase('idle'), 400);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return <div className={styles.bar} data-phase={phase} aria-hidden="true" />;
}
