import { CouponCentreView } from '@/components/coupons/CouponCentreView';
import { getCouponOffers } from '@/lib/api/server/coupons';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export const metadata = pageMetadata({
  title: '领券中心',
  description: '云租电脑领券中心：新人无门槛券、满减券、企业采购券与品类专享券，领取后下单直接抵扣租金，电脑租赁更省钱。',
  path: '/receiveCoupons',
});

/** The same page for everyone (no searchParams on the server); the island reads ?claim= itself. */
export default async function ReceiveCouponsPage() {
  return <CouponCentreView offers={await getCouponOffers()} />;
}
