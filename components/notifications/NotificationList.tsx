'use client';
/**
 * /news (docs/product-rules.md#notifications): the customer's 消息 (page 1, limit 99), newest first, the unread ones marked;
 * mark one read or all of them. Every read of the list also sets the top bar's mark (isNews), so
 * it turns off when nothing is unread any more.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import type { NotificationView } from '@/contract/notifications';
import { notificationApi } from '@/lib/api/browser/notifications';
import { useNotifications, useRevalidateAfter } from '@/lib/api/browser/swr';
import { sessionAtom } from '@/lib/session/state';

const PAGE_SIZE = 10;

export function NotificationList() {
  const globalId = useAtomValue(sessionAtom).globalId;
  const { data, error, mutate } = useNotifications(globalId);
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const revalidateAfter = useRevalidateAfter();

  const markRead = async (note: NotificationView) => {
    if (note.read) return;
    setBusy(true);
    try {
      await notificationApi.markRead(note.id);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
      await revalidateAfter('notificationsRead');
    }
  };

  const markAllRead = async () => {
    setBusy(true);
    try {
      await notificationApi.markAllRead();
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
      await revalidateAfter('notificationsRead');
    }
  };

  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void mutate()}>
            重试
          </Button>
        }
      >
        消息加载失败，请稍后重试
      </Alert>
    );
  }
  if (!data) return <Skeleton variant="rounded" height={240} aria-label="加载中" />;

  const shown = onlyUnread ? data.list.filter((note) => !note.read) : data.list;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const onPage = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Tabs
          value={onlyUnread ? 1 : 0}
          onChange={(_, next: number) => {
            setOnlyUnread(next === 1);
            setPage(1);
          }}
          aria-label="消息筛选"
        >
          <Tab label={`全部（${data.totalCount}）`} />
          <Tab label={`未读（${data.unreadCount}）`} />
        </Tabs>
        <Button variant="outlined" onClick={() => void markAllRead()} disabled={busy || data.unreadCount === 0}>
          全部标为已读
        </Button>
      </Stack>
      {onPage.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>
            {onlyUnread && data.totalCount > 0 ? '没有未读消息，所有消息都已读过。' : '暂无消息。下单、支付、发货、账单到期和账户安全的通知都会发到这里。'}
          </Typography>
          {onlyUnread && data.totalCount > 0 ? (
            <Button variant="contained" onClick={() => setOnlyUnread(false)}>
              查看全部消息
            </Button>
          ) : (
            <Button variant="contained" component={Link} href="/myOrderList">
              查看我的订单
            </Button>
          )}
        </Paper>
      ) : (
        <Box component="ul" aria-label="消息列表" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {onPage.map((note) => (
            <Paper
              component="li"
              variant="outlined"
              key={note.id}
              aria-label={`${note.read ? '已读' : '未读'}：${note.title}`}
              sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', bgcolor: note.read ? '#fff' : '#f7faff' }}
            >
              <Box aria-hidden sx={{ mt: 0.9, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: note.read ? 'transparent' : 'error.main' }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                  <Typography component="h2" sx={{ fontSize: 15, fontWeight: note.read ? 400 : 600 }}>
                    {note.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {note.createdAt}
                  </Typography>
                </Stack>
                <Typography variant="body2" sx={{ mt: 0.5, color: note.read ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' }}>
                  {note.content}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  {note.orderNo ? (
                    <Button size="small" component={Link} href={`/submitOrder?orderNo=${note.orderNo}`} onClick={() => void markRead(note)}>
                      查看订单
                    </Button>
                  ) : null}
                  {note.read ? null : (
                    <Button size="small" onClick={() => void markRead(note)} disabled={busy} aria-label={`将“${note.title}”标为已读`}>
                      标为已读
                    </Button>
                  )}
                </Stack>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      {pages > 1 ? <Pagination count={pages} page={current} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} /> : null}
      {data.totalCount > data.list.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>{`仅显示最近 ${data.list.length} 条消息。`}</Typography>
      ) : null}
    </Stack>
  );
}
