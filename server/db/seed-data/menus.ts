/**
 * The back office's menu (group 90). admin: the platform's operators, who see everything;
 * editor: a merchant's staff, who see their own shop's goods, orders and devices. Type 4 rows are
 * permission buttons whose url is the permission key.
 */
import type { sysMenus } from '../schema';

type MenuRow = typeof sysMenus.$inferInsert;

const BOTH = ['admin', 'editor'];
const ADMIN = ['admin'];
const EDITOR = ['editor'];
const G = 90;

export const MENU_ROWS: MenuRow[] = [
  { id: 100, menuGroup: G, parentId: null, sort: 1, type: 1, name: '控制台', url: '/console/dashboard', icon: 'dashboard', roles: BOTH },
  { id: 200, menuGroup: G, parentId: null, sort: 2, type: 1, name: '商品管理', url: '/console/goods', icon: 'goods', roles: BOTH },
  { id: 201, menuGroup: G, parentId: 200, sort: 1, type: 4, name: '新增商品', url: 'goods:add', icon: '', roles: BOTH },
  { id: 202, menuGroup: G, parentId: 200, sort: 2, type: 4, name: '编辑商品', url: 'goods:edit', icon: '', roles: BOTH },
  { id: 203, menuGroup: G, parentId: 200, sort: 3, type: 4, name: '上架下架', url: 'goods:publish', icon: '', roles: BOTH },
  { id: 300, menuGroup: G, parentId: null, sort: 3, type: 1, name: '订单管理', url: '/console/orders', icon: 'order', roles: BOTH },
  // The risk check (待审核 → 待发货) is the platform's call, not the merchant's.
  { id: 301, menuGroup: G, parentId: 300, sort: 1, type: 4, name: '审核订单', url: 'order:approve', icon: '', roles: ADMIN },
  { id: 302, menuGroup: G, parentId: 300, sort: 2, type: 4, name: '发货', url: 'order:ship', icon: '', roles: BOTH },
  { id: 303, menuGroup: G, parentId: 300, sort: 3, type: 4, name: '确认归还', url: 'order:receive', icon: '', roles: BOTH },
  { id: 400, menuGroup: G, parentId: null, sort: 4, type: 1, name: '设备管理', url: '/console/devices', icon: 'monitor', roles: BOTH },
  { id: 500, menuGroup: G, parentId: null, sort: 5, type: 1, name: '店铺管理', url: '/console/stores', icon: 'shop', roles: ADMIN },
  { id: 510, menuGroup: G, parentId: null, sort: 6, type: 1, name: '入驻申请', url: '/console/applications', icon: 'form', roles: ADMIN },
  { id: 600, menuGroup: G, parentId: null, sort: 7, type: 1, name: '资讯管理', url: '/console/news', icon: 'documentation', roles: ADMIN },
  { id: 700, menuGroup: G, parentId: null, sort: 8, type: 1, name: '优惠券', url: '/console/coupons', icon: 'coupon', roles: ADMIN },
  { id: 800, menuGroup: G, parentId: null, sort: 9, type: 1, name: '字典管理', url: '/console/dicts', icon: 'dict', roles: ADMIN },
  { id: 900, menuGroup: G, parentId: null, sort: 10, type: 1, name: '店铺设置', url: '/console/shop', icon: 'setting', roles: EDITOR },
];
