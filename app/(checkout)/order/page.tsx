import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/components/ui/Link';
import { CheckoutForm } from '@/components/checkout/CheckoutForm';
import { checkoutSourceFrom } from '@/components/checkout/checkoutSource';

export const metadata = loginOnlyMetadata('/order');

export default async function OrderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireCustomer();
  const source = checkoutSourceFrom(await searchParams);
  return (
    <Container as="section" aria-labelledby="order-title" style={{ paddingBlock: 24, maxWidth: 960 }}>
      <h1 id="order-title" style={{ fontSize: 22, margin: '0 0 16px' }}>
        确认订单
      </h1>
      {source ? (
        <CheckoutForm source={source} />
      ) : (
        <EmptyState title="没有要结算的商品">
          <Link href="/shopCar">返回购物车</Link>
          <Link href="/list">去挑选电脑</Link>
        </EmptyState>
      )}
    </Container>
  );
}
