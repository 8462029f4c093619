import { SITE } from '@/contract/site';

/**
 * The operator's facts that several help pages quote (contract parties, corporate information,
 * contact channels), kept in one place so the pages never disagree.
 *
 * The company is fictional. Its unified social credit code has the right shape (GB 32100-2015)
 * but a wrong check character on purpose, so it can never be a real company's code; the e-mail
 * addresses use the reserved .example domain. Replace all of them with the operator's real
 * registration before going live.
 */
export const COMPANY = {
  name: '云租电脑（深圳）科技有限公司',
  shortName: SITE.name,
  creditCode: '91440300MA5FYK7Q3X',
  legalRepresentative: '陈立新',
  registeredCapital: '人民币 5,000 万元',
  founded: '2018-06-12',
  kind: '有限责任公司',
  address: '深圳市南山区粤海街道科技园科苑路 88 号云租科技大厦 18 层',
  returnAddress: '深圳市宝安区福永街道凤凰第四工业区 6 栋云租电脑售后检测中心',
  registrationAuthority: '深圳市市场监督管理局',
  hotline: SITE.hotline,
  hotlineHref: `tel:${SITE.hotline.replace(/-/g, '')}`,
  serviceHours: '每天 9:00–21:00（含法定节假日）',
  serviceEmail: 'service@yunzu-diannao.example',
  invoiceEmail: 'invoice@yunzu-diannao.example',
  jobsEmail: 'hr@yunzu-diannao.example',
  complaintEmail: 'complaint@yunzu-diannao.example',
  businessEmail: 'bd@yunzu-diannao.example',
} as const;
