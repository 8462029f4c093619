/**
 * Which staff actions an order allows now, for this caller: the lifecycle's status decides which
 * (the table of docs/product-rules.md#order-lifecycle), the caller's menu buttons which of them
 * they may press, and a business rule still standing in the way disables one with the sentence the
 * action itself would answer.
 */
import { eq } from 'drizzle-orm';
import { CONSOLE_ORDER_ACTION_RULES, CONSOLE_ORDER_ACTIONS, CONSOLE_ORDER_MESSAGES, type ConsoleOrderAction, type ConsoleOrderActionView } from '@/contract/consoleOrders';
import type { Executor } from '../../db/client';
import { riskRecords } from '../../db/schema';
import { ALL_PERMISSIONS } from '@/contract/permissions';
import { permissionsOf, type Staff } from '../staff/scope';
import type { DeskOrder } from './access';
import { UPGRADE_DESK_ACTION_RULES, UPGRADE_DESK_ACTIONS, type ConsoleUpgrade } from '@/contract/upgrades';
import { latestUpgrade, upgradeView } from '../upgrades/records';
import { unpaidBillsRefusal } from './settlement';

async function standingRule(db: Executor, action: ConsoleOrderAction, order: DeskOrder, now: Date): Promise<string | null> {
  if (action === 'approve') {
    const [risk] = await db.select({ id: riskRecords.id }).from(riskRecords).where(eq(riskRecords.orderId, order.id));
    return risk ? null : CONSOLE_ORDER_MESSAGES.notRiskChecked;
  }
  if (action === 'complete') return unpaidBillsRefusal(db, order.id, now);
  return null;
}

/** The order's latest upgrade with the desk actions its status allows and the caller's buttons hold. */
export async function consoleUpgrade(db: Executor, staff: Staff, order: DeskOrder): Promise<ConsoleUpgrade | null> {
  const upgrade = await latestUpgrade(db, order.id);
  if (!upgrade) return null;
  const held = new Set(await permissionsOf(db, staff.role));
  const actions = UPGRADE_DESK_ACTIONS.filter((action) => {
    const rule = UPGRADE_DESK_ACTION_RULES[action];
    return upgrade.status === rule.from && (held.has(ALL_PERMISSIONS) || held.has(rule.permission));
  }).map((action) => ({ action, name: UPGRADE_DESK_ACTION_RULES[action].name }));
  return { ...upgradeView(upgrade, order.orderNo), actions };
}

export async function consoleActions(db: Executor, staff: Staff, order: DeskOrder, now: Date): Promise<ConsoleOrderActionView[]> {
  const held = new Set(await permissionsOf(db, staff.role));
  const views: ConsoleOrderActionView[] = [];
  for (const action of CONSOLE_ORDER_ACTIONS) {
    const rule = CONSOLE_ORDER_ACTION_RULES[action];
    if (order.status !== rule.from || !(held.has(ALL_PERMISSIONS) || held.has(rule.permission))) continue;
    const reason = await standingRule(db, action, order, now);
    views.push({ action, name: rule.name, permission: rule.permission, enabled: reason === null, reason });
  }
  return views;
}
