/** How the service pages name statuses, people and steps (no JSX: the list, the details and tests share it). */
import { SERVICE_STATUS, type ServiceActor, type ServiceEvent, type ServiceStatus } from '@/contract/serviceRequests';

export type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

export const STATUS_COLOR: Record<ServiceStatus, ChipColor> = {
  [SERVICE_STATUS.pending]: 'warning',
  [SERVICE_STATUS.processing]: 'info',
  [SERVICE_STATUS.completed]: 'success',
  [SERVICE_STATUS.rejected]: 'error',
  [SERVICE_STATUS.cancelled]: 'default',
};

/** Who wrote or did something, from the customer's side of the page. */
export function actorLabel(actor: ServiceActor, name: string): string {
  if (actor === 'customer') return '我';
  return actor === 'merchant' ? `商家客服（${name}）` : `平台客服（${name}）`;
}

/** What a step of the timeline did, in a few words. */
export function eventLabel(event: Pick<ServiceEvent, 'fromStatus' | 'toStatus'>): string {
  if (event.fromStatus === null) return '提交申请';
  switch (event.toStatus) {
    case SERVICE_STATUS.processing:
      return '售后已受理';
    case SERVICE_STATUS.completed:
      return '处理完成';
    case SERVICE_STATUS.rejected:
      return '申请被驳回';
    case SERVICE_STATUS.cancelled:
      return '撤销申请';
    default:
      return '状态更新';
  }
}

/** What the customer can expect next, one sentence per status. */
export const STATUS_GUIDANCE: Record<ServiceStatus, string> = {
  [SERVICE_STATUS.pending]: '等待售后受理：工程师会在服务时间内尽快与您联系，受理前您可以撤销申请。',
  [SERVICE_STATUS.processing]: '售后正在处理，处理进展会在下方回复中告知，您也可以继续留言补充。',
  [SERVICE_STATUS.completed]: '申请已处理完成。如问题再次出现，可重新提交申请。',
  [SERVICE_STATUS.rejected]: '申请未通过，原因见处理进度。如有疑问，可拨打客服热线或重新提交申请。',
  [SERVICE_STATUS.cancelled]: '您已撤销该申请。',
};
