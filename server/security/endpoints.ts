/**
 * Every route of the product server's public API (server/routes/*.ts), with who may call it. The
 * hostile-input suite drives each one; a new route adds a line here. The `/dev` routes are left
 * out: they do not exist in production (server/runtime/config.ts).
 */
import { GOODS_SAVE_MAX_BYTES } from '@/contract/goodsConsole';
import { MAX_DEVICE_IMPORT_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../http/bodyLimit';

const DEMO_PHONE = '13800138000';
/** A well-formed service request number nobody holds. */
const SERVICE_NO = 'SR20260101000000000000';

export type Caller = 'none' | 'customer' | 'sys';

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
  example?: (ids: ExampleIds) => { params?: Record<string, string>; query?: Values; body?: Values };
};

const ADDRESS = { name: '钱多多', phone: '13600003333', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号' };
const APPLICATION = { company: '深圳市云启科技有限公司', contactName: '张三', phone: '13800138000', businessLicenceNo: '91350100M000100Y43', message: '希望合作' };

export const ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/health', caller: 'none' },
  // Answers only loopback or METRICS_TOKEN: to the suite's caller (another address) it is not there.
  { method: 'GET', path: '/metrics', caller: 'none' },
  // Accounts
  { method: 'GET', path: '/api/register/reg/vCode', caller: 'none', example: () => ({ query: { phone: '13700009999', type: '1' } }) },
  { method: 'POST', path: '/api/register/reg/zcInformation', caller: 'none', example: () => ({ body: { accountType: 'personal', phone: '13700009998', code: '123456', passWord: 'Secret123', pname: '测试用户' } }) },
  { method: 'POST', path: '/api/register/reg/paLogin', caller: 'none', example: () => ({ body: { phone: DEMO_PHONE, passWord: 'Wrong1234' } }) },
  { method: 'POST', path: '/api/register/reg/yanLogin', caller: 'none', example: () => ({ body: { phone: DEMO_PHONE, code: '123456' } }) },
  { method: 'POST', path: '/api/register/reg/resetPassword', caller: 'none', example: () => ({ body: { phone: DEMO_PHONE, code: '123456', passWord: 'Secret123' } }) },
  { method: 'GET', path: '/api/register/reg/choice/:type', caller: 'none', example: () => ({ params: { type: '1' } }) },
  { method: 'GET', path: '/api/wUser/pho', caller: 'none', example: () => ({ query: { phone: DEMO_PHONE } }) },
  { method: 'POST', path: '/auth/api/info/token', caller: 'customer', example: ({ globalId }) => ({ body: { quanJuId: globalId } }) },
  { method: 'GET', path: '/api/wGoods/userIsRenZhang', caller: 'customer', example: ({ globalId }) => ({ query: { quanJuId: globalId } }) },
  // Called without the suite's own session, which a logout would end.
  { method: 'POST', path: '/auth/api/logout', caller: 'none', example: () => ({ body: { token: 'not-a-session-token' } }) },
  { method: 'POST', path: '/logout', caller: 'none', example: () => ({ body: { token: 'not-a-session-token' } }) },
  // Back office
  { method: 'GET', path: '/auth/api/captcha', caller: 'none' },
  { method: 'POST', path: '/auth/api/login/sys', caller: 'none', example: () => ({ body: { username: 'merchant', password: 'Wrong1234', code: 'abcd', uuid: '00000000-0000-4000-8000-000000000000' } }) },
  { method: 'GET', path: '/auth/api/info/sys', caller: 'sys' },
  { method: 'GET', path: '/auth/api/menus/sys/:menuGroup', caller: 'sys', example: () => ({ params: { menuGroup: '90' } }) },
  { method: 'GET', path: '/api/wGoods/preview/:id', caller: 'sys', example: ({ goodsId }) => ({ params: { id: String(goodsId) } }) },
  // Goods in the back office (the suite's back-office user is the demo merchant)
  {
    method: 'POST',
    path: '/api/sys/goods/list',
    caller: 'sys',
    example: ({ storeId }) => ({ body: { page: 1, limit: 20, sort: 'lowestRent', order: 'asc', keyword: '联想', status: 'on_sale', categoryId: 1, zone: 'discount', condition: 'new', storeId } }),
  },
  { method: 'GET', path: '/api/sys/goods/statusCount', caller: 'sys', example: () => ({ query: { keyword: '联想', categoryId: '1', zone: 'personal', condition: 'new' } }) },
  { method: 'GET', path: '/api/sys/goods/detail/:id', caller: 'sys', example: ({ goodsId }) => ({ params: { id: String(goodsId) } }) },
  {
    method: 'POST',
    path: '/api/sys/goods/save',
    caller: 'sys',
    maxBodyBytes: GOODS_SAVE_MAX_BYTES,
    // A new draft whose picture nobody uploaded: the fuzzer's variations reach the domain and are refused there.
    example: () => ({
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
    }),
  },
  // Asking for what already is (the demo goods on sale) changes nothing.
  { method: 'POST', path: '/api/sys/goods/publish', caller: 'sys', example: ({ goodsId }) => ({ body: { ids: [goodsId], onSale: true } }) },
  // Form-encoded (the download helper, docs/product-rules.md#downloads): the suite's JSON bodies are refused, never answered with a file.
  { method: 'POST', path: '/api/sys/goods/export', caller: 'sys', example: () => ({ body: { keyword: '联想', status: 'on_sale' } }) },
  // Reference data and catalogue
  { method: 'GET', path: '/system/dict/data/type/:dictType', caller: 'none', example: () => ({ params: { dictType: 'bill_status' } }) },
  { method: 'GET', path: '/api/wGoodsCategoryQian/goodCate', caller: 'none' },
  { method: 'GET', path: '/api/wPlatformImg/lunBoTo', caller: 'none', example: () => ({ query: { position: 'home' } }) },
  { method: 'GET', path: '/api/wGoods/yptj', caller: 'none' },
  {
    method: 'GET',
    path: '/api/wGoods/search',
    caller: 'none',
    example: ({ storeId }) => ({ query: { keyword: '联想 14', categoryId: '1', brand: '联想', zone: 'discount', condition: 'new', storeId: String(storeId), minRent: '0', maxRent: '100000', sort: 'popular', page: '1', limit: '20' } }),
  },
  { method: 'GET', path: '/api/wGoods/brands', caller: 'none', example: () => ({ query: { categoryId: '1' } }) },
  { method: 'GET', path: '/api/wGoods/qtZq', caller: 'none', example: () => ({ query: { zone: 'discount', page: '1', limit: '20' } }) },
  { method: 'GET', path: '/api/wGoods/thZq', caller: 'none', example: () => ({ query: { categoryId: '1', page: '1', limit: '20' } }) },
  { method: 'POST', path: '/api/wGoods/personalProducts', caller: 'none', example: () => ({ body: { page: 1, limit: 20 } }) },
  { method: 'POST', path: '/api/wGoodsItem/zhangShiGoods', caller: 'none', example: ({ goodsId }) => ({ body: { ids: [goodsId], limit: 8 } }) },
  { method: 'GET', path: '/api/wGoodsItem/youLoveM', caller: 'none', example: ({ goodsId }) => ({ query: { goodsId: String(goodsId), limit: '8' } }) },
  { method: 'POST', path: '/api/wGoods/productDetails', caller: 'none', example: ({ goodsId }) => ({ body: { id: goodsId } }) },
  { method: 'POST', path: '/api/wGoods/gyProductDetails', caller: 'none', example: ({ goodsId }) => ({ body: { id: goodsId } }) },
  { method: 'GET', path: '/api/wGoodsItem/option', caller: 'none', example: ({ goodsId }) => ({ query: { goodsId: String(goodsId) } }) },
  { method: 'GET', path: '/api/store/list', caller: 'none', example: () => ({ query: { page: '1', limit: '10', featured: 'true' } }) },
  { method: 'GET', path: '/api/store/:id', caller: 'none', example: ({ storeId }) => ({ params: { id: String(storeId) } }) },
  { method: 'GET', path: '/api/wSaleHonour/advice/:id', caller: 'none', example: ({ storeId }) => ({ params: { id: String(storeId) } }) },
  { method: 'GET', path: '/news/list', caller: 'none', example: () => ({ query: { page: '1', limit: '10', type: 'news' } }) },
  { method: 'GET', path: '/news/:id', caller: 'none', example: ({ newsId }) => ({ params: { id: String(newsId) } }) },
  // Coupons and applications
  { method: 'GET', path: '/api/coupon/centre', caller: 'customer' },
  { method: 'POST', path: '/api/coupon/claim', caller: 'customer', example: ({ templateId }) => ({ body: { templateId } }) },
  {
    method: 'GET',
    path: '/api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/:flag/:upgradeId',
    caller: 'customer',
    example: ({ orderNo, globalId }) => ({ params: { orderNo, userId: globalId, receive: '0', flag: '0', upgradeId: '0' } }),
  },
  { method: 'POST', path: '/api/apply/joiningTheStore', caller: 'none', example: () => ({ body: { ...APPLICATION, category: '综合' } }) },
  { method: 'POST', path: '/api/apply/businessCooperation', caller: 'none', example: () => ({ body: { ...APPLICATION, category: '企业采购' } }) },
  // Cart
  { method: 'POST', path: '/api/wCar/addCarGoods', caller: 'customer', example: ({ skuId }) => ({ body: { skuId, termMonths: 12, quantity: 1 } }) },
  { method: 'GET', path: '/api/wCar/carNumber', caller: 'customer', example: ({ globalId }) => ({ query: { quanJuId: globalId } }) },
  { method: 'POST', path: '/api/wCar/list', caller: 'customer', example: () => ({ body: { page: 1, limit: 10 } }) },
  { method: 'POST', path: '/api/wCar/shuLiang', caller: 'customer', example: ({ cartLineId }) => ({ body: { id: cartLineId, quantity: 1 } }) },
  { method: 'POST', path: '/api/wCar/zuQi', caller: 'customer', example: ({ cartLineId }) => ({ body: { id: cartLineId, termMonths: 12 } }) },
  { method: 'POST', path: '/api/wCar/yxJ', caller: 'customer', example: ({ cartLineId }) => ({ body: { ids: [cartLineId], selected: true } }) },
  { method: 'GET', path: '/api/wCar/fanHui/:id', caller: 'customer', example: ({ cartLineId }) => ({ params: { id: String(cartLineId) } }) },
  { method: 'GET', path: '/api/wCar/:id', caller: 'customer', example: ({ cartLineId }) => ({ params: { id: String(cartLineId) } }) },
  { method: 'DELETE', path: '/api/wCar/:id', caller: 'customer', example: ({ cartLineId }) => ({ params: { id: String(cartLineId) } }) },
  // Checkout and orders
  { method: 'POST', path: '/api/wOrder/liJi', caller: 'customer', example: ({ skuId }) => ({ body: { skuId, termMonths: 12, quantity: 1, province: '浙江省' } }) },
  { method: 'GET', path: '/api/wOrder/fhslAndJe', caller: 'customer', example: ({ cartLineId }) => ({ query: { ids: String(cartLineId), province: '浙江省' } }) },
  {
    method: 'POST',
    path: '/api/wOrder/addOrder',
    caller: 'customer',
    example: ({ skuId }) => ({ body: { items: [{ skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, invoice: { type: 1, title: '个人', taxNo: null }, idempotencyKey: 'hostile-order-0001' } }),
  },
  { method: 'POST', path: '/api/wOrder/cancel', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo } }) },
  { method: 'POST', path: '/api/wOrder/fhqs', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo } }) },
  { method: 'GET', path: '/api/wOrder/detail/:orderNo', caller: 'customer', example: ({ orderNo }) => ({ params: { orderNo } }) },
  { method: 'GET', path: '/api/wOrder/addOrderHuoquIp', caller: 'customer', example: ({ orderNo }) => ({ query: { orderNo } }) },
  { method: 'GET', path: '/api/wOrder/orderTime/:orderno', caller: 'customer', example: ({ orderNo }) => ({ params: { orderno: orderNo } }) },
  { method: 'POST', path: '/api/wOrder/dingD', caller: 'customer', example: () => ({ body: { page: 1, limit: 10, status: 0 } }) },
  { method: 'GET', path: '/api/wOrder/pdZydd', caller: 'customer', example: ({ orderNo }) => ({ query: { orderNo } }) },
  { method: 'POST', path: '/api/wOrder/yezf', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo, idempotencyKey: 'hostile-pay-0001' } }) },
  { method: 'GET', path: '/api/wOrder/judgeSwitch/:quanJuId/:goodsType', caller: 'customer', example: ({ globalId }) => ({ params: { quanJuId: globalId, goodsType: 'normal' } }) },
  { method: 'GET', path: '/api/wOrder/changeBodyOrder/:orderNo', caller: 'customer', example: ({ orderNo }) => ({ params: { orderNo } }) },
  {
    method: 'POST',
    path: '/api/wOrder/changeBodyOrder',
    caller: 'customer',
    example: ({ orderNo }) => ({ body: { orderNo, companyPhone: '13900139000', code: '123456', contact: { name: '李娜', phone: '13600004444' }, idempotencyKey: 'hostile-transfer-01' } }),
  },
  // Bills, payment, risk
  { method: 'POST', path: '/api/wBill/list', caller: 'customer', example: ({ orderNo }) => ({ body: { page: 1, limit: 10, status: 0, orderNo } }) },
  { method: 'POST', path: '/api/wBill/yezf', caller: 'customer', example: () => ({ body: { billId: 1, idempotencyKey: 'hostile-bill-0001' } }) },
  { method: 'POST', path: '/api/wOrder/liJiZhiFu', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo, idempotencyKey: 'hostile-online-01' } }) },
  { method: 'POST', path: '/api/wOrder/tradeQuery', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo } }) },
  { method: 'GET', path: '/api/pay/sandbox/:tradeNo', caller: 'none', example: () => ({ params: { tradeNo: 'a'.repeat(32) } }) },
  { method: 'POST', path: '/api/pay/sandbox/:tradeNo/confirm', caller: 'none', example: () => ({ params: { tradeNo: 'a'.repeat(32) }, body: {} }) },
  { method: 'POST', path: '/api/pay/sandbox/:tradeNo/cancel', caller: 'none', example: () => ({ params: { tradeNo: 'a'.repeat(32) }, body: {} }) },
  { method: 'POST', path: '/risk/record/getRiskUsers/orderno', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo } }) },
  // Service requests (the example numbers name nothing; the example order is unpaid, so an add is refused)
  { method: 'POST', path: '/api/wService/list', caller: 'customer', example: () => ({ body: { page: 1, limit: 10, status: 0, kind: 'repair' } }) },
  { method: 'GET', path: '/api/wService/detail/:serviceNo', caller: 'customer', example: () => ({ params: { serviceNo: SERVICE_NO } }) },
  { method: 'GET', path: '/api/wService/orders', caller: 'customer' },
  {
    method: 'POST',
    path: '/api/wService/add',
    caller: 'customer',
    example: ({ orderNo }) => ({ body: { orderNo, kind: 'repair', serialNo: 'PF3ABC12', reason: 'screen', description: '屏幕出现竖线，外接显示器正常。', photoKeys: [`${'a'.repeat(32)}.png`], idempotencyKey: 'hostile-service-01' } }),
  },
  { method: 'POST', path: '/api/wService/cancel', caller: 'customer', example: () => ({ body: { serviceNo: SERVICE_NO } }) },
  { method: 'POST', path: '/api/wService/followUp', caller: 'customer', example: () => ({ body: { serviceNo: SERVICE_NO, content: '补充说明' } }) },
  { method: 'POST', path: '/api/sys/wService/list', caller: 'sys', example: ({ orderNo }) => ({ body: { page: 1, limit: 20, sort: 'updatedAt', order: 'asc', status: 1, kind: 'return', orderNo } }) },
  { method: 'GET', path: '/api/sys/wService/detail/:serviceNo', caller: 'sys', example: () => ({ params: { serviceNo: SERVICE_NO } }) },
  { method: 'POST', path: '/api/sys/wService/reply', caller: 'sys', example: () => ({ body: { serviceNo: SERVICE_NO, content: '您好，已安排工程师联系您' } }) },
  { method: 'POST', path: '/api/sys/wService/status', caller: 'sys', example: () => ({ body: { serviceNo: SERVICE_NO, status: 3, remark: '人为损坏' } }) },
  {
    method: 'POST',
    path: '/api/sys/wService/replace',
    caller: 'sys',
    example: () => ({ body: { serviceNo: SERVICE_NO, oldSerialNo: 'PF3ABC12', newSerialNo: 'PF3ABC13', carrier: '顺丰速运', waybillNo: 'SF1234567890123' } }),
  },
  // The shop's devices (the back office's 设备管理) and shipping from them
  {
    method: 'POST',
    path: '/api/sys/device/list',
    caller: 'sys',
    example: ({ skuId, goodsId, storeId }) => ({ body: { page: 1, limit: 20, sort: 'serialNo', order: 'asc', state: 'inStock', keyword: 'SN', goodsId, skuId, storeId } }),
  },
  { method: 'GET', path: '/api/sys/device/stateCount', caller: 'sys', example: ({ skuId }) => ({ query: { keyword: 'SN', skuId: String(skuId) } }) },
  { method: 'GET', path: '/api/sys/device/history/:id', caller: 'sys', example: () => ({ params: { id: '1' } }) },
  { method: 'POST', path: '/api/sys/device/add', caller: 'sys', example: ({ skuId }) => ({ body: { skuId, serialNo: 'HOSTILE-0001', note: '外观完好' } }) },
  { method: 'POST', path: '/api/sys/device/state', caller: 'sys', example: () => ({ body: { deviceId: 1, state: 'repair', note: '屏幕闪烁' } }) },
  // Multipart (one .xlsx): the fuzzer's JSON bodies must be refused as no file.
  { method: 'POST', path: '/api/sys/device/import', caller: 'sys', maxBodyBytes: MAX_DEVICE_IMPORT_BODY_BYTES, example: () => ({ body: { file: 'devices.xlsx' } }) },
  // Form-encoded downloads: the suite's JSON bodies are refused, never answered with a file.
  { method: 'POST', path: '/api/sys/device/template', caller: 'sys', example: ({ storeId }) => ({ body: { storeId: String(storeId) } }) },
  { method: 'POST', path: '/api/sys/device/export', caller: 'sys', example: () => ({ body: { state: 'inStock', keyword: 'SN', sort: 'createdAt', order: 'desc' } }) },
  { method: 'GET', path: '/api/sys/order/shipCandidates/:orderNo', caller: 'sys', example: ({ orderNo }) => ({ params: { orderNo } }) },
  {
    method: 'POST',
    path: '/api/sys/order/ship',
    caller: 'sys',
    example: ({ orderNo }) => ({ body: { orders: [{ orderNo, carrier: '顺丰速运', waybillNo: 'SF1234567890123', serials: [{ itemId: 1, serialNo: 'HOSTILE-0002' }] }] } }),
  },
  // Uploads (multipart; the fuzzer's JSON bodies must be refused as no file)
  { method: 'POST', path: '/api/file/upload', caller: 'customer', maxBodyBytes: MAX_UPLOAD_BODY_BYTES, example: () => ({ body: { purpose: 'service' } }) },
  { method: 'GET', path: '/api/file/:key', caller: 'customer', example: () => ({ params: { key: `${'a'.repeat(32)}.png` } }) },
  { method: 'GET', path: '/api/sys/file/:key', caller: 'sys', example: () => ({ params: { key: `${'a'.repeat(32)}.png` } }) },
  { method: 'POST', path: '/api/sys/file/upload', caller: 'sys', maxBodyBytes: MAX_UPLOAD_BODY_BYTES, example: () => ({ body: { purpose: 'goods' } }) },
  { method: 'GET', path: '/api/file/public/:key', caller: 'none', example: () => ({ params: { key: `${'a'.repeat(32)}.png` } }) },
  // Account safety and notifications (/accountSafe, /news)
  { method: 'POST', path: '/api/wUser/updatePassword', caller: 'customer', example: () => ({ body: { oldPassWord: 'Wrong1234', passWord: 'Secret456' } }) },
  { method: 'POST', path: '/api/wUser/updatePhone/vCode', caller: 'customer', example: () => ({ body: { step: 'new', phone: '13700008888' } }) },
  { method: 'POST', path: '/api/wUser/updatePhone', caller: 'customer', example: () => ({ body: { oldCode: '123456', phone: '13700008887', code: '123456' } }) },
  { method: 'GET', path: '/api/wUser/devices', caller: 'customer' },
  { method: 'POST', path: '/api/wUser/devices/signOut', caller: 'customer', example: () => ({ body: { sessionId: '00000000-0000-4000-8000-000000000000' } }) },
  { method: 'POST', path: '/api/wUser/devices/signOutOthers', caller: 'customer', example: () => ({ body: {} }) },
  { method: 'GET', path: '/api/wUser/loginRecords', caller: 'customer' },
  { method: 'GET', path: '/api/wUserNews/listForPage', caller: 'customer', example: ({ globalId }) => ({ query: { page: '1', limit: '99', userId: globalId } }) },
  { method: 'POST', path: '/api/wUserNews/read', caller: 'customer', example: () => ({ body: { id: 1 } }) },
  { method: 'POST', path: '/api/wUserNews/readAll', caller: 'customer', example: () => ({ body: {} }) },
  // Orders after checkout and the customer's devices
  { method: 'GET', path: '/api/wOrder/statusCount', caller: 'customer', example: () => ({ query: { keyword: 'ThinkPad' } }) },
  { method: 'GET', path: '/api/wOrder/returnQuote/:orderNo', caller: 'customer', example: ({ orderNo }) => ({ params: { orderNo } }) },
  { method: 'POST', path: '/api/wOrder/returnOrder', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo, carrier: '顺丰速运', waybillNo: 'SF1234567890123' } }) },
  { method: 'POST', path: '/api/wDevice/list', caller: 'customer', example: () => ({ body: { page: 1, limit: 10, filter: 'inUse', keyword: 'SN2026' } }) },
  { method: 'GET', path: '/api/wDevice/stateCount', caller: 'customer', example: () => ({ query: { keyword: 'SN2026' } }) },
  // Invoices
  { method: 'POST', path: '/api/wInvoice/invoiceable', caller: 'customer', example: ({ orderNo }) => ({ body: { page: 1, limit: 10, orderNo } }) },
  {
    method: 'POST',
    path: '/api/wInvoice/apply',
    caller: 'customer',
    example: () => ({ body: { type: 1, titleId: 1, items: [{ kind: 'rent', sourceId: 1 }], email: 'finance@example.com', idempotencyKey: 'hostile-invoice-01' } }),
  },
  { method: 'POST', path: '/api/wInvoice/list', caller: 'customer', example: () => ({ body: { page: 1, limit: 10, status: 0 } }) },
  { method: 'GET', path: '/api/wInvoice/:requestNo', caller: 'customer', example: () => ({ params: { requestNo: 'FP20261122120000123456' } }) },
  { method: 'GET', path: '/api/wInvoice/sys/list', caller: 'sys', example: () => ({ query: { page: '1', limit: '10', sort: 'amount', order: 'asc', status: '0' } }) },
  { method: 'POST', path: '/api/wInvoice/sys/issue', caller: 'sys', example: () => ({ body: { requestNo: 'FP20261122120000123456', invoiceNo: '26442000000012345678', invoiceDate: '2026-01-05' } }) },
  { method: 'POST', path: '/api/wInvoice/sys/reject', caller: 'sys', example: () => ({ body: { requestNo: 'FP20261122120000123456', reason: '抬头与认证名称不符' } }) },
  {
    method: 'POST',
    path: '/api/wInvoice/sys/redLetter',
    caller: 'sys',
    example: () => ({ body: { requestNo: 'FP20261122120000123456', redLetterNo: '26442000000012345679', redLetterDate: '2026-01-06' } }),
  },
  { method: 'GET', path: '/api/wInvoiceTitle/info', caller: 'customer' },
  { method: 'POST', path: '/api/wInvoiceTitle/add', caller: 'customer', example: () => ({ body: { kind: 'person', name: '测试用户', isDefault: true } }) },
  { method: 'POST', path: '/api/wInvoiceTitle/edit', caller: 'customer', example: () => ({ body: { id: 1, kind: 'person', name: '测试用户' } }) },
  { method: 'POST', path: '/api/wInvoiceTitle/default', caller: 'customer', example: () => ({ body: { id: 1 } }) },
  { method: 'DELETE', path: '/api/wInvoiceTitle/:id', caller: 'customer', example: () => ({ params: { id: '1' } }) },
  { method: 'POST', path: '/api/wInvoiceTitle/email', caller: 'customer', example: () => ({ body: { email: 'finance@example.com' } }) },
  {
    method: 'POST',
    path: '/api/wInvoiceTitle/qualification',
    caller: 'customer',
    example: () => ({ body: { name: '深圳市云启科技有限公司', taxNo: '91350100M000100Y43', address: '深圳市南山区科技园 1 号', telephone: '0755-88886666', bankName: '招商银行深圳分行', bankAccount: '755912345610001' } }),
  },
  { method: 'GET', path: '/api/wInvoiceTitle/sys/qualifications', caller: 'sys', example: () => ({ query: { page: '1', limit: '10', sort: 'reviewedAt', order: 'asc', status: '0' } }) },
  { method: 'POST', path: '/api/wInvoiceTitle/sys/review', caller: 'sys', example: () => ({ body: { id: 1, approved: false, reason: '税号与营业执照不符' } }) },
  // Verification (the person: the standard's own example ID), and its review by the platform
  { method: 'GET', path: '/api/wUserAuth/info', caller: 'customer' },
  { method: 'POST', path: '/api/wUserAuth/person', caller: 'customer', example: () => ({ body: { name: '王小明', idNumber: '11010519491231002X' } }) },
  {
    method: 'POST',
    path: '/api/wUserAuth/company',
    caller: 'customer',
    example: () => ({ body: { companyName: '深圳市云启科技有限公司', creditCode: '91350100M000100Y43', legalPerson: '王建国', licenceKey: `${'a'.repeat(32)}.png` } }),
  },
  { method: 'GET', path: '/api/sys/userAuth/list', caller: 'sys', example: () => ({ query: { status: 'pending', page: '1', limit: '20', sort: 'status', order: 'asc' } }) },
  { method: 'GET', path: '/api/sys/userAuth/:id', caller: 'sys', example: () => ({ params: { id: '1' } }) },
  { method: 'POST', path: '/api/sys/userAuth/:id/review', caller: 'sys', example: () => ({ params: { id: '1' }, body: { decision: 'approve', creditLine: 5_000_000 } }) },
  // The platform pages (admin only: the suite's merchant gets 403) and a merchant's own shop settings
  { method: 'POST', path: '/api/sys/application/list', caller: 'sys', example: () => ({ body: { page: 1, limit: 10, kind: 'join', status: 'pending', keyword: '云启' } }) },
  { method: 'GET', path: '/api/sys/application/detail/:id', caller: 'sys', example: () => ({ params: { id: '1' } }) },
  { method: 'POST', path: '/api/sys/application/export', caller: 'sys', example: () => ({ body: { kind: 'cooperation', status: 'pending', keyword: '云启', sort: 'submittedAt', order: 'asc' } }) },
  {
    method: 'POST',
    path: '/api/sys/application/approve',
    caller: 'sys',
    example: () => ({ body: { id: 1, storeName: '星河电脑租赁', slug: 'xinghe', city: '杭州', intro: '专注设计师电脑', username: 'xinghe_admin', nickName: '王店长' } }),
  },
  { method: 'POST', path: '/api/sys/application/reject', caller: 'sys', example: () => ({ body: { id: 1, reason: '营业执照信息与企业名称不符' } }) },
  { method: 'POST', path: '/api/sys/cooperation/handle', caller: 'sys', example: () => ({ body: { id: 1, status: 'contacted', remark: '已电话沟通，下周面谈' } }) },
  { method: 'POST', path: '/api/sys/store/list', caller: 'sys', example: () => ({ body: { page: 1, limit: 10, keyword: '云租', status: 'open', featured: true, sort: 'orders', order: 'desc' } }) },
  { method: 'POST', path: '/api/sys/store/export', caller: 'sys', example: () => ({ body: { keyword: '云租', status: 'open', featured: 'true', sort: 'orders' } }) },
  { method: 'GET', path: '/api/sys/store/detail/:id', caller: 'sys', example: ({ storeId }) => ({ params: { id: String(storeId) } }) },
  { method: 'POST', path: '/api/sys/store/status', caller: 'sys', example: ({ storeId }) => ({ body: { id: storeId, status: 'closed', reason: '资质到期，暂停营业' } }) },
  { method: 'POST', path: '/api/sys/store/featured', caller: 'sys', example: ({ storeId }) => ({ body: { id: storeId, featured: true } }) },
  { method: 'GET', path: '/api/sys/shop', caller: 'sys' },
  {
    method: 'POST',
    path: '/api/sys/shop',
    caller: 'sys',
    example: () => ({ body: { intro: '企业级笔记本租赁', city: '深圳', logo: null, returnAddress: { recipient: '售后部', phone: '0755-88886666', address: '深圳市南山区科技园 1 号' } } }),
  },
  { method: 'POST', path: '/api/sys/news/list', caller: 'sys', example: () => ({ body: { page: 1, limit: 10, type: 'news', status: 'published', keyword: '租赁' } }) },
  { method: 'GET', path: '/api/sys/news/detail/:id', caller: 'sys', example: ({ newsId }) => ({ params: { id: String(newsId) } }) },
  {
    method: 'POST',
    path: '/api/sys/news/save',
    maxBodyBytes: GOODS_SAVE_MAX_BYTES,
    caller: 'sys',
    example: ({ newsId }) => ({ body: { id: newsId, type: 'news', title: '平台公告', summary: '摘要', cover: null, content: '<p>正文</p>', status: 'draft', publishedAt: '2026-03-01 10:00:00' } }),
  },
  { method: 'POST', path: '/api/sys/news/delete', caller: 'sys', example: ({ newsId }) => ({ body: { id: newsId } }) },
  { method: 'POST', path: '/api/sys/carousel/list', caller: 'sys', example: () => ({ body: { page: 1, limit: 10, position: 'home', active: true } }) },
  {
    method: 'POST',
    path: '/api/sys/carousel/save',
    caller: 'sys',
    example: () => ({ body: { position: 'home', title: '春季焕新', subtitle: '限时 8 折', image: '/goods/thinkpad-x1-carbon-2025.svg', link: '/limitedOffer', theme: '#0b3d91', sort: 1, active: true } }),
  },
  { method: 'POST', path: '/api/sys/carousel/delete', caller: 'sys', example: () => ({ body: { id: 1 } }) },
  { method: 'POST', path: '/api/sys/coupon/list', caller: 'sys', example: () => ({ body: { page: 1, limit: 10, keyword: '新人', active: true } }) },
  {
    method: 'POST',
    path: '/api/sys/coupon/save',
    caller: 'sys',
    example: ({ templateId }) => ({ body: { id: templateId, name: '新人专享券', amount: 5000, threshold: 0, validDays: 30, total: 1000, scope: '全场通用', sort: 1 } }),
  },
  { method: 'POST', path: '/api/sys/coupon/export', caller: 'sys', example: () => ({ body: { keyword: '新人', active: 'false', sort: 'remaining', order: 'asc' } }) },
  { method: 'POST', path: '/api/sys/coupon/status', caller: 'sys', example: ({ templateId }) => ({ body: { id: templateId, active: false } }) },
  { method: 'POST', path: '/api/sys/user/list', caller: 'sys', example: () => ({ body: { page: 1, limit: 10, keyword: 'merchant', role: 'editor', disabled: false } }) },
  {
    method: 'POST',
    path: '/api/sys/user/save',
    caller: 'sys',
    example: ({ storeId }) => ({ body: { username: 'new_editor', nickName: '新店员', role: 'editor', storeId, phone: '13700005555', password: 'Secret123' } }),
  },
  { method: 'POST', path: '/api/sys/user/export', caller: 'sys', example: ({ storeId }) => ({ body: { keyword: 'merchant', role: 'editor', storeId: String(storeId), disabled: 'false' } }) },
  { method: 'POST', path: '/api/sys/user/status', caller: 'sys', example: () => ({ body: { id: 1, disabled: true } }) },
  { method: 'POST', path: '/api/sys/user/resetPwd', caller: 'sys', example: () => ({ body: { id: 1, password: 'Secret123' } }) },
  // The merchant password flow (public: a storefront page calls it)
  { method: 'POST', path: '/auth/api/sys/password/code', caller: 'none', example: () => ({ body: { username: 'merchant' } }) },
  { method: 'POST', path: '/auth/api/sys/password/set', caller: 'none', example: () => ({ body: { username: 'merchant', code: '123456', password: 'Secret123' } }) },
  // Address book
  { method: 'GET', path: '/api/wAddress/list', caller: 'customer' },
  { method: 'POST', path: '/api/wAddress/add', caller: 'customer', example: () => ({ body: { ...ADDRESS, tag: '家', isDefault: true } }) },
  { method: 'POST', path: '/api/wAddress/update', caller: 'customer', example: () => ({ body: { id: 1, ...ADDRESS, tag: '公司', isDefault: false } }) },
  { method: 'POST', path: '/api/wAddress/default', caller: 'customer', example: () => ({ body: { id: 1 } }) },
  { method: 'DELETE', path: '/api/wAddress/:id', caller: 'customer', example: () => ({ params: { id: '1' } }) },
  // The customer's own coupons
  { method: 'GET', path: '/api/wCouponUser/list', caller: 'customer', example: () => ({ query: { tab: 'available', page: '1', limit: '10' } }) },
  { method: 'GET', path: '/api/wCouponUser/counts', caller: 'customer' },
  // Money after checkout: bills, the account, renewals, buyouts
  { method: 'POST', path: '/api/wBill/summary', caller: 'customer', example: () => ({ body: {} }) },
  { method: 'POST', path: '/api/wBill/payAll', caller: 'customer', example: ({ billId }) => ({ body: { billIds: [billId], amount: 100, idempotencyKey: 'hostile-bills-0001' } }) },
  { method: 'POST', path: '/api/wBill/liJiZhiFu', caller: 'customer', example: ({ billId }) => ({ body: { billIds: [billId], idempotencyKey: 'hostile-bills-0002' } }) },
  // Form-encoded by the download helper (docs/product-rules.md#downloads): the suite's JSON bodies are refused, never answered with a file.
  { method: 'POST', path: '/api/wBill/export', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo, month: '2026-03', status: '0' } }) },
  { method: 'GET', path: '/api/wUser/account', caller: 'customer' },
  { method: 'POST', path: '/api/wUser/ledger', caller: 'customer', example: () => ({ body: { page: 1, limit: 10, kind: 'payment' } }) },
  { method: 'POST', path: '/api/wUser/recharge', caller: 'customer', example: () => ({ body: { amount: 10_000, idempotencyKey: 'hostile-topup-0001' } }) },
  { method: 'POST', path: '/api/wUser/tradeQuery', caller: 'customer', example: ({ tradeNo }) => ({ body: { tradeNo } }) },
  { method: 'GET', path: '/api/wOrder/renewal/:orderNo', caller: 'customer', example: ({ orderNo }) => ({ params: { orderNo } }) },
  { method: 'POST', path: '/api/wOrder/renew', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo, months: 3, idempotencyKey: 'hostile-renew-0001' } }) },
  { method: 'POST', path: '/api/wOrder/buyout/quote', caller: 'customer', example: ({ orderNo }) => ({ body: { orderNo } }) },
  { method: 'POST', path: '/api/wOrder/buyout/yezf', caller: 'customer', example: ({ quoteNo }) => ({ body: { quoteNo, idempotencyKey: 'hostile-buyout-001' } }) },
  { method: 'POST', path: '/api/wOrder/buyout/liJiZhiFu', caller: 'customer', example: ({ quoteNo }) => ({ body: { quoteNo, idempotencyKey: 'hostile-buyout-002' } }) },
  // The back office's order desk: orders, their actions, bills, the workbench
  {
    method: 'POST',
    path: '/api/sys/order/list',
    caller: 'sys',
    example: ({ orderNo, storeId }) => ({ body: { page: 1, limit: 10, sort: 'createdAt', order: 'desc', status: 2, keyword: orderNo, createdFrom: '2026-01-01', createdTo: '2026-12-31', storeId } }),
  },
  { method: 'GET', path: '/api/sys/order/statusCount', caller: 'sys', example: ({ storeId }) => ({ query: { keyword: '联想', createdFrom: '2026-01-01', createdTo: '2026-12-31', storeId: String(storeId) } }) },
  { method: 'GET', path: '/api/sys/order/detail/:orderNo', caller: 'sys', example: ({ orderNo }) => ({ params: { orderNo } }) },
  { method: 'POST', path: '/api/sys/order/approve', caller: 'sys', example: ({ orderNo }) => ({ body: { orderNo, remark: '资料齐全' } }) },
  { method: 'POST', path: '/api/sys/order/reject', caller: 'sys', example: ({ orderNo }) => ({ body: { orderNo, reason: '收货信息无法核实' } }) },
  { method: 'POST', path: '/api/sys/order/close', caller: 'sys', example: ({ orderNo }) => ({ body: { orderNo, reason: '该配置暂时缺货' } }) },
  {
    method: 'POST',
    path: '/api/sys/order/receive',
    caller: 'sys',
    example: ({ orderNo }) => ({ body: { orderNo, result: 'damaged', damageFee: 20_000, remark: '屏幕有划痕', photos: [`${'b'.repeat(32)}.jpg`] } }),
  },
  { method: 'POST', path: '/api/sys/order/complete', caller: 'sys', example: ({ orderNo }) => ({ body: { orderNo } }) },
  // Form-encoded by the download helper (docs/product-rules.md#downloads): the suite's JSON bodies are refused, never answered with a file.
  { method: 'POST', path: '/api/sys/order/export', caller: 'sys', example: () => ({ body: { status: '2', sort: 'createdAt', order: 'desc' } }) },
  { method: 'POST', path: '/api/sys/bill/list', caller: 'sys', example: ({ orderNo }) => ({ body: { page: 1, limit: 10, sort: 'dueDate', order: 'asc', status: 2, orderNo, dueFrom: '2026-01-01', dueTo: '2026-12-31' } }) },
  { method: 'POST', path: '/api/sys/bill/export', caller: 'sys', example: ({ orderNo }) => ({ body: { orderNo, status: '2' } }) },
  { method: 'GET', path: '/api/sys/workbench', caller: 'sys' },
  // The platform's dictionaries and audit log (the back office)
  { method: 'GET', path: '/api/sys/dict/types', caller: 'sys' },
  { method: 'GET', path: '/api/sys/dict/data/list', caller: 'sys', example: () => ({ query: { dictType: 'bill_status', dictLabel: '逾期', page: '1', limit: '10', sort: 'dictSort', order: 'asc' } }) },
  { method: 'POST', path: '/api/sys/dict/data/add', caller: 'sys', example: () => ({ body: { dictType: 'hostile_type', dictLabel: '测试', dictValue: 'probe', dictSort: 1, listClass: 'primary' } }) },
  { method: 'POST', path: '/api/sys/dict/data/edit', caller: 'sys', example: () => ({ body: { id: 999_999, dictLabel: '测试', dictValue: 'probe', dictSort: 1, listClass: null } }) },
  { method: 'POST', path: '/api/sys/dict/data/remove', caller: 'sys', example: () => ({ body: { id: 999_999 } }) },
  { method: 'GET', path: '/api/sys/audit/list', caller: 'sys', example: () => ({ query: { username: 'admin', action: 'dict', from: '2026-01-01', to: '2026-12-31', page: '1', limit: '20', order: 'desc' } }) },
];

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
