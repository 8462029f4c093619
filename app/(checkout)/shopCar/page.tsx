import { requireCustomer } from '@/lib/session/server';
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';
import { Container } from '@/components/ui/Container';
import { ShoppingCart } from '@/components/cart/ShoppingCart';

export const metadata = loginOnlyMetadata('/shopCar');

export default async function ShopCarPage() {
  await requireCustomer();
  return (
    <Container as="section" aria-labelledby="cart-title" style={{ paddingBlock: 24 }}>
      <h1 id="cart-title" style={{ fontSize: 22, margin: '0 0 16px' }}>
        购物车
      </h1>
      <ShoppingCart />
    </Container>
  );
}
