/**
 * Every endpoint of the product server's public API, from the endpoint table (contract/endpoints/),
 * with who may call it and, for most, a well-formed example call. The hostile-input suite and the
 * authorization matrix drive each one, so a new endpoint joins them the day it is declared. The
 * `/dev` routes are left out: they do not exist in production (server/runtime/config.ts).
 */
import type { Caller, Endpoint as Declared } from '@/contract/endpoint';
import { ALL_ENDPOINTS, ACCOUNT_API, ACCOUNT_SAFETY_API, ADDRESS_API, APPLICATION_API, BILL_API, CART_API, CATALOG_API, CONSOLE_APPLICATION_API, CONSOLE_AUDIT_API, CONSOLE_AUTH_API, CONSOLE_BILL_API, CONSOLE_CAROUSEL_API, CONSOLE_COUPON_API, CONSOLE_DEVICE_API, CONSOLE_DICT_API, CONSOLE_FILE_API, CONSOLE_GOODS_API, CONSOLE_IDENTITY_API, CONSOLE_INVOICE_API, CONSOLE_NEWS_API, CONSOLE_ORDER_API, CONSOLE_SERVICE_API, CONSOLE_STORE_API, CONSOLE_USER_API, COUPON_API, DEVICE_API, DICT_API, FILE_API, IDENTITY_API, INVOICE_API, MONEY_API, NEWS_API, NOTIFICATION_API, ORDER_API, SANDBOX_CASHIER_API, SERVICE_API, STORE_API } from '@/contract/endpoints';

const DEMO_PHONE = '13800138000';
/** A well-formed service request number nobody holds. */
const SERVICE_NO = 'SR20260101000000000000';

export type { Caller };

/** Real ids of the calling customer's things, so examples reach the domain and not only the validators. */
export type ExampleIds = { globalId: string; orderNo: string; cartLineId: number; skuId: number; goodsId: number; storeId: number; newsId: number; templateId: number; billId: number; quoteNo: string; tradeNo: string };

type Values = Record<string, unknown>;

export type Endpoint = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  caller: Caller;
  /** The largest body the route takes, when not the usual 64 KiB. */
  maxBodyBytes?: number;
  /** A well-formed call: the fuzzer mostly spoils one or two of its values, so the rest still passes validation. */
  example?: Example;
};

type Example = (ids: ExampleIds) => { params?: Record<string, string>; query?: Values; body?: Values };

const ADDRESS = { name: '钱多多', phone: '13600003333', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号' };
const APPLICATION = { company: '深圳市云启科技有限公司', contactName: '张三', phone: '13800138000', businessLicenceNo: '91350100M000100Y43', message: '希望合作' };

const EXAMPLES: ReadonlyMap<Declared, Example> = new Map<Declared, Example>([
  // Accounts
  [ACCOUNT_API.sendSmsCode, () => ({ query: { phone: '13700009999', type: '1' } })],
  [ACCOUNT_API.register, () => ({ body: { accountType: 'personal', phone: '13700009998', code: '123456', passWord: 'Secret123', pname: '测试用户' } })],
  [ACCOUNT_API.loginByPassword, () => ({ body: { phone: DEMO_PHONE, passWord: 'Wrong1234' } })],
  [ACCOUNT_API.loginByCode, () => ({ body: { phone: DEMO_PHONE, code: '123456' } })],
  [ACCOUNT_API.resetPassword, () => ({ body: { phone: DEMO_PHONE, code: '123456', passWord: 'Secret123' } })],
  [ACCOUNT_API.choices, () => ({ params: { type: '1' } })],
  [ACCOUNT_API.phoneStatus, () => ({ query: { phone: DEMO_PHONE } })],
  [ACCOUNT_API.customer, ({ globalId }) => ({ body: { quanJuId: globalId } })],
  [ACCOUNT_API.verificationCheck, ({ globalId }) => ({ query: { quanJuId: globalId } })],
  // Called without the suite's own session, which a logout would end.
  [ACCOUNT_API.logout, () => ({ body: { token: 'not-a-session-token' } })],
  [CONSOLE_AUTH_API.logout, () => ({ body: { token: 'not-a-session-token' } })],
  [CONSOLE_AUTH_API.login, () => ({ body: { username: 'merchant', password: 'Wrong1234', code: 'abcd', uuid: '00000000-0000-4000-8000-000000000000' } })],
  [CONSOLE_AUTH_API.menus, () => ({ params: { menuGroup: '90' } })],
  [CONSOLE_GOODS_API.preview, ({ goodsId }) => ({ params: { id: String(goodsId) } })],
  // Goods in the back office (the suite's back-office user is the demo merchant)
  [CONSOLE_GOODS_API.list, ({ storeId }) => ({ body: { page: 1, limit: 20, sort: 'lowestRent', order: 'asc', keyword: '联想', status: 'on_sale', categoryId: 1, zone: 'discount', condition: 'new', storeId } })],
  [CONSOLE_GOODS_API.statusCount, () => ({ query: { keyword: '联想', categoryId: '1', zone: 'personal', condition: 'new' } })],
  [CONSOLE_GOODS_API.detail, ({ goodsId }) => ({ params: { id: String(goodsId) } })],
  [CONSOLE_GOODS_API.save, () => ({
      body: {
        name: '联想 ThinkPad T14 测试',
        categoryId: 11,
        brand: '联想',
        condition: 'new',
        zones: ['personal'],
        images: [`${'a'.repeat(32)}.png`],
        description: '<p>介绍</p>',
        skus: [{ cpu: 'i5', memory: '16GB', storage: '512GB', graphics: '集显', screen: '14"', stock: 1, deposit: 100_000, plans: [{ termMonths: 12, monthlyRent: 19_900, buyoutPrice: 300_000 }] }],
      },
    })],
  // Asking for what already is (the demo goods on sale) changes nothing.
  [CONSOLE_GOODS_API.publish, ({ goodsId }) => ({ body: { ids: [goodsId], onSale: true } })],
  // Form-encoded (the download helper, docs/product-rules.md#downloads): the suite's JSON bodies are refused, never answered with a file.
  [CONSOLE_GOODS_API.export, () => ({ body: { keyword: '联想', status: 'on_sale' } })],
  // Reference data and catalogue
  [DICT_API.entries, () => ({ params: { dictType: 'bill_status' } })],
  [CATALOG_API.carousel, () => ({ query: { position: 'home' } })],
  [CATALOG_API.search, ({ storeId }) => ({ query: { keyword: '联想 14', categoryId: '1', brand: '联想', zone: 'discount', condition: 'new', storeId: String(storeId), minRent: '0', maxRent: '100000', sort: 'popular', page: '1', limit: '20' } })],
  [CATALOG_API.brands, () => ({ query: { categoryId: '1' } })],
  [CATALOG_API.zoneGoods, () => ({ query: { zone: 'discount', page: '1', limit: '20' } })],
  [CATALOG_API.discountGoods, () => ({ query: { categoryId: '1', page: '1', limit: '20' } })],
  [CATALOG_API.personalGoods, () => ({ body: { page: 1, limit: 20 } })],
  [CATALOG_API.displayGoods, ({ goodsId }) => ({ body: { ids: [goodsId], limit: 8 } })],
  [CATALOG_API.relatedGoods, ({ goodsId }) => ({ query: { goodsId: String(goodsId), limit: '8' } })],
  [CATALOG_API.goodsDetail, ({ goodsId }) => ({ body: { id: goodsId } })],
  [CATALOG_API.procurementDetail, ({ goodsId }) => ({ body: { id: goodsId } })],
  [CATALOG_API.skuOption, ({ goodsId }) => ({ query: { goodsId: String(goodsId) } })],
  [STORE_API.list, () => ({ query: { page: '1', limit: '10', featured: 'true' } })],
  [STORE_API.detail, ({ storeId }) => ({ params: { id: String(storeId) } })],
  [STORE_API.honours, ({ storeId }) => ({ params: { id: String(storeId) } })],
  [NEWS_API.list, () => ({ query: { page: '1', limit: '10', type: 'news' } })],
  [NEWS_API.article, ({ newsId }) => ({ params: { id: String(newsId) } })],
  [COUPON_API.claim, ({ templateId }) => ({ body: { templateId } })],
  [COUPON_API.orderAmount, ({ orderNo, globalId }) => ({ params: { orderNo, userId: globalId, receive: '0', flag: '0', upgradeId: '0' } })],
  [APPLICATION_API.joinStore, () => ({ body: { ...APPLICATION, category: '综合' } })],
  [APPLICATION_API.cooperate, () => ({ body: { ...APPLICATION, category: '企业采购' } })],
  // Cart
  [CART_API.add, ({ skuId }) => ({ body: { skuId, termMonths: 12, quantity: 1 } })],
  [CART_API.count, ({ globalId }) => ({ query: { quanJuId: globalId } })],
  [CART_API.list, () => ({ body: { page: 1, limit: 10 } })],
  [CART_API.setQuantity, ({ cartLineId }) => ({ body: { id: cartLineId, quantity: 1 } })],
  [CART_API.setTerm, ({ cartLineId }) => ({ body: { id: cartLineId, termMonths: 12 } })],
  [CART_API.select, ({ cartLineId }) => ({ body: { ids: [cartLineId], selected: true } })],
  [CART_API.terms, ({ cartLineId }) => ({ params: { id: String(cartLineId) } })],
  [CART_API.line, ({ cartLineId }) => ({ params: { id: String(cartLineId) } })],
  [CART_API.remove, ({ cartLineId }) => ({ params: { id: String(cartLineId) } })],
  // Checkout and orders
  [ORDER_API.checkout, ({ skuId }) => ({ body: { skuId, termMonths: 12, quantity: 1, province: '浙江省' } })],
  [ORDER_API.checkoutPreview, ({ cartLineId }) => ({ query: { ids: String(cartLineId), province: '浙江省' } })],
  [ORDER_API.place, ({ skuId }) => ({ body: { items: [{ skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, invoice: { type: 1, title: '个人', taxNo: null }, idempotencyKey: 'hostile-order-0001' } })],
  [ORDER_API.cancel, ({ orderNo }) => ({ body: { orderNo } })],
  [ORDER_API.confirmReceipt, ({ orderNo }) => ({ body: { orderNo } })],
  [ORDER_API.detail, ({ orderNo }) => ({ params: { orderNo } })],
  [ORDER_API.deadline, ({ orderNo }) => ({ params: { orderNo } })],
  [ORDER_API.clientAddress, ({ orderNo }) => ({ query: { orderNo } })],
  [ORDER_API.list, () => ({ body: { page: 1, limit: 10, status: 0 } })],
  [ORDER_API.payability, ({ orderNo }) => ({ query: { orderNo } })],
  [ORDER_API.payByBalance, ({ orderNo }) => ({ body: { orderNo, idempotencyKey: 'hostile-pay-0001' } })],
  [ORDER_API.canRent, ({ globalId }) => ({ params: { quanJuId: globalId, goodsType: 'normal' } })],
  [ORDER_API.transferPreview, ({ orderNo }) => ({ params: { orderNo } })],
  [ORDER_API.transfer, ({ orderNo }) => ({ body: { orderNo, companyPhone: '13900139000', code: '123456', contact: { name: '李娜', phone: '13600004444' }, idempotencyKey: 'hostile-transfer-01' } })],
  // Bills, payment, risk
  [BILL_API.list, ({ orderNo }) => ({ body: { page: 1, limit: 10, status: 0, orderNo } })],
  [BILL_API.payByBalance, () => ({ body: { billId: 1, idempotencyKey: 'hostile-bill-0001' } })],
  [ORDER_API.payOnline, ({ orderNo }) => ({ body: { orderNo, idempotencyKey: 'hostile-online-01' } })],
  [ORDER_API.tradeQuery, ({ orderNo }) => ({ body: { orderNo } })],
  [SANDBOX_CASHIER_API.trade, () => ({ params: { tradeNo: 'a'.repeat(32) } })],
  [SANDBOX_CASHIER_API.confirm, () => ({ params: { tradeNo: 'a'.repeat(32) }, body: {} })],
  [SANDBOX_CASHIER_API.cancel, () => ({ params: { tradeNo: 'a'.repeat(32) }, body: {} })],
  [ORDER_API.riskCheck, ({ orderNo }) => ({ body: { orderNo } })],
  // Service requests (the example numbers name nothing; the example order is unpaid, so an add is refused)
  [SERVICE_API.list, () => ({ body: { page: 1, limit: 10, status: 0, kind: 'repair' } })],
  [SERVICE_API.detail, () => ({ params: { serviceNo: SERVICE_NO } })],
  [SERVICE_API.create, ({ orderNo }) => ({ body: { orderNo, kind: 'repair', serialNo: 'PF3ABC12', reason: 'screen', description: '屏幕出现竖线，外接显示器正常。', photoKeys: [`${'a'.repeat(32)}.png`], idempotencyKey: 'hostile-service-01' } })],
  [SERVICE_API.cancel, () => ({ body: { serviceNo: SERVICE_NO } })],
  [SERVICE_API.followUp, () => ({ body: { serviceNo: SERVICE_NO, content: '补充说明' } })],
  [CONSOLE_SERVICE_API.list, ({ orderNo }) => ({ body: { page: 1, limit: 20, sort: 'updatedAt', order: 'asc', status: 1, kind: 'return', orderNo } })],
  [CONSOLE_SERVICE_API.detail, () => ({ params: { serviceNo: SERVICE_NO } })],
  [CONSOLE_SERVICE_API.reply, () => ({ body: { serviceNo: SERVICE_NO, content: '您好，已安排工程师联系您' } })],
  [CONSOLE_SERVICE_API.setStatus, () => ({ body: { serviceNo: SERVICE_NO, status: 3, remark: '人为损坏' } })],
  [CONSOLE_SERVICE_API.replace, () => ({ body: { serviceNo: SERVICE_NO, oldSerialNo: 'PF3ABC12', newSerialNo: 'PF3ABC13', carrier: '顺丰速运', waybillNo: 'SF1234567890123' } })],
  // The shop's devices (the back office's 设备管理) and shipping from them
  [CONSOLE_DEVICE_API.list, ({ skuId, goodsId, storeId }) => ({ body: { page: 1, limit: 20, sort: 'serialNo', order: 'asc', state: 'inStock', keyword: 'SN', goodsId, skuId, storeId } })],
  [CONSOLE_DEVICE_API.counts, ({ skuId }) => ({ query: { keyword: 'SN', skuId: String(skuId) } })],
  [CONSOLE_DEVICE_API.history, () => ({ params: { id: '1' } })],
  [CONSOLE_DEVICE_API.add, ({ skuId }) => ({ body: { skuId, serialNo: 'HOSTILE-0001', note: '外观完好' } })],
  [CONSOLE_DEVICE_API.setState, () => ({ body: { deviceId: 1, state: 'repair', note: '屏幕闪烁' } })],
  // Multipart (one .xlsx): the fuzzer's JSON bodies must be refused as no file.
  [CONSOLE_DEVICE_API.import, () => ({ body: { file: 'devices.xlsx' } })],
  // Form-encoded downloads: the suite's JSON bodies are refused, never answered with a file.
  [CONSOLE_DEVICE_API.template, ({ storeId }) => ({ body: { storeId: String(storeId) } })],
  [CONSOLE_DEVICE_API.export, () => ({ body: { state: 'inStock', keyword: 'SN', sort: 'createdAt', order: 'desc' } })],
  [CONSOLE_ORDER_API.shipCandidates, ({ orderNo }) => ({ params: { orderNo } })],
  [CONSOLE_ORDER_API.ship, ({ orderNo }) => ({ body: { orders: [{ orderNo, carrier: '顺丰速运', waybillNo: 'SF1234567890123', serials: [{ itemId: 1, serialNo: 'HOSTILE-0002' }] }] } })],
  // Uploads (multipart; the fuzzer's JSON bodies must be refused as no file)
  [FILE_API.upload, () => ({ body: { purpose: 'service' } })],
  [FILE_API.picture, () => ({ params: { key: `${'a'.repeat(32)}.png` } })],
  [CONSOLE_FILE_API.picture, () => ({ params: { key: `${'a'.repeat(32)}.png` } })],
  [CONSOLE_FILE_API.upload, () => ({ body: { purpose: 'goods' } })],
  [FILE_API.publicPicture, () => ({ params: { key: `${'a'.repeat(32)}.png` } })],
  // Account safety and notifications (/accountSafe, /news)
  [ACCOUNT_SAFETY_API.changePassword, () => ({ body: { oldPassWord: 'Wrong1234', passWord: 'Secret456' } })],
  [ACCOUNT_SAFETY_API.sendPhoneChangeCode, () => ({ body: { step: 'new', phone: '13700008888' } })],
  [ACCOUNT_SAFETY_API.changePhone, () => ({ body: { oldCode: '123456', phone: '13700008887', code: '123456' } })],
  [ACCOUNT_SAFETY_API.signOutDevice, () => ({ body: { sessionId: '00000000-0000-4000-8000-000000000000' } })],
  [ACCOUNT_SAFETY_API.signOutOtherDevices, () => ({ body: {} })],
  [NOTIFICATION_API.list, ({ globalId }) => ({ query: { page: '1', limit: '99', userId: globalId } })],
  [NOTIFICATION_API.markRead, () => ({ body: { id: 1 } })],
  [NOTIFICATION_API.markAllRead, () => ({ body: {} })],
  // Orders after checkout and the customer's devices
  [ORDER_API.statusCounts, () => ({ query: { keyword: 'ThinkPad' } })],
  [ORDER_API.returnQuote, ({ orderNo }) => ({ params: { orderNo } })],
  [ORDER_API.returnDevices, ({ orderNo }) => ({ body: { orderNo, carrier: '顺丰速运', waybillNo: 'SF1234567890123' } })],
  [DEVICE_API.list, () => ({ body: { page: 1, limit: 10, filter: 'inUse', keyword: 'SN2026' } })],
  [DEVICE_API.counts, () => ({ query: { keyword: 'SN2026' } })],
  // Invoices
  [INVOICE_API.invoiceable, ({ orderNo }) => ({ body: { page: 1, limit: 10, orderNo } })],
  [INVOICE_API.apply, () => ({ body: { type: 1, titleId: 1, items: [{ kind: 'rent', sourceId: 1 }], email: 'finance@example.com', idempotencyKey: 'hostile-invoice-01' } })],
  [INVOICE_API.list, () => ({ body: { page: 1, limit: 10, status: 0 } })],
  [INVOICE_API.detail, () => ({ params: { requestNo: 'FP20261122120000123456' } })],
  [CONSOLE_INVOICE_API.list, () => ({ query: { page: '1', limit: '10', sort: 'amount', order: 'asc', status: '0' } })],
  [CONSOLE_INVOICE_API.issue, () => ({ body: { requestNo: 'FP20261122120000123456', invoiceNo: '26442000000012345678', invoiceDate: '2026-01-05' } })],
  [CONSOLE_INVOICE_API.reject, () => ({ body: { requestNo: 'FP20261122120000123456', reason: '抬头与认证名称不符' } })],
  [CONSOLE_INVOICE_API.redLetter, () => ({ body: { requestNo: 'FP20261122120000123456', redLetterNo: '26442000000012345679', redLetterDate: '2026-01-06' } })],
  [INVOICE_API.addTitle, () => ({ body: { kind: 'person', name: '测试用户', isDefault: true } })],
  [INVOICE_API.editTitle, () => ({ body: { id: 1, kind: 'person', name: '测试用户' } })],
  [INVOICE_API.makeTitleDefault, () => ({ body: { id: 1 } })],
  [INVOICE_API.removeTitle, () => ({ params: { id: '1' } })],
  [INVOICE_API.saveEmail, () => ({ body: { email: 'finance@example.com' } })],
  [INVOICE_API.submitQualification, () => ({ body: { name: '深圳市云启科技有限公司', taxNo: '91350100M000100Y43', address: '深圳市南山区科技园 1 号', telephone: '0755-88886666', bankName: '招商银行深圳分行', bankAccount: '755912345610001' } })],
  [CONSOLE_INVOICE_API.qualifications, () => ({ query: { page: '1', limit: '10', sort: 'reviewedAt', order: 'asc', status: '0' } })],
  [CONSOLE_INVOICE_API.reviewQualification, () => ({ body: { id: 1, approved: false, reason: '税号与营业执照不符' } })],
  [IDENTITY_API.submitPerson, () => ({ body: { name: '王小明', idNumber: '11010519491231002X' } })],
  [IDENTITY_API.submitCompany, () => ({ body: { companyName: '深圳市云启科技有限公司', creditCode: '91350100M000100Y43', legalPerson: '王建国', licenceKey: `${'a'.repeat(32)}.png` } })],
  [CONSOLE_IDENTITY_API.list, () => ({ query: { status: 'pending', page: '1', limit: '20', sort: 'status', order: 'asc' } })],
  [CONSOLE_IDENTITY_API.detail, () => ({ params: { id: '1' } })],
  [CONSOLE_IDENTITY_API.review, () => ({ params: { id: '1' }, body: { decision: 'approve', creditLine: 5_000_000 } })],
  // The platform pages (admin only: the suite's merchant gets 403) and a merchant's own shop settings
  [CONSOLE_APPLICATION_API.list, () => ({ body: { page: 1, limit: 10, kind: 'join', status: 'pending', keyword: '云启' } })],
  [CONSOLE_APPLICATION_API.detail, () => ({ params: { id: '1' } })],
  [CONSOLE_APPLICATION_API.export, () => ({ body: { kind: 'cooperation', status: 'pending', keyword: '云启', sort: 'submittedAt', order: 'asc' } })],
  [CONSOLE_APPLICATION_API.approve, () => ({ body: { id: 1, storeName: '星河电脑租赁', slug: 'xinghe', city: '杭州', intro: '专注设计师电脑', username: 'xinghe_admin', nickName: '王店长' } })],
  [CONSOLE_APPLICATION_API.reject, () => ({ body: { id: 1, reason: '营业执照信息与企业名称不符' } })],
  [CONSOLE_APPLICATION_API.handleCooperation, () => ({ body: { id: 1, status: 'contacted', remark: '已电话沟通，下周面谈' } })],
  [CONSOLE_STORE_API.list, () => ({ body: { page: 1, limit: 10, keyword: '云租', status: 'open', featured: true, sort: 'orders', order: 'desc' } })],
  [CONSOLE_STORE_API.export, () => ({ body: { keyword: '云租', status: 'open', featured: 'true', sort: 'orders' } })],
  [CONSOLE_STORE_API.detail, ({ storeId }) => ({ params: { id: String(storeId) } })],
  [CONSOLE_STORE_API.setStatus, ({ storeId }) => ({ body: { id: storeId, status: 'closed', reason: '资质到期，暂停营业' } })],
  [CONSOLE_STORE_API.setFeatured, ({ storeId }) => ({ body: { id: storeId, featured: true } })],
  [CONSOLE_STORE_API.saveShop, () => ({ body: { intro: '企业级笔记本租赁', city: '深圳', logo: null, returnAddress: { recipient: '售后部', phone: '0755-88886666', address: '深圳市南山区科技园 1 号' } } })],
  [CONSOLE_NEWS_API.list, () => ({ body: { page: 1, limit: 10, type: 'news', status: 'published', keyword: '租赁' } })],
  [CONSOLE_NEWS_API.detail, ({ newsId }) => ({ params: { id: String(newsId) } })],
  [CONSOLE_NEWS_API.save, ({ newsId }) => ({ body: { id: newsId, type: 'news', title: '平台公告', summary: '摘要', cover: null, content: '<p>正文</p>', status: 'draft', publishedAt: '2026-03-01 10:00:00' } })],
  [CONSOLE_NEWS_API.remove, ({ newsId }) => ({ body: { id: newsId } })],
  [CONSOLE_CAROUSEL_API.list, () => ({ body: { page: 1, limit: 10, position: 'home', active: true } })],
  [CONSOLE_CAROUSEL_API.save, () => ({ body: { position: 'home', title: '春季焕新', subtitle: '限时 8 折', image: '/goods/thinkpad-x1-carbon-2025.svg', link: '/limitedOffer', theme: '#0b3d91', sort: 1, active: true } })],
  [CONSOLE_CAROUSEL_API.remove, () => ({ body: { id: 1 } })],
  [CONSOLE_COUPON_API.list, () => ({ body: { page: 1, limit: 10, keyword: '新人', active: true } })],
  [CONSOLE_COUPON_API.save, ({ templateId }) => ({ body: { id: templateId, name: '新人专享券', amount: 5000, threshold: 0, validDays: 30, total: 1000, scope: '全场通用', sort: 1 } })],
  [CONSOLE_COUPON_API.export, () => ({ body: { keyword: '新人', active: 'false', sort: 'remaining', order: 'asc' } })],
  [CONSOLE_COUPON_API.setActive, ({ templateId }) => ({ body: { id: templateId, active: false } })],
  [CONSOLE_USER_API.list, () => ({ body: { page: 1, limit: 10, keyword: 'merchant', role: 'editor', disabled: false } })],
  [CONSOLE_USER_API.save, ({ storeId }) => ({ body: { username: 'new_editor', nickName: '新店员', role: 'editor', storeId, phone: '13700005555', password: 'Secret123' } })],
  [CONSOLE_USER_API.export, ({ storeId }) => ({ body: { keyword: 'merchant', role: 'editor', storeId: String(storeId), disabled: 'false' } })],
  [CONSOLE_USER_API.setDisabled, () => ({ body: { id: 1, disabled: true } })],
  [CONSOLE_USER_API.resetPassword, () => ({ body: { id: 1, password: 'Secret123' } })],
  // The merchant password flow (public: a storefront page calls it)
  [CONSOLE_AUTH_API.sendPasswordCode, () => ({ body: { username: 'merchant' } })],
  [CONSOLE_AUTH_API.setPassword, () => ({ body: { username: 'merchant', code: '123456', password: 'Secret123' } })],
  [ADDRESS_API.add, () => ({ body: { ...ADDRESS, tag: '家', isDefault: true } })],
  [ADDRESS_API.update, () => ({ body: { id: 1, ...ADDRESS, tag: '公司', isDefault: false } })],
  [ADDRESS_API.setDefault, () => ({ body: { id: 1 } })],
  [ADDRESS_API.remove, () => ({ params: { id: '1' } })],
  // The customer's own coupons
  [COUPON_API.mine, () => ({ query: { tab: 'available', page: '1', limit: '10' } })],
  // Money after checkout: bills, the account, renewals, buyouts
  [BILL_API.summary, () => ({ body: {} })],
  [BILL_API.payAllByBalance, ({ billId }) => ({ body: { billIds: [billId], amount: 100, idempotencyKey: 'hostile-bills-0001' } })],
  [BILL_API.payOnline, ({ billId }) => ({ body: { billIds: [billId], idempotencyKey: 'hostile-bills-0002' } })],
  // Form-encoded by the download helper (docs/product-rules.md#downloads): the suite's JSON bodies are refused, never answered with a file.
  [BILL_API.export, ({ orderNo }) => ({ body: { orderNo, month: '2026-03', status: '0' } })],
  [MONEY_API.ledger, () => ({ body: { page: 1, limit: 10, kind: 'payment' } })],
  [MONEY_API.topUp, () => ({ body: { amount: 10_000, idempotencyKey: 'hostile-topup-0001' } })],
  [MONEY_API.trade, ({ tradeNo }) => ({ body: { tradeNo } })],
  [MONEY_API.renewal, ({ orderNo }) => ({ params: { orderNo } })],
  [MONEY_API.renew, ({ orderNo }) => ({ body: { orderNo, months: 3, idempotencyKey: 'hostile-renew-0001' } })],
  [MONEY_API.buyoutQuote, ({ orderNo }) => ({ body: { orderNo } })],
  [MONEY_API.payBuyoutByBalance, ({ quoteNo }) => ({ body: { quoteNo, idempotencyKey: 'hostile-buyout-001' } })],
  [MONEY_API.payBuyoutOnline, ({ quoteNo }) => ({ body: { quoteNo, idempotencyKey: 'hostile-buyout-002' } })],
  // The back office's order desk: orders, their actions, bills, the workbench
  [CONSOLE_ORDER_API.list, ({ orderNo, storeId }) => ({ body: { page: 1, limit: 10, sort: 'createdAt', order: 'desc', status: 2, keyword: orderNo, createdFrom: '2026-01-01', createdTo: '2026-12-31', storeId } })],
  [CONSOLE_ORDER_API.counts, ({ storeId }) => ({ query: { keyword: '联想', createdFrom: '2026-01-01', createdTo: '2026-12-31', storeId: String(storeId) } })],
  [CONSOLE_ORDER_API.detail, ({ orderNo }) => ({ params: { orderNo } })],
  [CONSOLE_ORDER_API.approve, ({ orderNo }) => ({ body: { orderNo, remark: '资料齐全' } })],
  [CONSOLE_ORDER_API.reject, ({ orderNo }) => ({ body: { orderNo, reason: '收货信息无法核实' } })],
  [CONSOLE_ORDER_API.close, ({ orderNo }) => ({ body: { orderNo, reason: '该配置暂时缺货' } })],
  [CONSOLE_ORDER_API.receive, ({ orderNo }) => ({ body: { orderNo, result: 'damaged', damageFee: 20_000, remark: '屏幕有划痕', photos: [`${'b'.repeat(32)}.jpg`] } })],
  [CONSOLE_ORDER_API.complete, ({ orderNo }) => ({ body: { orderNo } })],
  // Form-encoded by the download helper (docs/product-rules.md#downloads): the suite's JSON bodies are refused, never answered with a file.
  [CONSOLE_ORDER_API.export, () => ({ body: { status: '2', sort: 'createdAt', order: 'desc' } })],
  [CONSOLE_BILL_API.list, ({ orderNo }) => ({ body: { page: 1, limit: 10, sort: 'dueDate', order: 'asc', status: 2, orderNo, dueFrom: '2026-01-01', dueTo: '2026-12-31' } })],
  [CONSOLE_BILL_API.export, ({ orderNo }) => ({ body: { orderNo, status: '2' } })],
  [CONSOLE_DICT_API.list, () => ({ query: { dictType: 'bill_status', dictLabel: '逾期', page: '1', limit: '10', sort: 'dictSort', order: 'asc' } })],
  [CONSOLE_DICT_API.add, () => ({ body: { dictType: 'hostile_type', dictLabel: '测试', dictValue: 'probe', dictSort: 1, listClass: 'primary' } })],
  [CONSOLE_DICT_API.edit, () => ({ body: { id: 999_999, dictLabel: '测试', dictValue: 'probe', dictSort: 1, listClass: null } })],
  [CONSOLE_DICT_API.remove, () => ({ body: { id: 999_999 } })],
  [CONSOLE_AUDIT_API.list, () => ({ query: { username: 'admin', action: 'dict', from: '2026-01-01', to: '2026-12-31', page: '1', limit: '20', order: 'desc' } })],
]);

export const ENDPOINTS: readonly Endpoint[] = ALL_ENDPOINTS.filter((endpoint) => !endpoint.devOnly).map((endpoint) => {
  const example = EXAMPLES.get(endpoint);
  return { method: endpoint.method, path: endpoint.path, caller: endpoint.caller, ...(endpoint.maxBodyBytes ? { maxBodyBytes: endpoint.maxBodyBytes } : {}), ...(example ? { example } : {}) };
});

/** Field and parameter names the API reads somewhere, so random requests reach the validators' real branches. */
export const FIELD_NAMES = [
  'id', 'ids', 'goodsId', 'skuId', 'termMonths', 'quantity', 'selected', 'cartLineIds', 'items', 'address', 'couponId', 'invoice', 'province',
  'orderNo', 'idempotencyKey', 'billId', 'result', 'damageFee', 'photos', 'createdFrom', 'createdTo', 'dueFrom', 'dueTo', 'order', 'templateId', 'status', 'page', 'limit', 'keyword', 'categoryId', 'brand', 'zone', 'condition',
  'storeId', 'minRent', 'maxRent', 'sort', 'featured', 'type', 'position', 'phone', 'passWord', 'password', 'code', 'uuid', 'username',
  'pname', 'cname', 'contactName', 'accountType', 'industry', 'companySize', 'referral', 'quanJuId', 'token', 'company', 'businessLicenceNo',
  'category', 'message', 'companyPhone', 'contact', 'name', 'detail', 'city', 'district', 'title', 'taxNo', 'purpose', 'file',
  'oldPassWord', 'step', 'oldCode', 'sessionId', 'userId',
  'serviceNo', 'kind', 'reason', 'serialNo', 'description', 'photoKeys', 'content', 'remark',
  'carrier', 'waybillNo', 'filter',
  'category', 'message', 'companyPhone', 'contact', 'name', 'detail', 'city', 'district', 'title', 'taxNo',
  'kind', 'sourceId', 'titleId', 'email', 'isDefault', 'telephone', 'bankName', 'bankAccount', 'requestNo', 'invoiceNo', 'reason', 'approved',
  'invoiceDate', 'redLetterNo', 'redLetterDate',
  'idNumber', 'companyName', 'creditCode', 'legalPerson', 'licenceKey', 'decision', 'reason', 'creditLine', 'tag', 'isDefault', 'tab',
  'billIds', 'amount', 'month', 'kind', 'tradeNo', 'months', 'quoteNo',
  'order', 'onSale', 'subtitle', 'model', 'zones', 'tags', 'images', 'specs', 'skus', 'plans', 'stock', 'deposit', 'monthlyRent', 'buyoutPrice',
  'cpu', 'memory', 'storage', 'graphics', 'screen', 'value',
  'storeName', 'slug', 'intro', 'nickName', 'remark', 'logo', 'returnAddress', 'recipient', 'summary', 'cover', 'source', 'author',
  'publishedAt', 'image', 'link', 'theme', 'active', 'threshold', 'validDays', 'total', 'scope', 'role', 'disabled',
  'dictType', 'dictLabel', 'dictValue', 'dictSort', 'listClass', 'action', 'from', 'to',
] as const;
