'use client';
/**
 * The coupon centre's island. The offers arrive rendered by the server (the same for everyone);
 * with a session the island asks again to mark what the customer already holds, claims on 立即领取,
 * and finishes a claim that was interrupted by the login (`?claim=<id>`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useAtomValue } from 'jotai';
import { couponApi } from '@/lib/api/browser/coupons';
import { COUPON_MESSAGES, type CouponOffer } from '@/contract/coupons';
import { formatFen } from '@/contract/format';
import { isApiError } from '@/lib/http/errors';
import { notifier } from '@/lib/http/notifier';
import { loginUrlFor } from '@/lib/session/redirect';
import { sessionAtom, sessionRestoredAtom } from '@/lib/session/state';
import { claimRequested, claimReturnPath, withoutClaim } from './couponClaimUrl';
import styles from './CouponBoard.module.css';

const count = new Intl.NumberFormat('zh-CN');

function CouponItem({ offer, claiming, onClaim }: { offer: CouponOffer; claiming: boolean; onClaim: (id: number) => void }) {
  const titleId = `coupon-${offer.id}`;
  const soldOut = offer.remaining <= 0;
  const left = offer.total > 0 ? Math.round((Math.max(0, offer.remaining) / offer.total) * 100) : 0;
  const state = offer.claimed ? styles.claimed : soldOut ? styles.soldOut : '';
  return (
    <li className={`${styles.coupon} ${state}`}>
      <div className={styles.value}>
        <p className={styles.amount}>{formatFen(offer.amount)}</p>
        <p className={styles.threshold}>{offer.threshold > 0 ? `满${formatFen(offer.threshold)}可用` : '无门槛'}</p>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {offer.name}
        </h3>
        <p className={styles.line}>适用范围：{offer.scope}</p>
        <p className={styles.line}>有效期：领取后 {offer.validDays} 天内有效</p>
        <div className={styles.stock}>
          <span className={styles.bar} aria-hidden="true">
            <span style={{ width: `${left}%` }} />
          </span>
          <span>
            剩余 {count.format(Math.max(0, offer.remaining))}/{count.format(offer.total)} 张
          </span>
        </div>
      </div>
      <div className={styles.action}>
        {offer.claimed ? (
          <button type="button" className={styles.button} disabled aria-describedby={titleId}>
            已领取
          </button>
        ) : soldOut ? (
          <button type="button" className={styles.button} disabled aria-describedby={titleId}>
            已领完
          </button>
        ) : (
          <button type="button" className={styles.button} disabled={claiming} aria-describedby={titleId} onClick={() => onClaim(offer.id)}>
            {claiming ? '领取中…' : '立即领取'}
          </button>
        )}
      </div>
    </li>
  );
}

export function CouponBoard({ offers: served }: { offers: CouponOffer[] }) {
  const router = useRouter();
  const session = useAtomValue(sessionAtom);
  const restored = useAtomValue(sessionRestoredAtom);
  const loggedIn = restored && Boolean(session.userName);
  const [offers, setOffers] = useState(served);
  const [claiming, setClaiming] = useState<number | null>(null);
  const returnedClaimSeen = useRef(false);

  const claim = useCallback(async (templateId: number) => {
    const update = (change: (offer: CouponOffer) => CouponOffer) => setOffers((list) => list.map((offer) => (offer.id === templateId ? change(offer) : offer)));
    setClaiming(templateId);
    try {
      await couponApi.claim(templateId);
      notifier().success(COUPON_MESSAGES.claimed);
      update((offer) => ({ ...offer, claimed: true, remaining: Math.max(0, offer.remaining - 1) }));
    } catch (error) {
      // The HTTP client has already shown the refusal; the card now says the same.
      if (isApiError(error) && error.message === COUPON_MESSAGES.alreadyClaimed) update((offer) => ({ ...offer, claimed: true }));
      if (isApiError(error) && error.message === COUPON_MESSAGES.soldOut) update((offer) => ({ ...offer, remaining: 0 }));
    } finally {
      setClaiming(null);
    }
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    const sync = async () => {
      // Back from the login with ?claim=<id>: claim it once, and take the request out of the address.
      const returned = returnedClaimSeen.current ? null : claimRequested(window.location.search);
      returnedClaimSeen.current = true;
      if (returned !== null) {
        window.history.replaceState(null, '', withoutClaim(window.location));
        await claim(returned);
      }
      try {
        const fresh = await couponApi.offers();
        if (current) setOffers(fresh);
      } catch {
        // The served list stays: it is at most a minute old.
      }
    };
    void sync();
    return () => {
      current = false;
    };
  }, [loggedIn, claim]);

  const onClaim = (templateId: number) => {
    // Until the session is read back the page cannot tell a customer from a visitor.
    if (!restored || claiming !== null) return;
    if (!loggedIn) {
      router.push(loginUrlFor(claimReturnPath(templateId)));
      return;
    }
    void claim(templateId);
  };

  return (
    <ul className={styles.list}>
      {offers.map((offer) => (
        <CouponItem key={offer.id} offer={offer} claiming={claiming === offer.id} onClaim={onClaim} />
      ))}
    </ul>
  );
}
