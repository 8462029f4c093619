'use client';
/** /accountSafe: the password, the mobile number, the devices signed in, the recent sign-ins. */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { RecentSignIns } from './RecentSignIns';
import { SignedInSessions } from './SignedInSessions';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function AccountSafety({ phone }: { phone: string }) {
  return (
    <Stack spacing={2}>
      <Section id="safety-devices" title="登录设备">
        <SignedInSessions />
      </Section>
      <Section id="safety-password" title="修改登录密码">
        <ChangePasswordForm />
      </Section>
      <Section id="safety-phone" title="更换手机号">
        <ChangePhoneForm currentPhone={phone} />
      </Section>
      <Section id="safety-sign-ins" title="最近登录记录">
        <RecentSignIns />
      </Section>
    </Stack>
  );
}
