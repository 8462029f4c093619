/**
 * The back office's menu (group 90), RuoYi's shape: type 0 directories, type 1 pages, type 4
 * permission buttons whose url is the permission key of their parent page. admin: the platform's
 * operators, who see everything (and hold `*:*:*`, every button present and future); editor: a
 * merchant's staff, who see their own shop's goods, orders, devices and after-sales.
 *
 * Reference data, written on every start: an id's row is updated in place and ids no longer
 * listed are deleted, so a menu change reaches every back-office user at their next menu call.
 */
import type { sysMenus } from '../../db/schema';
import { ALL_PERMISSIONS, type Permission } from '@/contract/permissions';

type MenuRow = typeof sysMenus.$inferInsert;

const BOTH = ['admin', 'editor'];
const ADMIN = ['admin'];
const EDITOR = ['editor'];
const G = 90;

/** Every button of every present and future page: RuoYi's administrator key. */

type Entry = { id: number; name: string; url: string; icon?: string; hidden?: boolean; roles: string[] };

const dir = (entry: Entry, sort: number): MenuRow => ({ menuGroup: G, parentId: null, sort, type: 0, icon: '', hidden: false, ...entry });
const page = (parentId: number | null, entry: Entry, sort: number): MenuRow => ({ menuGroup: G, parentId, sort, type: 1, icon: '', hidden: false, ...entry });
/** A page's buttons in their order; an entry may narrow the roles. */
const buttons = (parentId: number, roles: string[], list: readonly (readonly [number, Permission, string, string[]?])[]): MenuRow[] =>
  list.map(([id, key, name, only], index) => ({ id, menuGroup: G, parentId, sort: index + 1, type: 4, name, url: key, icon: '', hidden: false, roles: only ?? roles }));

export const MENU_ROWS: MenuRow[] = [
  page(null, { id: 100, name: '工作台', url: '/console/dashboard', icon: 'dashboard', roles: BOTH }, 1),
  { id: 101, menuGroup: G, parentId: 100, sort: 1, type: 4, name: '全部权限', url: ALL_PERMISSIONS, icon: '', hidden: false, roles: ADMIN },

  // A directory whose only visible page is the list: the side menu shows it as one link.
  dir({ id: 200, name: '商品管理', url: '/console/catalog', icon: 'goods', roles: BOTH }, 2),
  page(200, { id: 210, name: '商品列表', url: '/console/goods', icon: 'goods', roles: BOTH }, 1),
  ...buttons(210, BOTH, [
    [211, 'goods:add', '新增商品'],
    [212, 'goods:edit', '编辑商品'],
    [213, 'goods:publish', '上架下架'],
    [214, 'goods:export', '导出商品'],
  ]),
  page(200, { id: 220, name: '编辑商品', url: '/console/goods/edit', icon: 'edit', hidden: true, roles: BOTH }, 2),

  dir({ id: 300, name: '订单管理', url: '/console/trade', icon: 'order', roles: BOTH }, 3),
  page(300, { id: 310, name: '租赁订单', url: '/console/orders', icon: 'order', roles: BOTH }, 1),
  ...buttons(310, BOTH, [
    [311, 'order:approve', '审核订单'],
    [312, 'order:ship', '发货'],
    [313, 'order:receive', '签收验机'],
    [314, 'order:complete', '完结订单'],
    // Closing an approved order that was never shipped (2 → 10, refunded) is the platform's call.
    [315, 'order:close', '关闭订单', ADMIN],
    [316, 'order:export', '导出订单'],
  ]),
  page(300, { id: 320, name: '订单详情', url: '/console/orders/detail', icon: 'order', hidden: true, roles: BOTH }, 2),
  page(300, { id: 330, name: '账单管理', url: '/console/bills', icon: 'money', roles: BOTH }, 3),
  ...buttons(330, BOTH, [[331, 'bill:export', '导出账单']]),

  page(null, { id: 400, name: '设备管理', url: '/console/devices', icon: 'monitor', roles: BOTH }, 4),
  ...buttons(400, BOTH, [
    [401, 'device:add', '新增设备'],
    [402, 'device:import', '导入设备'],
    [403, 'device:edit', '修改状态'],
    [404, 'device:export', '导出设备'],
  ]),

  dir({ id: 500, name: '售后服务', url: '/console/aftersales', icon: 'service', roles: BOTH }, 5),
  page(500, { id: 510, name: '服务申请', url: '/console/service', icon: 'service', roles: BOTH }, 1),
  ...buttons(510, BOTH, [[511, 'service:handle', '处理申请']]),
  page(500, { id: 520, name: '发票申请', url: '/console/invoices', icon: 'invoice', roles: BOTH }, 2),
  ...buttons(520, BOTH, [
    [521, 'invoice:issue', '开票'],
    [522, 'invoice:redLetter', '红冲'],
  ]),
  page(500, { id: 530, name: '企业认证', url: '/console/verifications', icon: 'verified', roles: ADMIN }, 3),
  ...buttons(530, ADMIN, [[531, 'verify:review', '审核认证']]),
  page(500, { id: 540, name: '专票资质', url: '/console/qualifications', icon: 'invoice', roles: ADMIN }, 4),
  ...buttons(540, ADMIN, [[541, 'qualification:review', '审核资质']]),

  dir({ id: 600, name: '平台管理', url: '/console/platform', icon: 'platform', roles: ADMIN }, 6),
  page(600, { id: 610, name: '入驻申请', url: '/console/applications', icon: 'form', roles: ADMIN }, 1),
  ...buttons(610, ADMIN, [[611, 'application:review', '审核入驻']]),
  page(600, { id: 620, name: '合作申请', url: '/console/cooperation', icon: 'handshake', roles: ADMIN }, 2),
  ...buttons(620, ADMIN, [[621, 'cooperation:handle', '处理合作']]),
  page(600, { id: 630, name: '店铺管理', url: '/console/stores', icon: 'shop', roles: ADMIN }, 3),
  ...buttons(630, ADMIN, [
    [631, 'store:suspend', '停业复业'],
    [632, 'store:feature', '优质店铺'],
  ]),
  page(600, { id: 640, name: '资讯管理', url: '/console/news', icon: 'documentation', roles: ADMIN }, 4),
  ...buttons(640, ADMIN, [
    [641, 'news:add', '新增资讯'],
    [642, 'news:edit', '编辑资讯'],
    [643, 'news:delete', '删除资讯'],
  ]),
  page(600, { id: 650, name: '轮播图', url: '/console/carousel', icon: 'image', roles: ADMIN }, 5),
  ...buttons(650, ADMIN, [[651, 'carousel:edit', '编辑轮播图']]),
  page(600, { id: 660, name: '优惠券', url: '/console/coupons', icon: 'coupon', roles: ADMIN }, 6),
  ...buttons(660, ADMIN, [
    [661, 'coupon:add', '新增优惠券'],
    [662, 'coupon:edit', '编辑优惠券'],
  ]),
  page(600, { id: 670, name: '字典管理', url: '/console/dicts', icon: 'dict', roles: ADMIN }, 7),
  ...buttons(670, ADMIN, [[671, 'dict:edit', '编辑字典']]),
  page(600, { id: 680, name: '后台用户', url: '/console/users', icon: 'people', roles: ADMIN }, 8),
  ...buttons(680, ADMIN, [
    [681, 'user:add', '新增用户'],
    [682, 'user:edit', '编辑用户'],
    [683, 'user:resetPwd', '重置密码'],
  ]),
  page(600, { id: 690, name: '操作日志', url: '/console/audit', icon: 'log', roles: ADMIN }, 9),
  // What every page's footer and /license show (contract/legal.ts).
  page(600, { id: 695, name: '备案与证照', url: '/console/legal', icon: 'verified', roles: ADMIN }, 10),
  ...buttons(695, ADMIN, [[696, 'legal:edit', '编辑备案与证照']]),

  page(null, { id: 700, name: '店铺设置', url: '/console/shop', icon: 'setting', roles: EDITOR }, 7),
  ...buttons(700, EDITOR, [[701, 'shop:edit', '修改设置']]),
  // An external link (docs/storefront.md#console-menu): opens in a new tab, never a route.
  page(null, { id: 800, name: '平台客服热线', url: 'tel:400-6050-766', icon: 'phone', roles: EDITOR }, 8),
];
