/**
 * Where an order is in its life, as a row of steps (the statuses of docs/product-rules.md#order-lifecycle
 * in the order a rental lives them). Cancelled and closed orders have no steps: the caller says why instead.
 */
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { ORDER_STATUS, type OrderStatus } from '@/contract/orders';

const STEPS = ['提交订单', '支付', '平台审核', '商家发货', '确认收货', '租赁中', '归还设备', '完成'] as const;

/** The index of the step in progress (STEPS.length when every step is done); null for orders that ended early. */
export function activeStep(status: OrderStatus): number | null {
  switch (status) {
    case ORDER_STATUS.unpaid:
      return 1;
    case ORDER_STATUS.pendingReview:
      return 2;
    case ORDER_STATUS.awaitingShipment:
      return 3;
    case ORDER_STATUS.shipped:
      return 4;
    case ORDER_STATUS.renting:
      return 5;
    case ORDER_STATUS.returning:
    case ORDER_STATUS.returned:
      return 6;
    case ORDER_STATUS.completed:
    case ORDER_STATUS.boughtOut:
      return STEPS.length;
    default:
      return null;
  }
}

export function OrderProgress({ status }: { status: OrderStatus }) {
  const active = activeStep(status);
  if (active === null) return null;
  const labels = status === ORDER_STATUS.boughtOut ? [...STEPS.slice(0, 6), '已买断'] : STEPS;
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="订单进度" sx={{ py: 1 }}>
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
