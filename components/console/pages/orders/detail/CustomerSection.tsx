'use client';
/** 客户: who rents it (kind, verified, phone, where the order came from) and the risk check's verdict. */
import Chip from '@mui/material/Chip';
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import { DetailSection, Facts } from './DetailSection';

const RISK_LEVEL_NAMES = { low: '低风险', medium: '中风险', high: '高风险' } as const;
const RISK_COLORS = { low: 'success', medium: 'warning', high: 'error' } as const;

export function CustomerSection({ order }: { order: ConsoleOrderDetail }) {
  const { customer, risk } = order;
  return (
    <DetailSection title="客户" wide={false}>
      <Facts
        columns={1}
        items={[
          ['客户', customer.name],
          ['账户类型', customer.accountTypeName],
          ['认证', <Chip key="verified" size="small" color={customer.verified ? 'success' : 'default'} label={customer.verified ? '已认证' : '未认证'} />],
          ['手机号', customer.phone],
          ['下单 IP', order.clientIp],
          [
            '风控',
            risk ? (
              <span key="risk">
                <Chip size="small" color={RISK_COLORS[risk.level]} label={RISK_LEVEL_NAMES[risk.level]} sx={{ mr: 1 }} />
                {risk.decisionName}（{risk.checkedAt}）
              </span>
            ) : (
              '尚未检查'
            ),
          ],
          ...(risk && risk.reasons.length > 0 ? ([['命中规则', risk.reasons.join('；')]] as const) : []),
          ...(risk?.review
            ? ([['人工审核', `${risk.review.outcomeName} · ${risk.review.by ?? '—'} · ${risk.review.at}${risk.review.note ? ` · ${risk.review.note}` : ''}`]] as const)
            : []),
        ]}
      />
    </DetailSection>
  );
}
