import { ApplicationPage, type ApplicationPageContent } from '@/components/applications/ApplicationPage';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export const metadata = pageMetadata({
  title: '商家入驻',
  description: '云租电脑商家入驻：在线提交入驻申请，3 个工作日内专人联系。平台提供企业客户资源、信用风控与透明结算，笔记本、台式机、工作站、显示器商家均可申请。',
  path: '/joiningTheStore',
});

const CONTENT: ApplicationPageContent = {
  kind: 'join',
  title: '商家入驻',
  lead: '拥有电脑设备货源与售后能力的企业，可申请在云租电脑开设店铺，面向企业与个人客户按月出租笔记本、台式机、工作站与显示器。',
  highlightsTitle: '入驻优势',
  highlights: [
    { title: '企业客户资源', text: '政企与中小企业客户在平台持续下单，批量订单由平台统一对接。' },
    { title: '流量扶持', text: '新店享首页与专区曝光机会，达标店铺可获“优质店铺”标识。' },
    { title: '信用风控', text: '平台负责客户实名认证与信用审核，降低设备与租金风险。' },
    { title: '结算透明', text: '租金按期结算，订单、账单与设备状态在店铺后台随时可查。' },
  ],
  steps: ['在线提交入驻申请', '3 个工作日内招商经理电话联系，审核企业资质', '签署入驻协议，开通店铺后台', '上架商品，开始接单'],
  materialsTitle: '所需材料',
  materials: ['营业执照（统一社会信用代码）', '法定代表人身份证', '对公银行账户信息', '品牌授权书或设备采购凭证', '售后服务说明与售后联系人'],
  formTitle: '在线申请',
  formNote: '带 * 的为必填项。提交后我们将在 3 个工作日内与您联系。',
};

export default function JoiningTheStorePage() {
  return <ApplicationPage content={CONTENT} />;
}
