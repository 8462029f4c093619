/**
 * The platform's editing of dictionaries (字典管理, `api/sys/dict/…`). The public read stays
 * `GET /system/dict/data/type/{dictType}` (docs/product-rules.md#dictionaries; contract/auth.ts DictEntry).
 */
import { z } from 'zod';
import { consoleListQuery, textFilter } from './console';

/** RuoYi's tag colours of an entry (`listClass`); none means default. */
export const DICT_LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type DictListClass = (typeof DICT_LIST_CLASSES)[number];

export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/** What the back office calls each dictionary; a type not named here is shown by its key. */
export const DICT_TYPE_NAMES: Readonly<Record<string, string>> = {
  rental_order_status: '租赁订单状态',
  bill_status: '账单状态',
  account_type: '账户类型',
  goods_condition: '商品成色',
  goods_zone: '商品专区',
  news_type: '资讯类型',
  goods_sort: '商品排序',
  invoice_type: '发票类型',
  verify_status: '认证状态',
  device_state: '设备状态',
  service_kind: '售后服务类型',
  service_status: '售后处理状态',
  invoice_status: '发票申请状态',
  qualification_status: '专票资质状态',
  sys_yes_no: '是否',
  customer_industry: '客户行业',
  company_size: '企业规模',
  referral_source: '了解渠道',
  merchant_application_status: '商家申请状态',
  store_status: '店铺状态',
  sys_user_role: '后台角色',
  sys_normal_disable: '启用状态',
};

const dictType = z.string({ error: '请选择字典类型' }).regex(DICT_TYPE_PATTERN, '字典类型不正确');
const id = z.coerce.number({ error: '字典数据不存在' }).int('字典数据不存在').positive('字典数据不存在').max(2_147_483_647, '字典数据不存在');

/** The fields of an entry that staff edit. */
const entryFields = {
  dictLabel: z.string({ error: '请输入字典标签' }).trim().min(1, '请输入字典标签').max(40, '字典标签不能超过 40 个字'),
  dictValue: z
    .string({ error: '请输入字典键值' })
    .trim()
    .min(1, '请输入字典键值')
    .max(40, '字典键值不能超过 40 个字')
    .regex(/^[A-Za-z0-9_.-]+$/, '字典键值只能包含字母、数字、下划线、点和横线'),
  dictSort: z.coerce.number({ error: '显示排序须为数字' }).int('显示排序须为整数').min(0, '显示排序不能小于 0').max(9999, '显示排序不能大于 9999'),
  listClass: z.enum(DICT_LIST_CLASSES, { error: '回显样式不正确' }).nullable().default(null),
};

export const dictDataAddBody = z.strictObject({ dictType, ...entryFields });
export const dictDataEditBody = z.strictObject({ id, ...entryFields });
export const dictDataRemoveBody = z.strictObject({ id });

export const DICT_DATA_SORTS = ['dictSort', 'dictValue', 'dictLabel'] as const;
export const dictDataListQuery = consoleListQuery(DICT_DATA_SORTS, { dictType, dictLabel: textFilter(40, '字典标签') });

export type DictDataInput = Omit<z.input<typeof dictDataAddBody>, 'dictType'>;
export type DictDataQuery = z.input<typeof dictDataListQuery>;
export type DictDataRow = { id: number; dictType: string; dictLabel: string; dictValue: string; dictSort: number; listClass: DictListClass | null };
export type DictTypeSummary = { dictType: string; name: string; count: number };
