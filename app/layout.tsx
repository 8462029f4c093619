import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/layout/AppProviders';
import { NavigationProgress } from '@/components/layout/NavigationProgress';
import { SITE, TITLE_TEMPLATE } from '@/contract/site';
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
        <NavigationProgress />
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
