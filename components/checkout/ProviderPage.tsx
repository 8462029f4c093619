/**
 * The frame of the pages that stand for a payment provider's (/paySandbox, /signSandbox, /payWechat,
 * /payResult): a login-only section with its heading, the page itself when its capability number in
 * the address is well formed, else what there is instead and where to go.
 */
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';

/** A trade's or a signing page's number: 32 hex digits (the product server answers nothing else). */
export const PROVIDER_PAGE_NO = /^[0-9a-f]{32}$/;

export function isPageNo(value: unknown): value is string {
  return typeof value === 'string' && PROVIDER_PAGE_NO.test(value);
}

type Props = { id: string; title: string; missing: { title: string; href: string; link: string } | null; children?: ReactNode };

export function ProviderPage({ id, title, missing, children }: Props) {
  return (
    <Container as="section" aria-labelledby={id} style={{ paddingBlock: 24, maxWidth: 720 }}>
      <h1 id={id} style={{ fontSize: 22, margin: '0 0 16px' }}>
        {title}
      </h1>
      {missing ? (
        <EmptyState title={missing.title}>
          <Link href={missing.href}>{missing.link}</Link>
        </EmptyState>
      ) : (
        children
      )}
    </Container>
  );
}
