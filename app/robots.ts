import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/site-url';

/** Crawlers are welcome on the shop and kept out of accounts, checkout and the back office. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/prod-api/', '/login', '/rgister', '/Retrieve', '/redirect/', '/console',
          '/shopCar', '/order', '/changeBodyOrder', '/orderFinish', '/immediatelyPay', '/submitOrder',
          '/authentication', '/myOrderList', '/myAccount', '/myInvoice', '/shipToAddress', '/myBill', '/myEquipment',
          // '/news' alone is the notifications page; '$' keeps /newsCenter and /newsDetail open.
          '/myCoupon', '/accountSafe', '/returnAndReplaceAndRepair', '/news$', '/invoiceInfo', '/detailsPreview', '/paySandbox',
        ],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
