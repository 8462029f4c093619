'use client';
import type { ReactNode } from 'react';
import type { Permission } from '@/contract/permissions';
import { usePermission } from './hooks';

/**
 * RuoYi's `v-hasPermi` as a component: renders its children only when the page's menu entry
 * grants `perm` (any of a list), else `fallback` (nothing by default).
 *
 *   <Permitted perm="order:ship"><Button onClick={ship}>发货</Button></Permitted>
 */
export function Permitted({ perm, children, fallback = null }: { perm: Permission | readonly Permission[]; children: ReactNode; fallback?: ReactNode }) {
  const can = usePermission();
  return <>{can(perm) ? children : fallback}</>;
}
