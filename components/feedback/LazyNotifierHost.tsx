'use client';
/**
 * Toasts and the confirm dialog are MUI, which public pages must not pay for up front (docs/performance.md#budget:
 * every kilobyte of client JavaScript on a public page must earn its place). This installs a
 * notifier that, on its first use, loads the real NotifierHost and replays what was said.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { setNotifier, type Notifier } from '@/lib/http/notifier';

type HostComponent = ComponentType<{ onReady?: (notifier: Notifier) => void }>;
type Replay = (notifier: Notifier) => void;

export function LazyNotifierHost() {
  const [Host, setHost] = useState<HostComponent | null>(null);
  const pending = useRef<Replay[]>([]);
  const loading = useRef(false);

  useEffect(() => {
    const later = (replay: Replay) => {
      pending.current.push(replay);
      if (loading.current) return;
      loading.current = true;
      void import('./NotifierHost').then((module) => setHost(() => module.NotifierHost));
    };
    return setNotifier({
      success: (message) => later((notifier) => notifier.success(message)),
      info: (message, durationMs) => later((notifier) => notifier.info(message, durationMs)),
      warning: (message) => later((notifier) => notifier.warning(message)),
      error: (message) => later((notifier) => notifier.error(message)),
      confirm: (options) => new Promise<boolean>((resolve) => later((notifier) => void notifier.confirm(options).then(resolve))),
    });
  }, []);

  const replay = useCallback((notifier: Notifier) => {
    const queued = pending.current;
    pending.current = [];
    for (const item of queued) item(notifier);
  }, []);

  return Host ? <Host onReady={replay} /> : null;
}
