/** Dictionary rows every installation needs (not demo data): states, zones, form choices. */
import type { dictData } from '../../db/schema';

type DictRow = typeof dictData.$inferInsert;
type Entry = [value: string, label: string, listClass?: string];

function dict(dictType: string, entries: Entry[]): DictRow[] {
  return entries.map(([dictValue, dictLabel, listClass], index) => ({
    dictType,
    dictValue,
    dictLabel,
    dictSort: index + 1,
    listClass: listClass ?? null,
  }));
}

export const DICT_ROWS: DictRow[] = [
  // The status numbers are the wire values (docs/product-rules.md#order-lifecycle).
  ...dict('rental_order_status', [
    ['0', '待支付', 'warning'],
    ['1', '待审核', 'primary'],
    ['2', '待发货', 'primary'],
    ['3', '待收货', 'primary'],
    ['4', '租赁中', 'success'],
    ['5', '归还中', 'warning'],
    ['6', '已归还', 'info'],
    ['7', '已完成', 'success'],
    ['8', '已买断', 'success'],
    ['9', '已取消', 'info'],
    ['10', '已关闭', 'danger'],
  ]),
  ...dict('bill_status', [
    ['0', '待支付', 'warning'],
    ['1', '已支付', 'success'],
    ['2', '逾期', 'danger'],
    ['3', '已退款', 'info'],
    ['4', '已取消', 'info'],
    ['5', '买断结清', 'info'],
  ]),
  ...dict('account_type', [
    ['company', '企业账户'],
    ['personal', '个人账户'],
  ]),
  ...dict('goods_condition', [
    ['new', '全新'],
    ['used', '二手'],
  ]),
  // contract/goodsConsole.ts GOODS_STATUS_NAMES.
  ...dict('goods_status', [
    ['draft', '草稿', 'info'],
    ['on_sale', '在售', 'success'],
    ['off_sale', '已下架', 'warning'],
  ]),
  ...dict('goods_zone', [
    ['discount', '特惠专区'],
    ['procurement', '采购专区'],
    ['personal', '个人专区'],
    ['second_hand', '二手专区'],
    ['new_product', '新品专享'],
    ['everyday_low', '天天低价'],
    ['heavyweight_new', '重磅新品'],
  ]),
  ...dict('news_type', [
    ['news', '平台资讯'],
    ['procurement', '采购资讯'],
  ]),
  // The platform pages of the back office (contract/consoleApplications.ts, consoleStores.ts, consoleContent.ts, consoleUsers.ts).
  ...dict('news_status', [
    ['draft', '草稿', 'info'],
    ['published', '已发布', 'success'],
  ]),
  // contract/carousel.ts CAROUSEL_POSITIONS: where a slide shows (轮播图).
  ...dict('carousel_position', [
    ['home', '首页'],
    ['mobile', '移动端首页'],
    ['purchase', '采购专区'],
  ]),
  ...dict('merchant_application_status', [
    ['pending', '待处理', 'warning'],
    ['contacted', '已联系', 'primary'],
    ['approved', '已通过', 'success'],
    ['rejected', '已驳回', 'danger'],
    ['closed', '已关闭', 'info'],
  ]),
  ...dict('store_status', [
    ['open', '营业中', 'success'],
    ['closed', '已停业', 'danger'],
  ]),
  ...dict('sys_user_role', [
    ['admin', '平台管理员', 'primary'],
    ['editor', '商家员工', 'info'],
  ]),
  ...dict('goods_sort', [
    ['popular', '综合'],
    ['newest', '最新上架'],
    ['priceAsc', '月租从低到高'],
    ['priceDesc', '月租从高到低'],
  ]),
  ...dict('invoice_type', [
    ['1', '增值税普通发票'],
    ['2', '增值税专用发票'],
  ]),
  ...dict('verify_status', [
    ['0', '未认证', 'info'],
    ['1', '审核中', 'warning'],
    ['2', '已认证', 'success'],
    ['3', '未通过', 'danger'],
  ]),
  // contract/storeDevices.ts: a shop's device in the back office's inventory.
  ...dict('device_state', [
    ['inStock', '在库', 'success'],
    ['rented', '租出', 'primary'],
    ['repair', '维修中', 'warning'],
    ['sold', '已售出', 'info'],
    ['scrapped', '报废', 'danger'],
  ]),
  // Whether a thing is in use (a coupon template, a back-office login): RuoYi's 0 normal / 1 disabled.
  ...dict('sys_normal_disable', [
    ['0', '启用', 'success'],
    ['1', '停用', 'danger'],
  ]),
  // After-sales in the back office (contract/serviceRequests.ts, contract/invoices.ts): the status numbers are the wire values.
  ...dict('service_kind', [
    ['return', '退租', 'warning'],
    ['replacement', '换机', 'primary'],
    ['repair', '维修', 'info'],
  ]),
  ...dict('service_status', [
    ['0', '待受理', 'warning'],
    ['1', '处理中', 'primary'],
    ['2', '已完成', 'success'],
    ['3', '已驳回', 'danger'],
    ['4', '已撤销', 'info'],
  ]),
  ...dict('invoice_status', [
    ['0', '申请中', 'warning'],
    ['1', '已开具', 'success'],
    ['2', '已驳回', 'danger'],
    ['3', '待红冲', 'danger'],
    ['4', '已红冲', 'info'],
    ['5', '已撤回', 'info'],
  ]),
  ...dict('qualification_status', [
    ['0', '审核中', 'warning'],
    ['1', '已通过', 'success'],
    ['2', '未通过', 'danger'],
  ]),
  ...dict('sys_yes_no', [
    ['Y', '是', 'primary'],
    ['N', '否', 'danger'],
  ]),
  // The registration form's choices (GET /api/register/reg/choice/{1|2|3}).
  ...dict('customer_industry', [
    ['it', '信息技术/互联网'],
    ['finance', '金融/保险'],
    ['education', '教育培训'],
    ['healthcare', '医疗健康'],
    ['manufacturing', '制造业'],
    ['retail', '零售/电商'],
    ['media', '设计/广告/传媒'],
    ['construction', '建筑/房地产'],
    ['public', '政府/事业单位'],
    ['other', '其他'],
  ]),
  ...dict('company_size', [
    ['1-19', '20 人以下'],
    ['20-99', '20–99 人'],
    ['100-499', '100–499 人'],
    ['500-999', '500–999 人'],
    ['1000+', '1000 人及以上'],
  ]),
  ...dict('referral_source', [
    ['search', '搜索引擎'],
    ['friend', '朋友推荐'],
    ['social', '微信/微博等社交媒体'],
    ['ad', '网络广告'],
    ['exhibition', '展会活动'],
    ['sales', '客户经理介绍'],
    ['other', '其他'],
  ]),
];
