'use client';
/**
 * The detail's action buttons: exactly the order's `actions` (what its status allows and the
 * caller's role holds), each behind its menu button; one a business rule still holds back is
 * disabled with the reason as its tooltip.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { ConsoleOrderAction, ConsoleOrderDetail } from '@/contract/consoleOrders';
import { usePermission } from '../../hooks';

const DANGER: readonly ConsoleOrderAction[] = ['reject', 'close'];

export function OrderActionBar({ order, onAction }: { order: ConsoleOrderDetail; onAction: (action: ConsoleOrderAction) => void }) {
  const can = usePermission();
  const actions = order.actions.filter((action) => can(action.permission));
  if (actions.length === 0) return null;
  return (
    <Box role="toolbar" aria-label="订单操作" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {actions.map((action) => {
        const button = (
          <Button
            variant={DANGER.includes(action.action) ? 'outlined' : 'contained'}
            color={DANGER.includes(action.action) ? 'error' : 'primary'}
            disabled={!action.enabled}
            onClick={() => onAction(action.action)}
          >
            {action.name}
          </Button>
        );
        return action.enabled ? (
          <Box key={action.action} component="span">
            {button}
          </Box>
        ) : (
          <Tooltip key={action.action} title={action.reason ?? ''} arrow>
            {/* A disabled button takes no pointer events: the span carries the tooltip and its name. */}
            <Box component="span" tabIndex={0} aria-label={`${action.name}（${action.reason ?? '暂不可用'}）`} sx={{ display: 'inline-block' }}>
              {button}
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
