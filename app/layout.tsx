import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import NextTopLoader from 'nextjs-toploader';
import { AppProviders } from '@/components/layout/AppProviders';
import { SITE, TITLE_TEMPLATE } from '@/lib/site';
import { siteUrl } from '@/lib/seo/site-url';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: SITE.titleSuffix, template: TITLE_TEMPLATE },
  description: SITE.description,
  applicationName: SITE.name,
  icons: { icon: '/favicon.svg' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1f6feb' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>
        <NextTopLoader color="#1f6feb" height={2} showSpinner={false} />
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
