'use client';
import { Link } from '@/components/ui/Link';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '@/lib/session/state';
import styles from './SiteHeader.module.css';

/** The cart button; its count is the session's goodsCarNum (SPEC.md section 3). */
export function CartLink() {
  const { goodsCarNum } = useAtomValue(sessionAtom);
  return (
    <Link href="/shopCar" className={styles.cart} aria-label={`购物车，${goodsCarNum} 件商品`}>
      购物车
      <span className={styles.badge} aria-hidden>{goodsCarNum > 99 ? '99+' : goodsCarNum}</span>
    </Link>
  );
}
