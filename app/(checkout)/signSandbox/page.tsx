import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { SandboxSigning } from '@/components/checkout/SandboxSigning';

export const metadata = loginOnlyMetadata('/signSandbox');

const SIGN_NO = /^[0-9a-f]{32}$/;

export default async function SignSandboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const signNo = (await searchParams).signNo;
  return (
    <Container as="section" aria-labelledby="signing-title" style={{ paddingBlock: 24, maxWidth: 720 }}>
      <h1 id="signing-title" style={{ fontSize: 22, margin: '0 0 16px' }}>
        自动扣款签约
      </h1>
      {typeof signNo === 'string' && SIGN_NO.test(signNo) ? (
        <SandboxSigning signNo={signNo} />
      ) : (
        <EmptyState title="签约页面不存在">
          <Link href="/myAccount">返回个人中心</Link>
        </EmptyState>
      )}
    </Container>
  );
}
