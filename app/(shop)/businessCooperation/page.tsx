import { ApplicationPage, type ApplicationPageContent } from '@/components/applications/ApplicationPage';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export const metadata = pageMetadata({
  title: '商务合作',
  description: '云租电脑商务合作：企业采购、渠道代理、品牌合作、物流仓储与金融服务，在线提交合作意向，商务经理 3 个工作日内与您联系。',
  path: '/businessCooperation',
});

const CONTENT: ApplicationPageContent = {
  kind: 'cooperation',
  title: '商务合作',
  lead: '无论您是需要批量租用电脑的企业，还是希望与平台共同服务客户的渠道、品牌与服务商，都欢迎与我们联系。',
  highlightsTitle: '合作方向',
  highlights: [
    { title: '企业采购', text: '批量租赁与采购，支持对公结算、增值税专票与上门部署。' },
    { title: '渠道代理', text: '区域渠道代理，共享平台货源、价格体系与售后服务。' },
    { title: '品牌合作', text: '品牌官方入驻、新品首发与联合营销活动。' },
    { title: '物流仓储', text: '设备仓储、配送、上门安装与到期回收服务。' },
    { title: '金融服务', text: '融资租赁、信用评估与设备保险等金融合作。' },
  ],
  steps: ['在线提交合作意向', '3 个工作日内商务经理与您联系', '沟通合作方案与细节', '签署合作协议，启动合作'],
  materialsTitle: '建议准备',
  materials: ['企业营业执照（统一社会信用代码）', '合作内容与预计规模说明', '对接人及联系方式'],
  formTitle: '提交合作意向',
  formNote: '带 * 的为必填项。提交后商务经理将在 3 个工作日内与您联系。',
};

export default function BusinessCooperationPage() {
  return <ApplicationPage content={CONTENT} />;
}
