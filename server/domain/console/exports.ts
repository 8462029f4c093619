/**
 * The platform pages' lists as Excel workbooks (`POST /api/sys/{application,store,coupon,user}/export`):
 * the list's own query with its filters and order, every row up to CONSOLE_EXPORT_MAX, in the house
 * style of bills/export.ts (Chinese headers, money as yuan numbers `#,##0.00`, times as text).
 * Each reads through its list function, so an export holds exactly what the page shows.
 */
import type { Cell } from 'write-excel-file/node';
import { CONSOLE_EXPORT_MAX, consoleExportTooLarge } from '@/contract/console';
import type { ApplicationExportForm, ConsoleApplication } from '@/contract/consoleApplications';
import type { ConsoleCoupon, ConsoleCouponExportForm } from '@/contract/consoleCoupons';
import type { ConsoleStore, ConsoleStoreExportForm } from '@/contract/consoleStores';
import type { ConsoleUser, UserExportForm } from '@/contract/consoleUsers';
import type { Db } from '../../db/client';
import { consoleCouponList } from '../catalog/consoleCoupons';
import { consoleStoreList } from '../catalog/consoleStores';
import { applicationList } from '../content/applicationReview';
import { oneSheetWorkbook, workbookFileName, yuanCell } from '../shared/workbook';
import { Refusal } from '../shared/refusal';
import type { Staff } from '../staff/scope';
import { userList } from './users';

/** The list's first page, one row more than an export holds: more than that is refused (filter first). */
const EVERY_ROW = { page: 1, limit: CONSOLE_EXPORT_MAX + 1 } as const;

type Column<T> = readonly [title: string, width: number, cell: (row: T) => Cell | string | number | null];
type Sheet<T> = { name: string; columns: readonly Column<T>[] };

async function workbook<T>(sheet: Sheet<T>, rows: readonly T[]): Promise<Buffer> {
  if (rows.length > CONSOLE_EXPORT_MAX) throw new Refusal(consoleExportTooLarge());
  return oneSheetWorkbook(
    sheet.name,
    sheet.columns.map(([title]) => title),
    sheet.columns.map(([, width]) => width),
    rows.map((row) => sheet.columns.map(([, , cell]) => cell(row))),
  );
}

/** `入驻申请_20261124.xlsx` (the page's name and the day, Shanghai). */
export const platformExportFileName = (title: string, now: Date) => workbookFileName([title], now);

export const applicationExportTitle = (form: ApplicationExportForm) => (form.kind === 'cooperation' ? '合作申请' : '入驻申请');

export async function exportApplications(db: Db, staff: Staff, form: ApplicationExportForm): Promise<Buffer> {
  const { rows } = await applicationList(db, staff, { ...form, ...EVERY_ROW });
  const join = form.kind === 'join';
  // What an approval opened: only shop applications have it.
  const opened: Column<ConsoleApplication>[] = [
    ['开通店铺', 20, (row) => row.store?.name ?? null],
    ['商家登录账号', 16, (row) => row.merchantUsername],
  ];
  return workbook<ConsoleApplication>(
    {
      name: applicationExportTitle(form),
      columns: [
        ['编号', 8, (row) => row.id],
        ['企业名称', 32, (row) => row.company],
        ['联系人', 10, (row) => row.contactName],
        ['手机号码', 14, (row) => row.phone],
        ['统一社会信用代码', 22, (row) => row.businessLicenceNo],
        [join ? '主营类目' : '合作类型', 12, (row) => row.category],
        ['留言', 40, (row) => row.message],
        ['状态', 8, (row) => row.statusName],
        ['提交时间', 20, (row) => row.submittedAt],
        ['处理时间', 20, (row) => row.reviewedAt],
        ['处理人', 12, (row) => row.reviewer],
        [join ? '审核意见' : '处理备注', 30, (row) => row.remark],
        ...(join ? opened : []),
      ],
    },
    rows,
  );
}

export async function exportStores(db: Db, staff: Staff, form: ConsoleStoreExportForm): Promise<Buffer> {
  const { rows } = await consoleStoreList(db, staff, { ...form, ...EVERY_ROW });
  return workbook<ConsoleStore>(
    {
      name: '店铺',
      columns: [
        ['编号', 8, (row) => row.id],
        ['店铺名称', 24, (row) => row.name],
        ['店铺标识', 14, (row) => row.slug],
        ['城市', 8, (row) => row.city],
        ['状态', 8, (row) => row.statusName],
        ['状态原因', 30, (row) => row.statusReason],
        ['优质店铺', 8, (row) => (row.featured ? '是' : '否')],
        ['评分', 6, (row) => row.rating],
        ['在售商品', 10, (row) => row.goodsOnSale],
        ['商品总数', 10, (row) => row.goodsTotal],
        ['订单数', 8, (row) => row.orders],
        ['员工账号', 8, (row) => row.staff],
        ['开通时间', 20, (row) => row.createdAt],
      ],
    },
    rows,
  );
}

export async function exportCoupons(db: Db, staff: Staff, form: ConsoleCouponExportForm): Promise<Buffer> {
  const { rows } = await consoleCouponList(db, staff, { ...form, ...EVERY_ROW });
  return workbook<ConsoleCoupon>(
    {
      name: '优惠券',
      columns: [
        ['编号', 8, (row) => row.id],
        ['名称', 24, (row) => row.name],
        ['优惠金额（元）', 14, (row) => yuanCell(row.amount)],
        ['使用门槛（元，0 为无门槛）', 22, (row) => yuanCell(row.threshold)],
        ['有效天数', 10, (row) => row.validDays],
        ['发放总量', 10, (row) => row.total],
        ['剩余', 10, (row) => row.remaining],
        ['已领取', 10, (row) => row.claimed],
        ['已使用', 10, (row) => row.used],
        ['适用范围', 16, (row) => row.scope],
        ['状态', 8, (row) => (row.active ? '启用' : '停用')],
        ['排序', 6, (row) => row.sort],
        ['创建时间', 20, (row) => row.createdAt],
      ],
    },
    rows,
  );
}

export async function exportUsers(db: Db, staff: Staff, form: UserExportForm, now: Date): Promise<Buffer> {
  const { rows } = await userList(db, staff, { ...form, ...EVERY_ROW }, now);
  return workbook<ConsoleUser>(
    {
      name: '后台用户',
      columns: [
        ['编号', 8, (row) => row.id],
        ['登录账号', 18, (row) => row.username],
        ['姓名', 14, (row) => row.nickName],
        ['角色', 12, (row) => row.roleName],
        ['所属店铺', 24, (row) => row.storeName],
        ['手机号码', 14, (row) => row.phone],
        ['状态', 8, (row) => (row.disabled ? '停用' : '启用')],
        ['在线会话', 10, (row) => row.sessions],
        ['创建时间', 20, (row) => row.createdAt],
      ],
    },
    rows,
  );
}
