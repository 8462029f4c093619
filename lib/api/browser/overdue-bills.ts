import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { OverdueBills, RentingGoodsType, RentingSwitch } from '@/contract/orders';
import { readSessionMarker } from '@/lib/session/client';
import { sessionAtom, sessionRestoredAtom } from '@/lib/session/state';

/**
 * Whether the logged-in customer may rent goods of this kind now (the product server's
 * judgeSwitch, by the rules placing an order applies): undefined while not known, null when nobody
 * is logged in or no answer came.
 *
 * Asked in the browser only, once the session is restored and only while the readable session
 * marker says there is a login, so a cached public page renders the same HTML for everyone. The
 * order client loads only then: visitors never pay for it.
 */
export function useRentingSwitch(goodsType: RentingGoodsType = 'normal'): RentingSwitch | null | undefined {
  const { globalId } = useAtomValue(sessionAtom);
  const restored = useAtomValue(sessionRestoredAtom);
  const [answer, setAnswer] = useState<{ key: string; judged: RentingSwitch | null } | null>(null);
  // Read once the state is restored, which happens in the browser only (never while the server renders).
  const asking = restored && globalId && readSessionMarker() ? globalId : '';
  const key = `${asking}/${goodsType}`;

  useEffect(() => {
    if (!asking) return;
    let current = true;
    import('./orders')
      .then(({ orderApi }) => orderApi.rentingSwitch(asking, goodsType))
      // Without an answer the page says nothing more than it would without the rules.
      .catch(() => null)
      .then((judged) => {
        if (current) setAnswer({ key: `${asking}/${goodsType}`, judged });
      });
    return () => {
      current = false;
    };
  }, [asking, goodsType]);

  if (!restored) return undefined;
  if (!asking) return null;
  return answer?.key === key ? answer.judged : undefined;
}

/**
 * The logged-in customer's overdue bills, which refuse every new order: undefined while not known,
 * null when there are none or nobody is logged in.
 */
export function useOverdueBills(): OverdueBills | null | undefined {
  const judged = useRentingSwitch();
  return judged === undefined ? undefined : (judged?.overdue ?? null);
}
