'use client';
import { useEffect } from 'react';
import { Link } from '@/components/ui/Link';
import { useAtomValue } from 'jotai';
import { useRefreshCartCount } from '@/lib/api/browser/cart-count';
import { sessionAtom } from '@/lib/session/state';
import styles from './SiteHeader.module.css';

/**
 * The cart button (docs/storefront.md#top-bar); its count is the session's cart count (goodsCarNum), asked
 * of the product server once per page load for a logged-in customer (0 on failure). The
 * cart client loads only then, so visitors do not pay for it.
 */
export function CartLink() {
  const { cartCount, globalId } = useAtomValue(sessionAtom);
  const refreshCartCount = useRefreshCartCount();

  useEffect(() => {
    if (globalId) void refreshCartCount();
  }, [globalId, refreshCartCount]);

  return (
    <Link href="/shopCar" className={styles.cart} aria-label={`购物车，${cartCount} 件商品`}>
      购物车
      <span className={styles.badge} aria-hidden>
        {cartCount > 99 ? '99+' : cartCount}
      </span>
    </Link>
  );
}
