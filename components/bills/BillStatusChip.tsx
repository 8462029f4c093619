import Chip from '@mui/material/Chip';
import type { BillStatus } from '@/contract/bills';

const COLOR: Record<BillStatus, 'warning' | 'success' | 'error' | 'default' | 'info'> = {
  0: 'warning',
  1: 'success',
  2: 'error',
  3: 'default',
  4: 'default',
  5: 'info',
};

/** One colour per bill status, the same in 我的账单 and in an order's bills. */
export function BillStatusChip({ status, name }: { status: BillStatus; name: string }) {
  return <Chip size="small" color={COLOR[status]} label={name} />;
}
