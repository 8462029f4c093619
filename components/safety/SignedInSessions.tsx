'use client';
/**
 * 登录设备: the customer's live sessions, the browser and system of each login, its address, when
 * it was last seen; this device marked 当前设备. Signing out one device or all others asks first;
 * a signed-out device meets the login page on its next call.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import TabletMacOutlined from '@mui/icons-material/TabletMacOutlined';
import type { DeviceType, SignedInSession } from '@/contract/accountSafety';
import { accountSafetyApi } from '@/lib/api/browser/account-safety';
import { useRevalidateAfter, useSignedInSessions } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';

const ICONS: Record<DeviceType, typeof ComputerOutlined> = { desktop: ComputerOutlined, mobile: PhoneIphoneOutlined, tablet: TabletMacOutlined };

const deviceName = (device: SignedInSession) => `${device.browser} · ${device.os}`;

export function SignedInSessions() {
  const { data, error, isLoading, mutate } = useSignedInSessions();
  const [busy, setBusy] = useState(false);
  const revalidateAfter = useRevalidateAfter();

  const act = async (confirm: { title: string; message: string; confirmText: string }, action: () => Promise<string>) => {
    if (!(await notifier().confirm({ ...confirm, cancelText: '再想想' }))) return;
    setBusy(true);
    try {
      notifier().success(await action());
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
      await revalidateAfter('devicesSignedOut');
    }
  };

  const signOut = (device: SignedInSession) =>
    act(
      {
        title: '退出该设备',
        message: `确定让 ${deviceName(device)}（${device.clientAddress ?? '地址未知'}）退出登录吗？该设备需要重新登录才能继续使用。`,
        confirmText: '退出该设备',
      },
      async () => {
        await accountSafetyApi.signOutSession(device.sessionId);
        return '该设备已退出登录';
      },
    );

  const signOutOthers = () =>
    act({ title: '退出其他所有设备', message: '确定让除当前设备外的所有设备退出登录吗？它们需要重新登录才能继续使用。', confirmText: '全部退出' }, async () => {
      const { signedOut } = await accountSafetyApi.signOutOtherSessions();
      return signedOut > 0 ? `已退出 ${signedOut} 台其他设备` : '没有其他已登录的设备';
    });

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
        登录设备加载失败，请稍后重试
      </Alert>
    );
  }
  if (isLoading || !data) return <Skeleton variant="rounded" height={120} aria-label="加载中" />;

  const others = data.filter((device) => !device.current).length;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {others > 0 ? `当前共 ${data.length} 台设备登录了您的账户。不认识的设备请立即退出并修改密码。` : '只有当前设备登录了您的账户。在其他设备登录后，会显示在这里。'}
        </Typography>
        <Button variant="outlined" color="warning" onClick={() => void signOutOthers()} disabled={busy || others === 0}>
          退出其他所有设备
        </Button>
      </Stack>
      <Box component="ul" aria-label="登录设备列表" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {data.map((device) => {
          const Icon = ICONS[device.deviceType];
          return (
            <Box
              component="li"
              key={device.sessionId}
              aria-label={`${deviceName(device)}${device.current ? '（当前设备）' : ''}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                p: 1.5,
                border: '1px solid #e3e6eb',
                borderRadius: 1,
                bgcolor: device.current ? '#f4f8ff' : '#fff',
                flexWrap: 'wrap',
              }}
            >
              <Icon aria-hidden sx={{ color: 'text.secondary' }} />
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography component="div" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
                  {deviceName(device)}
                  {device.current ? <Chip label="当前设备" size="small" color="primary" /> : null}
                </Typography>
                <Typography component="p" variant="body2" color="text.secondary">
                  登录地址 {device.clientAddress ?? '未知'} · 登录于 {device.signedInAt} · 最近活跃 {device.lastSeenAt}
                </Typography>
              </Box>
              {device.current ? null : (
                <Button size="small" color="error" variant="outlined" onClick={() => void signOut(device)} disabled={busy} aria-label={`退出 ${deviceName(device)}`}>
                  退出该设备
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
