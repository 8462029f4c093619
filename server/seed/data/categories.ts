/** The platform's goods categories (reference data: merchants list goods under them). */
import type { goodsCategories } from '../../db/schema';

type CategoryRow = typeof goodsCategories.$inferInsert;

const top = (id: number, name: string, icon: string): CategoryRow => ({ id, parentId: null, name, icon, sort: id });
const sub = (id: number, parentId: number, name: string): CategoryRow => ({ id, parentId, name, icon: null, sort: id });

export const CATEGORY_ROWS: CategoryRow[] = [
  top(1, '笔记本电脑', '/icons/category/laptop.svg'),
  sub(11, 1, '商务办公本'),
  sub(12, 1, '游戏本'),
  sub(13, 1, '轻薄本'),
  sub(14, 1, '苹果 MacBook'),
  sub(15, 1, '移动工作站'),
  top(2, '台式电脑', '/icons/category/desktop.svg'),
  sub(21, 2, '品牌台式机'),
  sub(22, 2, '图形工作站'),
  sub(23, 2, '一体机'),
  sub(24, 2, '迷你主机'),
  top(3, '显示器', '/icons/category/monitor.svg'),
  sub(31, 3, '办公显示器'),
  sub(32, 3, '设计专业显示器'),
  sub(33, 3, '电竞显示器'),
  top(4, '平板电脑', '/icons/category/tablet.svg'),
  sub(41, 4, 'iPad'),
  sub(42, 4, '安卓平板'),
  top(5, '服务器', '/icons/category/server.svg'),
  sub(51, 5, '塔式服务器'),
  sub(52, 5, '机架式服务器'),
  top(6, '办公设备', '/icons/category/printer.svg'),
  sub(61, 6, '打印机'),
  sub(62, 6, '投影仪'),
];
