import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { OverdueBills } from '@/contract/orders';
import { readSessionMarker } from '@/lib/session/client';
import { sessionAtom, sessionRestoredAtom } from '@/lib/session/state';

/**
 * The logged-in customer's overdue bills, which refuse every new order (the product server's
 * judgeSwitch): undefined while not known, null when there are none or nobody is logged in.
 *
 * Asked in the browser only, once the session is restored and only while the readable session
 * marker says there is a login, so a cached public page renders the same HTML for everyone. The
 * order client loads only then: visitors never pay for it.
 */
export function useOverdueBills(): OverdueBills | null | undefined {
  const { globalId } = useAtomValue(sessionAtom);
  const restored = useAtomValue(sessionRestoredAtom);
  const [answer, setAnswer] = useState<{ globalId: string; overdue: OverdueBills | null } | null>(null);
  // Read once the state is restored, which happens in the browser only (never while the server renders).
  const asking = restored && globalId && readSessionMarker() ? globalId : '';

  useEffect(() => {
    if (!asking) return;
    let current = true;
    import('./orders')
      .then(({ orderApi }) => orderApi.rentingSwitch(asking))
      .then(
        (judged) => judged.overdue,
        // Without an answer the page says nothing more than it would without the rule.
        () => null,
      )
      .then((overdue) => {
        if (current) setAnswer({ globalId: asking, overdue });
      });
    return () => {
      current = false;
    };
  }, [asking]);

  if (!restored) return undefined;
  if (!asking) return null;
  return answer?.globalId === asking ? answer.overdue : undefined;
}
