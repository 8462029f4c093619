/**
 * The goods of an order or checkout, one row each: picture, name, configuration, term and
 * quantity, and the unit rent as charged. `money` adds what a page needs beside the rent: the
 * procurement rate and the deposit (checkout), and the buyout price too (order details).
 */
import Image from 'next/image';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderItem } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import { rateLabel } from '@/lib/goods/rental-choice';

export type OrderItemsProps = {
  items: readonly OrderItem[];
  /** The list's accessible name. */
  label: string;
  money?: 'rent' | 'deposit' | 'buyout';
  /** Smaller pictures and side padding, for the cards of the order list. */
  dense?: boolean;
};

export function OrderItems({ items, label, money = 'rent', dense = false }: OrderItemsProps) {
  const [width, height] = dense ? [72, 54] : [80, 60];
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={`${item.skuId}-${item.termMonths}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: `${width}px 1fr auto`,
            gap: 2,
            alignItems: 'center',
            py: 1.5,
            ...(dense ? { px: 2 } : { borderBottom: '1px solid #eceef1' }),
          }}
        >
          <Image src={item.image} alt="" width={width} height={height} unoptimized />
          <Box>
            <Typography>{item.goodsName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {item.skuName} · 租期 {item.termMonths} 个月 · {item.quantity} 台
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography>{formatFen(item.monthlyRent)}/台/月</Typography>
            {money !== 'rent' && item.rentRate < 100 ? (
              <Typography variant="body2" color="secondary">
                采购价 {rateLabel(item.rentRate)}
              </Typography>
            ) : null}
            {money !== 'rent' ? (
              <Typography variant="body2" color="text.secondary">
                押金 {formatFen(item.deposit)}/台{money === 'buyout' ? ` · 到期买断 ${formatFen(item.buyoutPrice)}/台` : ''}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
