import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { SandboxSigning } from '@/components/checkout/SandboxSigning';
import { isPageNo, ProviderPage } from '@/components/checkout/ProviderPage';

export const metadata = loginOnlyMetadata('/signSandbox');

export default async function SignSandboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const signNo = (await searchParams).signNo;
  return (
    <ProviderPage id="signing-title" title="自动扣款签约" missing={isPageNo(signNo) ? null : { title: '签约页面不存在', href: '/myAccount', link: '返回个人中心' }}>
      {isPageNo(signNo) ? <SandboxSigning signNo={signNo} /> : null}
    </ProviderPage>
  );
}
