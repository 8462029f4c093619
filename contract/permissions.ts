/**
 * The back office's permission keys: each is a button of the menu (server/seed/data/menus.ts), a
 * route's check (server/http/permissions.ts) and a button the console shows or hides
 * (components/console/Permitted.tsx). A key is written here once; a misspelt one fails to compile.
 */
export const PERMISSIONS = [
  'goods:add',
  'goods:edit',
  'goods:publish',
  'goods:export',
  'order:approve',
  'order:ship',
  'order:receive',
  'order:complete',
  'order:close',
  'order:export',
  'bill:export',
  'device:add',
  'device:edit',
  'device:import',
  'device:export',
  'service:handle',
  'invoice:issue',
  'invoice:redLetter',
  'qualification:review',
  'verify:review',
  'shop:edit',
  'store:feature',
  'store:suspend',
  'coupon:add',
  'coupon:edit',
  'news:add',
  'news:edit',
  'news:delete',
  'carousel:edit',
  'application:review',
  'cooperation:handle',
  'user:add',
  'user:edit',
  'user:resetPwd',
  'dict:edit',
  'legal:edit',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The admin role holds every key through this one (RuoYi's `*:*:*`). */
export const ALL_PERMISSIONS = '*:*:*';
