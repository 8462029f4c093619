/** The amount a cashier asks, as every cashier of the shop shows it (the label, the sum in red). */
import Typography from '@mui/material/Typography';
import { formatFen } from '@/contract/format';

export function PayAmount({ label = '支付金额', fen, testId }: { label?: string; fen: number; testId: string }) {
  return (
    <Typography>
      {label}：
      <strong data-testid={testId} style={{ color: '#c9302c', fontSize: 26 }}>
        {formatFen(fen)}
      </strong>
    </Typography>
  );
}
