import { CenterPage } from '@/components/center/CenterPage';
import { MyCoupons } from '@/components/myCoupons/MyCoupons'; // 'use client': the customer's coupons by tab (api/wCouponUser/list, counts)
import { loginOnlyMetadata } from '@/lib/seo/page-metadata';

export const metadata = loginOnlyMetadata('/myCoupon');

export default function MyCouponPage() {
  return (
    <CenterPage path="/myCoupon">
      <MyCoupons />
    </CenterPage>
  );
}
