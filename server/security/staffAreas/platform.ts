/**
 * The platform pages (shop applications, cooperation, stores, news, carousel, coupons, back-office
 * users, the legal facts): a merchant gets 403 on every call, reading or changing, and nothing changes. The
 * merchant's own 店铺设置 is the one page here an editor uses: another shop's merchant neither
 * reads nor changes the victim shop's settings (404), and reading without naming a shop shows
 * their own.
 */
import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import type { ShopSettings } from '@/contract/consoleStores';
import { carouselSlides, couponTemplates, news } from '../../db/schema';
import { submitApplication } from '../../testing/applications';
import { FORBIDDEN, NOT_FOUND, staffArea, type StaffCast } from '../staffMatrix';

type PlatformIds = { joinId: number; cooperationId: number; storeId: number; newsId: number; slideId: number; templateId: number; merchantUserId: number; otherStoreId: number };

async function arrange({ server, merchant, other }: StaffCast): Promise<PlatformIds> {
  const join = await submitApplication(server, 'join');
  const cooperation = await submitApplication(server, 'cooperation');
  const [article] = await server.db.select({ id: news.id }).from(news).orderBy(asc(news.id)).limit(1);
  const [slide] = await server.db.select({ id: carouselSlides.id }).from(carouselSlides).orderBy(asc(carouselSlides.id)).limit(1);
  const [template] = await server.db.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.active, true)).orderBy(asc(couponTemplates.id)).limit(1);
  assert.ok(article && slide && template && merchant.storeId !== null && other.storeId !== null);
  return {
    joinId: join.id,
    cooperationId: cooperation.id,
    storeId: merchant.storeId,
    newsId: article.id,
    slideId: slide.id,
    templateId: template.id,
    merchantUserId: merchant.userId,
    otherStoreId: other.storeId,
  };
}

const SHOP = { storeName: '冒名店铺', slug: 'fake-shop', city: '深圳', username: 'fake_shop' };
const RETURN_ADDRESS = { recipient: '冒名售后', phone: '0755-88886666', address: '深圳市南山区科技园 9 号' };
/** Well-formed facts a merchant would put in every footer: refused for the role, whatever the body. */
const LEGAL_TAKEOVER = {
  icpRecord: '粤ICP备2099099999号-1',
  policeRecord: '粤公网安备44030500000001号',
  telecomLicence: '',
  companyName: '冒名科技有限公司',
  creditCode: '91440300MA5G8K3Q21',
  registeredAddress: '深圳市南山区科技园 9 号',
  legalRepresentative: '冒名者',
  businessScope: '电脑租赁',
};

export const platformArea = staffArea<PlatformIds>({
  name: 'platform pages',
  arrange,
  rows: [
    // Shop applications and cooperation
    {
      names: 'the shop applications',
      method: 'POST',
      route: '/api/sys/application/list',
      as: 'merchant',
      path: () => '/api/sys/application/list',
      body: () => ({ kind: 'join' }),
      expect: FORBIDDEN,
    },
    {
      names: 'the shop applications',
      method: 'POST',
      route: '/api/sys/application/export',
      as: 'merchant',
      path: () => '/api/sys/application/export',
      body: () => ({ kind: 'join' }),
      expect: FORBIDDEN,
    },
    {
      names: 'a shop application',
      method: 'GET',
      route: '/api/sys/application/detail/:id',
      as: 'merchant',
      path: (ids) => `/api/sys/application/detail/${ids.joinId}`,
      expect: FORBIDDEN,
    },
    {
      names: 'a shop application',
      method: 'POST',
      route: '/api/sys/application/approve',
      as: 'merchant',
      path: () => '/api/sys/application/approve',
      body: (ids) => ({ id: ids.joinId, ...SHOP }),
      expect: FORBIDDEN,
    },
    {
      names: 'a shop application',
      method: 'POST',
      route: '/api/sys/application/reject',
      as: 'merchant',
      path: () => '/api/sys/application/reject',
      body: (ids) => ({ id: ids.joinId, reason: '不符合入驻条件' }),
      expect: FORBIDDEN,
    },
    {
      names: 'a cooperation application',
      method: 'POST',
      route: '/api/sys/application/list',
      as: 'merchant',
      path: () => '/api/sys/application/list',
      body: () => ({ kind: 'cooperation' }),
      expect: FORBIDDEN,
    },
    {
      names: 'a cooperation application',
      method: 'POST',
      route: '/api/sys/cooperation/handle',
      as: 'merchant',
      path: () => '/api/sys/cooperation/handle',
      body: (ids) => ({ id: ids.cooperationId, status: 'closed', remark: '不合作' }),
      expect: FORBIDDEN,
    },
    // Stores: even the merchant's own shop is the platform's to close, reopen or mark
    { names: 'every shop', method: 'POST', route: '/api/sys/store/list', as: 'merchant', path: () => '/api/sys/store/list', body: () => ({}), expect: FORBIDDEN },
    { names: 'every shop', method: 'POST', route: '/api/sys/store/export', as: 'merchant', path: () => '/api/sys/store/export', body: () => ({}), expect: FORBIDDEN },
    { names: 'their own shop', method: 'GET', route: '/api/sys/store/detail/:id', as: 'merchant', path: (ids) => `/api/sys/store/detail/${ids.storeId}`, expect: FORBIDDEN },
    {
      names: 'another shop',
      method: 'POST',
      route: '/api/sys/store/status',
      as: 'merchant',
      path: () => '/api/sys/store/status',
      body: (ids) => ({ id: ids.otherStoreId, status: 'closed', reason: '恶意停业' }),
      expect: FORBIDDEN,
    },
    {
      names: 'their own shop',
      method: 'POST',
      route: '/api/sys/store/featured',
      as: 'merchant',
      path: () => '/api/sys/store/featured',
      body: (ids) => ({ id: ids.storeId, featured: true }),
      expect: FORBIDDEN,
    },
    // The victim shop's settings, by another shop's merchant
    {
      names: "the victim shop's settings",
      method: 'GET',
      route: '/api/sys/shop',
      path: (ids) => `/api/sys/shop?storeId=${ids.storeId}`,
      expect: NOT_FOUND,
    },
    {
      names: "the victim shop's settings",
      method: 'POST',
      route: '/api/sys/shop',
      path: () => '/api/sys/shop',
      body: (ids) => ({ storeId: ids.storeId, intro: '已被篡改', city: '深圳', returnAddress: RETURN_ADDRESS }),
      expect: NOT_FOUND,
    },
    {
      names: 'no shop (their own settings only)',
      method: 'GET',
      route: '/api/sys/shop',
      path: () => '/api/sys/shop',
      expect: {
        kind: 'ownView',
        check: (answer) => {
          const settings = answer.body.data as ShopSettings;
          assert.notEqual(settings.slug, 'yunzu');
          assert.equal(settings.slug, 'geek');
        },
      },
    },
    // News
    { names: 'the news', method: 'POST', route: '/api/sys/news/list', as: 'merchant', path: () => '/api/sys/news/list', body: () => ({ status: 'draft' }), expect: FORBIDDEN },
    { names: 'an article', method: 'GET', route: '/api/sys/news/detail/:id', as: 'merchant', path: (ids) => `/api/sys/news/detail/${ids.newsId}`, expect: FORBIDDEN },
    {
      names: 'a new article',
      method: 'POST',
      route: '/api/sys/news/save',
      as: 'merchant',
      path: () => '/api/sys/news/save',
      body: () => ({ type: 'news', title: '冒名公告', content: '<p>假消息</p>', status: 'published' }),
      expect: FORBIDDEN,
    },
    {
      names: 'an article',
      method: 'POST',
      route: '/api/sys/news/save',
      as: 'merchant',
      path: () => '/api/sys/news/save',
      body: (ids) => ({ id: ids.newsId, type: 'news', title: '篡改标题', content: '<p>篡改</p>', status: 'draft' }),
      expect: FORBIDDEN,
    },
    {
      names: 'an article',
      method: 'POST',
      route: '/api/sys/news/delete',
      as: 'merchant',
      path: () => '/api/sys/news/delete',
      body: (ids) => ({ id: ids.newsId }),
      expect: FORBIDDEN,
    },
    // Carousel
    { names: 'the slides', method: 'POST', route: '/api/sys/carousel/list', as: 'merchant', path: () => '/api/sys/carousel/list', body: () => ({}), expect: FORBIDDEN },
    {
      names: 'a slide',
      method: 'POST',
      route: '/api/sys/carousel/save',
      as: 'merchant',
      path: () => '/api/sys/carousel/save',
      body: (ids) => ({ id: ids.slideId, position: 'home', title: '我的店最好', image: '/stores/yunzu.svg', link: '/storeDetail?id=1', sort: 0, active: true }),
      expect: FORBIDDEN,
    },
    {
      names: 'a slide',
      method: 'POST',
      route: '/api/sys/carousel/delete',
      as: 'merchant',
      path: () => '/api/sys/carousel/delete',
      body: (ids) => ({ id: ids.slideId }),
      expect: FORBIDDEN,
    },
    // The shop's legal facts (备案与证照): what every page's footer and /license show
    { names: 'the legal facts', method: 'GET', route: '/api/sys/legal/info', as: 'merchant', path: () => '/api/sys/legal/info', expect: FORBIDDEN },
    {
      names: 'the legal facts (their own company as the operator)',
      method: 'POST',
      route: '/api/sys/legal/save',
      as: 'merchant',
      path: () => '/api/sys/legal/save',
      body: () => LEGAL_TAKEOVER,
      expect: FORBIDDEN,
    },
    {
      names: 'the legal facts (their own company as the operator)',
      method: 'POST',
      route: '/api/sys/legal/save',
      as: 'other',
      path: () => '/api/sys/legal/save',
      body: () => LEGAL_TAKEOVER,
      expect: FORBIDDEN,
    },
    // Coupons
    { names: 'the coupon templates', method: 'POST', route: '/api/sys/coupon/list', as: 'merchant', path: () => '/api/sys/coupon/list', body: () => ({}), expect: FORBIDDEN },
    { names: 'the coupon templates', method: 'POST', route: '/api/sys/coupon/export', as: 'merchant', path: () => '/api/sys/coupon/export', body: () => ({}), expect: FORBIDDEN },
    {
      names: 'a coupon template',
      method: 'POST',
      route: '/api/sys/coupon/save',
      as: 'merchant',
      path: () => '/api/sys/coupon/save',
      body: (ids) => ({ id: ids.templateId, name: '送给自己', amount: 100_000, threshold: 0, validDays: 365, total: 1_000_000 }),
      expect: FORBIDDEN,
    },
    {
      names: 'a coupon template',
      method: 'POST',
      route: '/api/sys/coupon/status',
      as: 'merchant',
      path: () => '/api/sys/coupon/status',
      body: (ids) => ({ id: ids.templateId, active: false }),
      expect: FORBIDDEN,
    },
    // Back-office users, their own login included
    { names: 'the back-office users', method: 'POST', route: '/api/sys/user/list', as: 'merchant', path: () => '/api/sys/user/list', body: () => ({}), expect: FORBIDDEN },
    { names: 'the back-office users', method: 'POST', route: '/api/sys/user/export', as: 'merchant', path: () => '/api/sys/user/export', body: () => ({}), expect: FORBIDDEN },
    {
      names: 'a new admin login',
      method: 'POST',
      route: '/api/sys/user/save',
      as: 'merchant',
      path: () => '/api/sys/user/save',
      body: () => ({ username: 'sneaky_admin', nickName: '冒名管理员', role: 'admin', storeId: null, password: 'Sneaky2026' }),
      expect: FORBIDDEN,
    },
    {
      names: 'their own login (promoting themselves)',
      method: 'POST',
      route: '/api/sys/user/save',
      as: 'merchant',
      path: () => '/api/sys/user/save',
      body: (ids) => ({ id: ids.merchantUserId, username: 'merchant', nickName: '云租优选店长', role: 'admin', storeId: null }),
      expect: FORBIDDEN,
    },
    {
      names: 'their own login',
      method: 'POST',
      route: '/api/sys/user/status',
      as: 'merchant',
      path: () => '/api/sys/user/status',
      body: (ids) => ({ id: ids.merchantUserId, disabled: true }),
      expect: FORBIDDEN,
    },
    {
      names: 'the admin login',
      method: 'POST',
      route: '/api/sys/user/resetPwd',
      as: 'merchant',
      path: () => '/api/sys/user/resetPwd',
      body: () => ({ id: 1, password: 'Takeover2026' }),
      expect: FORBIDDEN,
    },
  ],
});

/** The routes of the platform pages: every one must have a row where a merchant gets 403. */
export const PLATFORM_ROUTE = /^\/api\/sys\/(application|cooperation|store|news|carousel|coupon|user|legal)\//;
