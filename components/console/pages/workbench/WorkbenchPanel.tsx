'use client';
/**
 * The workbench (`api/sys/workbench`): a card per queue of what needs doing now — for a merchant
 * their shop's orders to review, ship, inspect and complete, service and invoice requests, overdue
 * bills; for an admin also verifications, VAT qualifications, shop and cooperation applications —
 * each opening its console page with the queue's filter, and this month's rent received and the
 * deposits held. Read again whenever the tab is shown again.
 */
import { useEffect, useRef } from 'react';
import NextLink from 'next/link';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Workbench, WorkbenchQueue } from '@/contract/workbench';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleWorkbenchApi } from '@/lib/api/browser/console/workbench';
import { formatFen } from '@/contract/format';
import { useConsoleTab } from '../../hooks';
import { MenuIcon } from '../../shell/MenuIcon';
import { WORKBENCH_RESOURCE } from '../orders/refresh';

type QueueCard = { title: string; icon: string; queue: WorkbenchQueue; note?: string };

/** Under a table resource of its own: an order change refreshes it (orders/refresh.ts). */
const WORKBENCH_KEY = CONSOLE_KEYS.table(WORKBENCH_RESOURCE, {});

function cardsOf(bench: Workbench): { shop: QueueCard[]; platform: QueueCard[] } {
  const shop: QueueCard[] = [
    { title: '待审核订单', icon: 'order', queue: bench.orders.toReview },
    { title: '待发货订单', icon: 'order', queue: bench.orders.toShip },
    { title: '待签收验机', icon: 'monitor', queue: bench.orders.toInspect },
    { title: '待完结订单', icon: 'order', queue: bench.orders.toComplete },
    { title: '待处理服务申请', icon: 'service', queue: bench.serviceRequests },
    { title: '待开发票', icon: 'invoice', queue: bench.invoiceRequests },
    { title: '逾期账单', icon: 'money', queue: bench.overdueBills, note: `逾期租金 ${formatFen(bench.overdueBills.amount)}` },
  ];
  const platform: QueueCard[] = bench.platform
    ? [
        { title: '企业认证待审核', icon: 'verified', queue: bench.platform.companyVerifications },
        { title: '专票资质待审核', icon: 'invoice', queue: bench.platform.vatQualifications },
        { title: '入驻申请待处理', icon: 'form', queue: bench.platform.shopApplications },
        { title: '合作申请待处理', icon: 'handshake', queue: bench.platform.cooperationApplications },
      ]
    : [];
  return { shop, platform };
}

function QueueCardView({ card }: { card: QueueCard }) {
  const waiting = card.queue.count > 0;
  return (
    <Card variant="outlined" sx={{ borderColor: waiting ? 'primary.light' : 'divider' }}>
      <CardActionArea
        component={NextLink}
        href={card.queue.url}
        prefetch={false}
        aria-label={`${card.title} ${card.queue.count}`}
        sx={{ p: 2, display: 'grid', gap: 0.5, justifyContent: 'stretch', justifyItems: 'start', alignContent: 'start', textAlign: 'left', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: waiting ? 'primary.main' : 'text.secondary' }}>
          <MenuIcon name={card.icon} />
          <Typography variant="body2" color="text.secondary">
            {card.title}
          </Typography>
        </Box>
        <Typography component="p" variant="h4" sx={{ fontWeight: 600, color: waiting ? 'text.primary' : 'text.disabled' }}>
          {card.queue.count}
        </Typography>
        <Typography variant="caption" color={waiting && card.note ? 'error' : 'text.secondary'}>
          {card.note ?? (waiting ? '点击处理' : '暂无待办')}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

const GRID = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' } as const;

export function WorkbenchPanel() {
  const { active } = useConsoleTab();
  const { data: bench, error, isLoading, mutate } = useSWR(WORKBENCH_KEY, () => consoleWorkbenchApi.get(), { revalidateOnFocus: false, keepPreviousData: true });

  // Shown again after another tab: what waits may have changed meanwhile.
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) void mutate();
    wasActive.current = active;
  }, [active, mutate]);

  if (isLoading && !bench) return <LinearProgress aria-label="工作台加载中" />;
  if (error && !bench) return <Alert severity="error">工作台数据读取失败，请稍后刷新</Alert>;
  if (!bench) return null;
  const { shop, platform } = cardsOf(bench);
  const [year, month] = bench.money.month.split('-');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" component="section" aria-label="待办事项" sx={{ p: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
          待办事项{bench.scope === 'platform' ? '（全部店铺）' : bench.storeName ? `（${bench.storeName}）` : ''}
        </Typography>
        <Box sx={GRID}>
          {shop.map((card) => (
            <QueueCardView key={card.title} card={card} />
          ))}
        </Box>
        {platform.length > 0 ? (
          <>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1.5, color: 'text.secondary' }}>
              平台审核
            </Typography>
            <Box sx={GRID}>
              {platform.map((card) => (
                <QueueCardView key={card.title} card={card} />
              ))}
            </Box>
          </>
        ) : null}
      </Paper>
      <Paper variant="outlined" component="section" aria-label="本月资金" sx={{ p: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
          资金概览
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          <Box sx={{ p: 2, borderRadius: 1, bgcolor: '#f0f7ff' }}>
            <Typography variant="body2" color="text.secondary">
              {year} 年 {Number(month)} 月已收租金
            </Typography>
            <Typography component="p" variant="h5" sx={{ fontWeight: 600 }} data-testid="rent-received">
              {formatFen(bench.money.rentReceived)}
            </Typography>
          </Box>
          <Box sx={{ p: 2, borderRadius: 1, bgcolor: '#f6ffed' }}>
            <Typography variant="body2" color="text.secondary">
              在押押金
            </Typography>
            <Typography component="p" variant="h5" sx={{ fontWeight: 600 }} data-testid="deposits-held">
              {formatFen(bench.money.depositsHeld)}
            </Typography>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
