/**
 * After-sales service requests on the wire (/returnAndReplaceAndRepair, `/api/wService/…` for the
 * customer, `/api/sys/wService/…` for the back office): a return, replacement or repair asked for
 * a running rental, with a reason from a fixed list, a description, up to six photos, a status
 * timeline and a thread of replies. Times are `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai.
 *
 * A request of kind `return` is the customer asking after-sales for a quality-problem return
 * (退租). It never moves the order itself: the order's own return (4 → 5, with the return waybill)
 * stays the customer's action on the order, which after-sales tells them to take once it has
 * agreed how the device comes back (the platform pays both ways for a quality problem).
 */
import { z } from 'zod';
import { consoleListQuery } from './console';
import { fileKey } from './files';
import { ORDER_STATUS, type OrderStatus } from './orders';
import { blankToUndefined, idempotencyKey, limitParam, orderNo, pageParam } from './params';

export const SERVICE_KINDS = ['return', 'replacement', 'repair'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const SERVICE_KIND_NAMES: Record<ServiceKind, string> = { return: '退租', replacement: '换机', repair: '维修' };

export type ServiceReason = { value: string; label: string };

/** The fixed reasons of each kind: the form's select and the server's check read this one table. */
export const SERVICE_REASONS = {
  return: [
    { value: 'fault_within_7_days', label: '签收后 7 天内出现非人为故障' },
    { value: 'damaged_on_arrival', label: '外包装或设备破损' },
    { value: 'not_as_ordered', label: '设备与订单不符' },
    { value: 'parts_missing', label: '配件缺失' },
    { value: 'repeated_fault', label: '多次维修仍无法正常使用' },
  ],
  replacement: [
    { value: 'hardware_fault', label: '硬件故障无法使用' },
    { value: 'damaged_on_arrival', label: '外包装或设备破损' },
    { value: 'not_as_ordered', label: '设备与订单不符' },
    { value: 'performance', label: '性能异常（频繁死机、过热降频）' },
    { value: 'repair_too_long', label: '维修超过 3 个工作日' },
  ],
  repair: [
    { value: 'no_power', label: '无法开机或频繁重启' },
    { value: 'screen', label: '屏幕故障（花屏、坏点、漏光）' },
    { value: 'keyboard_touchpad', label: '键盘或触控板故障' },
    { value: 'battery_charging', label: '电池或充电故障' },
    { value: 'ports_network', label: '接口、网络或蓝牙故障' },
    { value: 'system', label: '系统或驱动故障' },
    { value: 'accidental_damage', label: '意外损坏（进水、跌落）' },
    { value: 'other', label: '其他故障' },
  ],
} as const satisfies Record<ServiceKind, readonly ServiceReason[]>;

export function serviceReasonLabel(kind: ServiceKind, value: string): string {
  const reasons: readonly ServiceReason[] = SERVICE_REASONS[kind];
  return reasons.find((reason) => reason.value === value)?.label ?? value;
}

/**
 * The order statuses in which each kind may be asked for. 待收货: the devices have arrived (or
 * arrived broken) and the receipt is not confirmed yet; 租赁中: in use; a return may also be asked
 * for while the order is already on its way back (归还中), to have it treated as a quality return.
 */
export const SERVICE_ORDER_STATUSES: Record<ServiceKind, readonly OrderStatus[]> = {
  return: [ORDER_STATUS.shipped, ORDER_STATUS.renting, ORDER_STATUS.returning],
  replacement: [ORDER_STATUS.shipped, ORDER_STATUS.renting],
  repair: [ORDER_STATUS.shipped, ORDER_STATUS.renting],
};

export const SERVICE_STATUS = { pending: 0, processing: 1, completed: 2, rejected: 3, cancelled: 4 } as const;
export type ServiceStatus = (typeof SERVICE_STATUS)[keyof typeof SERVICE_STATUS];

export const SERVICE_STATUS_NAMES: Record<ServiceStatus, string> = { 0: '待受理', 1: '处理中', 2: '已完成', 3: '已驳回', 4: '已撤销' };

/** Statuses in which the request is still open: replies and follow-ups are possible. */
export const OPEN_SERVICE_STATUSES: readonly ServiceStatus[] = [SERVICE_STATUS.pending, SERVICE_STATUS.processing];

export const SERVICE_PHOTOS_MAX = 6;
export const SERVICE_DESCRIPTION_MIN = 5;
export const SERVICE_DESCRIPTION_MAX = 500;
export const SERVICE_MESSAGE_MAX = 500;
export const SERVICE_REMARK_MAX = 200;
/** New requests one customer may make in a day: more than any honest use, a bound on abuse. */
export const SERVICE_REQUESTS_PER_DAY = 20;
/** Messages one request may hold; beyond it the hotline serves better than a thread. */
export const SERVICE_MESSAGES_MAX = 100;

/** A device's serial number as the maker prints it: letters, digits and dashes, upper-cased. */
export const SERIAL_NO_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;
export const SERVICE_NO_PATTERN = /^SR\d{20}$/;

export const SERVICE_MESSAGES = {
  kind: '请选择服务类型',
  reason: '请选择申请原因',
  descriptionMissing: '请描述遇到的问题',
  descriptionShort: `问题描述至少 ${SERVICE_DESCRIPTION_MIN} 个字`,
  descriptionLong: `问题描述不能超过 ${SERVICE_DESCRIPTION_MAX} 个字`,
  textControl: '内容含有无法识别的字符',
  serialNo: '设备序列号应为 4–40 位字母、数字或短横线，以字母或数字开头',
  serialNotOfOrder: '该序列号不属于所选订单的设备，请核对机身标签或在“我的设备”中查看',
  photos: `最多上传 ${SERVICE_PHOTOS_MAX} 张照片`,
  serviceNo: '申请单号不正确',
  messageMissing: '请输入留言内容',
  messageLong: `留言不能超过 ${SERVICE_MESSAGE_MAX} 个字`,
  remarkLong: `说明不能超过 ${SERVICE_REMARK_MAX} 个字`,
  rejectReasonMissing: '请填写驳回原因',
  status: '处理状态不正确',
  created: '申请已提交，售后将尽快受理',
  cancelled: '申请已撤销',
  followedUp: '留言已发送',
  replied: '回复已发送',
  statusChanged: '处理状态已更新',
  tooMany: '今日提交的申请过多，请明天再试或拨打客服热线',
  threadFull: '留言数量已达上限，请拨打客服热线',
  keyReused: '该请求已用于其他申请，请刷新页面后重试',
  closed: (statusName: string) => `申请已${statusName.replace(/^已/, '')}，不能继续留言`,
  notCancellable: (statusName: string) => `申请当前状态为「${statusName}」，只有待受理的申请可以撤销`,
  illegalStatus: (statusName: string) => `申请当前状态为「${statusName}」，不能执行该操作`,
  orderStatus: (orderStatusName: string, kindName: string) => `订单当前状态为「${orderStatusName}」，不能申请${kindName}`,
  duplicate: (kindName: string, serviceNo: string) => `该订单（设备）已有未完成的${kindName}申请 ${serviceNo}，请在原申请中留言补充`,
} as const;

/** Plain text as typed: line breaks kept (CRLF made LF), no other control characters. */
const plainText = (missing: string, min: { length: number; message: string }, max: { length: number; message: string }) =>
  z
    .string({ error: missing })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, missing)
        .min(min.length, min.message)
        .max(max.length, max.message)
        // The C0 controls but tab and line feed, DEL and the C1 controls: nothing a person types.
        .refine((text) => !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(text), SERVICE_MESSAGES.textControl),
    );

export const serviceDescription = plainText(
  SERVICE_MESSAGES.descriptionMissing,
  { length: SERVICE_DESCRIPTION_MIN, message: SERVICE_MESSAGES.descriptionShort },
  { length: SERVICE_DESCRIPTION_MAX, message: SERVICE_MESSAGES.descriptionLong },
);

export const serviceMessage = plainText(
  SERVICE_MESSAGES.messageMissing,
  { length: 1, message: SERVICE_MESSAGES.messageMissing },
  { length: SERVICE_MESSAGE_MAX, message: SERVICE_MESSAGES.messageLong },
);

export const serialNo = z.string({ error: SERVICE_MESSAGES.serialNo }).trim().toUpperCase().regex(SERIAL_NO_PATTERN, SERVICE_MESSAGES.serialNo);

export const serviceNo = z.string({ error: SERVICE_MESSAGES.serviceNo }).trim().regex(SERVICE_NO_PATTERN, SERVICE_MESSAGES.serviceNo);
export const serviceNoParam = z.string().regex(SERVICE_NO_PATTERN);

const serviceKind = z.enum(SERVICE_KINDS, { error: SERVICE_MESSAGES.kind });

const statusFilter = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: SERVICE_MESSAGES.status }).int(SERVICE_MESSAGES.status).min(0, SERVICE_MESSAGES.status).max(4, SERVICE_MESSAGES.status).optional(),
);

/** `POST /api/wService/list`: the caller's requests, newest first. */
export const serviceListBody = z.strictObject({
  page: pageParam,
  limit: limitParam(50, 10),
  status: statusFilter,
  kind: z.preprocess(blankToUndefined, serviceKind.optional()),
});
export type ServiceListQuery = z.input<typeof serviceListBody>;

/** `POST /api/wService/add`. */
export const serviceRequestBody = z
  .strictObject({
    orderNo,
    kind: serviceKind,
    serialNo: z.preprocess(blankToUndefined, serialNo.optional()),
    reason: z.string({ error: SERVICE_MESSAGES.reason }).max(40, SERVICE_MESSAGES.reason),
    description: serviceDescription,
    photoKeys: z.array(fileKey, { error: '照片不正确，请重新上传' }).max(SERVICE_PHOTOS_MAX, SERVICE_MESSAGES.photos).default([]),
    idempotencyKey,
  })
  .superRefine((body, context) => {
    const reasons: readonly ServiceReason[] = SERVICE_REASONS[body.kind];
    if (!reasons.some((reason) => reason.value === body.reason)) context.addIssue({ code: 'custom', path: ['reason'], message: SERVICE_MESSAGES.reason });
  });
export type ServiceRequestInput = z.output<typeof serviceRequestBody>;

export const serviceNoBody = z.strictObject({ serviceNo });

/** `POST /api/wService/followUp` (customer) and `POST /api/sys/wService/reply` (back office). */
export const serviceMessageBody = z.strictObject({ serviceNo, content: serviceMessage });

export const SYS_SERVICE_SORTS = ['createdAt', 'updatedAt', 'status'] as const;

/** `POST /api/sys/wService/list`: the requests the back-office user may handle, newest first unless sorted. */
export const sysServiceListBody = consoleListQuery(SYS_SERVICE_SORTS, {
  status: statusFilter,
  kind: z.preprocess(blankToUndefined, serviceKind.optional()),
  orderNo: z.preprocess(blankToUndefined, orderNo.optional()),
});
export type SysServiceListQuery = z.output<typeof sysServiceListBody>;

/** `POST /api/sys/wService/status`: 处理中, 已完成 or 已驳回 (with its reason) and a remark for the customer. */
export const serviceStatusBody = z
  .strictObject({
    serviceNo,
    status: z.union([z.literal(SERVICE_STATUS.processing), z.literal(SERVICE_STATUS.completed), z.literal(SERVICE_STATUS.rejected)], { error: SERVICE_MESSAGES.status }),
    remark: z
      .string({ error: SERVICE_MESSAGES.remarkLong })
      .transform((text) => text.replace(/\s+/g, ' ').trim())
      .pipe(z.string().max(SERVICE_REMARK_MAX, SERVICE_MESSAGES.remarkLong))
      .default(''),
  })
  .superRefine((body, context) => {
    if (body.status === SERVICE_STATUS.rejected && body.remark === '') context.addIssue({ code: 'custom', path: ['remark'], message: SERVICE_MESSAGES.rejectReasonMissing });
  });
export type ServiceStatusInput = z.output<typeof serviceStatusBody>;

/** Who acted: the customer, a merchant's staff (editor) or the platform (admin). */
export type ServiceActor = 'customer' | 'merchant' | 'platform';

export type ServicePhoto = { key: string; url: string };

export type ServiceEvent = {
  fromStatus: ServiceStatus | null;
  toStatus: ServiceStatus;
  statusName: string;
  actor: ServiceActor;
  actorName: string;
  /** The reason of a 驳回, the result of a completion, or what accepting said; '' when none. */
  remark: string;
  at: string;
};

export type ServiceMessage = { id: number; author: ServiceActor; authorName: string; content: string; at: string };

export type ServiceRequestSummary = {
  serviceNo: string;
  orderNo: string;
  kind: ServiceKind;
  kindName: string;
  reason: string;
  reasonName: string;
  serialNo: string | null;
  status: ServiceStatus;
  statusName: string;
  storeName: string;
  /** The order's first goods, for the list ("ThinkPad T14 等 2 件"). */
  goodsName: string;
  photoCount: number;
  /** Messages from the merchant or platform: the list marks requests that have an answer. */
  replyCount: number;
  createdAt: string;
  updatedAt: string;
};

export type ServiceRequestDetail = ServiceRequestSummary & {
  description: string;
  photos: ServicePhoto[];
  timeline: ServiceEvent[];
  thread: ServiceMessage[];
  canCancel: boolean;
  canFollowUp: boolean;
};

/** The back office's view: the same request, with the customer to call back (the order's contact). */
export type SysServiceRequestDetail = ServiceRequestDetail & { customerName: string; contact: { name: string; phone: string } };

/** `GET /api/wService/orders`: the caller's orders a request can be made for, and which kinds each allows now. */
export type ServiceableOrder = {
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  storeName: string;
  goodsName: string;
  quantity: number;
  kinds: ServiceKind[];
};
