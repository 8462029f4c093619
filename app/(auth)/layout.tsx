import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { TopBar } from '@/components/layout/TopBar';
import { Logo } from '@/components/layout/Logo';
import { SiteFooter } from '@/components/layout/SiteFooter';

/** Login, registration and password pages: a quiet frame around one form. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <Box component="header" sx={{ bgcolor: '#fff', borderBottom: '1px solid #e4e6ea' }}>
        <Container maxWidth="lg" sx={{ minHeight: 84, display: 'flex', alignItems: 'center' }}>
          <Logo />
        </Container>
      </Box>
      <Box
        component="main"
        id="main"
        sx={{ background: 'linear-gradient(135deg, #1f6feb 0%, #3b8cff 55%, #7ab4ff 100%)', py: { xs: 4, md: 8 } }}
      >
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: { xs: 'center', md: 'space-between' }, gap: 6 }}>
          <Box sx={{ color: '#fff', display: { xs: 'none', md: 'block' }, maxWidth: 460 }}>
            <Box component="p" sx={{ fontSize: 34, fontWeight: 700, m: 0, letterSpacing: 2 }}>办公电脑，租比买更省心</Box>
            <Box component="p" sx={{ fontSize: 16, opacity: 0.9, lineHeight: 1.9, mt: 2 }}>
              笔记本、台式机、工作站按月租用，企业认证可享免押金额度；到期可续租、归还或买断，全国顺丰包邮，7×12 小时售后响应。
            </Box>
          </Box>
          {children}
        </Container>
      </Box>
      <SiteFooter />
    </>
  );
}
