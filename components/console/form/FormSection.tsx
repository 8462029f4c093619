'use client';
/** One titled part of a long console form (基本信息, 商品图片 …), an outlined card with its heading. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type FormSectionProps = {
  title: string;
  /** A line under the title: what the part is for, its limits. */
  hint?: ReactNode;
  /** Buttons on the title's right (添加配置 …). */
  actions?: ReactNode;
  children: ReactNode;
};

export function FormSection({ title, hint, actions, children }: FormSectionProps) {
  const id = `section-${title}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: hint ? 0.5 : 1.5, flexWrap: 'wrap' }}>
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
