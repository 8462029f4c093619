'use client';
import { useEffect } from 'react';
import { Link } from '@/components/ui/Link';
import { useAtom } from 'jotai';
import { sessionAtom } from '@/lib/session/state';
import styles from './SiteHeader.module.css';

/**
 * The cart button; its count is the session's goodsCarNum (SPEC.md section 3), asked of the
 * product server once per page load for a logged-in customer (SPEC.md: 0 on failure). The cart
 * client loads only then, so visitors do not pay for it.
 */
export function CartLink() {
  const [{ goodsCarNum, GlobalId }, setSession] = useAtom(sessionAtom);

  useEffect(() => {
    if (!GlobalId) return;
    let current = true;
    void import('@/lib/api/cart')
      .then(({ cartApi }) => cartApi.count(GlobalId))
      .then((answer) => answer.carShuLian)
      .catch(() => 0)
      .then((carShuLian) => {
        if (current) setSession((session) => ({ ...session, goodsCarNum: carShuLian }));
      });
    return () => {
      current = false;
    };
  }, [GlobalId, setSession]);

  return (
    <Link href="/shopCar" className={styles.cart} aria-label={`购物车，${goodsCarNum} 件商品`}>
      购物车
      <span className={styles.badge} aria-hidden>{goodsCarNum > 99 ? '99+' : goodsCarNum}</span>
    </Link>
  );
}
