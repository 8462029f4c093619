/** How the back office names the steps and the people of a service request (no JSX: the drawer and tests share it). */
import { SERVICE_STATUS, type ServiceActor, type ServiceEvent } from '@/contract/serviceRequests';

const SIDES: Record<ServiceActor, string> = { customer: '客户', merchant: '商家', platform: '平台' };

export function serviceActorLabel(actor: ServiceActor, name: string): string {
  return name ? `${name}（${SIDES[actor]}）` : SIDES[actor];
}

export function serviceEventLabel(event: Pick<ServiceEvent, 'fromStatus' | 'toStatus'>): string {
  if (event.fromStatus === null) return '客户提交申请';
  // A step that keeps the status: a replacement unit sent while the request is in hand.
  if (event.fromStatus === event.toStatus) return '处理进展';
  switch (event.toStatus) {
    case SERVICE_STATUS.processing:
      return '受理申请';
    case SERVICE_STATUS.completed:
      return '处理完成';
    case SERVICE_STATUS.rejected:
      return '驳回申请';
    case SERVICE_STATUS.cancelled:
      return '客户撤销';
    default:
      return '状态更新';
  }
}
