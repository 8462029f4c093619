/** The back office: its users, its menu tree and the dictionaries (reference lists). */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { at } from './columns';

export const sysUsers = pgTable(
  'sys_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull(),
    role: text('role', { enum: ['admin', 'editor'] }).notNull(),
    /** The merchant's shop for an editor; null for the platform's admins. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The mobile number the holder receives codes on: a merchant login opened by an approved
     * application sets its first password through an SMS code (type 7) sent here.
     */
    phone: text('phone'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('sys_users_username_key').on(t.username), index('sys_users_store_idx').on(t.storeId), check('sys_users_role_check', sql`${t.role} in ('admin', 'editor')`)],
);

export const sysMenus = pgTable(
  'sys_menus',
  {
    id: integer('id').primaryKey(),
    /** The back office asks for menu group 90 (docs/storefront.md#console-menu). */
    menuGroup: integer('menu_group').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => sysMenus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A route path, or the permission key (goods:add …) for a type 4 button. */
    url: text('url').notNull(),
    icon: text('icon').notNull().default(''),
    /** 0 directory, 1 page, 4 permission button. */
    type: integer('type').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Roles that see the entry: admin, editor. */
    roles: text('roles').array().notNull(),
  },
  (t) => [index('sys_menus_group_idx').on(t.menuGroup, t.sort)],
);

export const dictData = pgTable(
  'dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictValue: text('dict_value').notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
    /** Tag colour hint for the back office (default, primary, success, info, warning, danger). */
    listClass: text('list_class'),
    cssClass: text('css_class'),
  },
  (t) => [uniqueIndex('dict_data_type_value_key').on(t.dictType, t.dictValue)],
);

/**
 * Every back-office change, written in the change's own transaction (recordAudit): who (kept by
 * name too, should the account be deleted), which shop they acted for, what and on what.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: at('at').notNull(),
    sysUserId: integer('sys_user_id').references(() => sysUsers.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    role: text('role').notNull(),
    /** The acting editor's shop; null for the platform's admins. */
    storeId: integer('store_id'),
    /** A dotted key, resource first: order.ship, goods.publish, store.suspend … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** One Chinese sentence for the audit page: 发货 订单 ZL… 顺丰速运 SF… */
    summary: text('summary').notNull(),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_action_idx').on(t.action), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);
