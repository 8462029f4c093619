import type { HelpPage } from './types';
import { COMPANY } from '../../contract/company';

/** 关于我们: the shop, the company behind it, its public registration, careers and contacts. */
export const ABOUT_PAGES: readonly HelpPage[] = [
  {
    path: '/aboutUs',
    title: '关于我们',
    group: 'about',
    description: '云租电脑是面向企业与个人的一站式电脑租赁平台：笔记本、台式机、工作站和显示器按月租用，顺丰配送，非人为故障免费维修，到期可续租、归还或买断。',
    summary: '让每一家企业、每一个人，都能按需用上合适的电脑。',
    sections: [
      {
        heading: '我们是谁',
        blocks: [
          {
            kind: 'paragraph',
            text: `${COMPANY.shortName}是${COMPANY.name}运营的一站式电脑租赁平台，2018 年创立于深圳。我们与品牌厂商和优质租赁商家合作，为初创团队、成长型企业、设计工作室、培训机构和个人用户提供按月租用的笔记本、台式机、工作站和显示器。`,
          },
          {
            kind: 'paragraph',
            text: '相比一次性采购，租赁让你不必占用大笔资金，也不用操心设备维修和处置：需要时租，项目结束时还，喜欢就买断。',
          },
        ],
      },
      {
        heading: '我们提供的服务',
        blocks: [
          {
            kind: 'list',
            items: [
              '企业办公租赁：批量配置、授信免押、统一开票，新员工入职当周即可到机。',
              '个人租赁：学习、设计、剪辑和短期项目用机，最短租 1 个月。',
              '二手优选：经检测中心检测合格的高性价比设备，同样享受售后保障。',
              '升级换机：租期内配置不够用，可申请更换更高配置的设备。',
              '会议与活动短租：培训、展会、考试等场景的批量短租。',
            ],
          },
        ],
      },
      {
        heading: '为什么选择云租电脑',
        blocks: [
          {
            kind: 'table',
            caption: '云租电脑的服务承诺',
            columns: ['承诺', '具体内容'],
            rowHeaders: true,
            rows: [
              ['灵活租期', '1、3、6、12、24 个月可选，到期可续租、归还或买断'],
              ['正品保障', '全部为品牌正品，机身序列号与订单一致，可在品牌官网查询'],
              ['极速到机', '审核通过后 48 小时内顺丰发货，全程可追踪'],
              ['售后无忧', '非人为故障免费维修，维修超过 3 个工作日提供备用机'],
              ['价格透明', '月租金、押金、运费和买断价下单前全部列明，没有隐藏费用'],
              ['企业免押', '认证企业在授信额度内免押金租赁'],
            ],
          },
        ],
      },
      {
        heading: '联系我们',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '客服热线', detail: COMPANY.hotline, href: COMPANY.hotlineHref },
              { term: '服务时间', detail: COMPANY.serviceHours },
              { term: '公司地址', detail: COMPANY.address },
            ],
          },
        ],
      },
    ],
    related: ['/companyProfile', '/leaseProcedure', '/contactUs'],
  },
  {
    path: '/companyProfile',
    title: '公司简介',
    group: 'about',
    description: '云租电脑（深圳）科技有限公司简介：公司概况、发展历程、主营业务、设备检测与数据安全能力、绿色循环理念，以及我们的使命、愿景和价值观。',
    summary: `${COMPANY.name}是一家专注于电脑设备租赁与全生命周期管理的科技企业。`,
    sections: [
      {
        heading: '公司概况',
        blocks: [
          {
            kind: 'paragraph',
            text: `${COMPANY.name}成立于 2018 年 6 月，总部位于深圳市南山区，注册资本${COMPANY.registeredCapital}。公司运营${COMPANY.shortName}平台，提供电脑设备租赁、检测翻新、运维和回收的一站式服务，在深圳设有自营的售后检测中心。`,
          },
        ],
      },
      {
        heading: '发展历程',
        blocks: [
          {
            kind: 'table',
            caption: '公司发展历程',
            columns: ['年份', '里程碑'],
            rowHeaders: true,
            rows: [
              ['2018 年', '公司在深圳成立，开始为本地初创企业提供办公电脑租赁'],
              ['2019 年', '售后检测中心投入使用，建立设备出库前 30 项检测标准'],
              ['2020 年', '上线个人租赁业务，推出 7 天无理由退租'],
              ['2022 年', '平台开放商家入驻，租赁商品覆盖主流品牌笔记本、台式机和工作站'],
              ['2023 年', '推出企业授信免押服务'],
              ['2024 年', '上线二手优选专区，发布归还设备数据擦除规范'],
              ['2026 年', '服务覆盖顺丰可达的全国各地区'],
            ],
          },
        ],
      },
      {
        heading: '主营业务',
        blocks: [
          {
            kind: 'list',
            items: [
              '电脑设备经营租赁：笔记本、台式机、工作站、显示器及周边设备。',
              '企业 IT 资产服务：批量配置、资产标签管理、到期换新和集中回收。',
              '检测翻新与二手设备销售。',
              '租赁平台服务：为入驻商家提供订单、风控、结算和售后协调。',
            ],
          },
        ],
      },
      {
        heading: '检测与数据安全',
        blocks: [
          {
            kind: 'list',
            items: [
              '每台设备出库前完成外观、屏幕、电池、键盘、接口和性能等 30 项检测，并留存检测记录。',
              '归还的设备参照 NIST SP 800-88 介质清除指南擦除存储数据，并记录擦除结果。',
              '检测中心实行分区管理和全程视频监控，设备出入库逐台扫码登记。',
            ],
          },
        ],
      },
      {
        heading: '绿色循环',
        blocks: [
          {
            kind: 'paragraph',
            text: '一台电脑经过多次租赁和翻新，可以服务多位用户，减少闲置和电子废弃物。无法继续使用的设备，交由具备废弃电器电子产品处理资格的企业回收处理。',
          },
        ],
      },
      {
        heading: '使命、愿景与价值观',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '使命', detail: '让每一家企业、每一个人都能按需用上合适的电脑' },
              { term: '愿景', detail: '成为值得信赖的电脑设备租赁与循环服务平台' },
              { term: '价值观', detail: '客户第一、诚实守信、专业高效、绿色循环' },
            ],
          },
        ],
      },
    ],
    related: ['/aboutUs', '/releaseInfo', '/joinUs'],
  },
  {
    path: '/releaseInfo',
    title: '企业信息公示',
    group: 'about',
    description: '依照《电子商务法》公示的平台经营者信息：云租电脑（深圳）科技有限公司的名称、统一社会信用代码、法定代表人、注册资本、住所、经营范围和登记机关，以及核验方式。',
    summary: `依照《中华人民共和国电子商务法》第十五条，公示${COMPANY.shortName}平台经营者的营业执照信息。`,
    sections: [
      {
        heading: '营业执照信息',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '企业名称', detail: COMPANY.name },
              { term: '统一社会信用代码', detail: COMPANY.creditCode },
              { term: '类型', detail: COMPANY.kind },
              { term: '法定代表人', detail: COMPANY.legalRepresentative },
              { term: '注册资本', detail: COMPANY.registeredCapital },
              { term: '成立日期', detail: COMPANY.founded },
              { term: '营业期限', detail: '长期' },
              { term: '住所', detail: COMPANY.address },
              { term: '登记机关', detail: COMPANY.registrationAuthority },
              { term: '登记状态', detail: '存续' },
            ],
          },
        ],
      },
      {
        heading: '经营范围',
        blocks: [
          {
            kind: 'paragraph',
            text: '一般经营项目：计算机及通讯设备租赁；办公设备租赁服务；计算机软硬件及辅助设备零售；电子产品销售；计算机及办公设备维修；信息技术咨询服务；技术服务、技术开发、技术咨询；互联网销售（除销售需要许可的商品）。许可经营项目：第二类增值电信业务。（依法须经批准的项目，经相关部门批准后方可开展经营活动。）',
          },
        ],
      },
      {
        heading: '入驻商家信息',
        blocks: [
          {
            kind: 'paragraph',
            text: '平台对入驻商家的营业执照和经营资质进行审核，各商家的营业执照信息在其店铺首页的“店铺资质”中公示。发现商家公示信息与实际不符的，请拨打客服热线举报。',
          },
        ],
      },
      {
        heading: '如何核验',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: ['访问国家企业信用信息公示系统（www.gsxt.gov.cn）。', '输入企业名称或统一社会信用代码查询。', '核对企业名称、法定代表人、住所和登记状态是否与本页一致。'],
          },
          {
            kind: 'paragraph',
            text: '以上信息发生变更的，我们将在变更登记完成后及时更新本页。',
          },
        ],
      },
    ],
    related: ['/companyProfile', '/contactUs'],
  },
  {
    path: '/joinUs',
    title: '加入我们',
    group: 'about',
    description: '加入云租电脑：深圳总部及各地招聘的技术、风控、销售、检测和客服岗位，任职要求、薪酬福利、招聘流程和简历投递方式，以及我们对求职者的防诈骗提醒。',
    summary: '我们在寻找认同“让每个人都能按需用上合适的电脑”的伙伴。',
    sections: [
      {
        heading: '为什么加入我们',
        blocks: [
          {
            kind: 'list',
            items: [
              '真实的业务和用户：从下单、风控、物流到检测翻新，每个岗位都直接影响客户体验。',
              '扁平的团队：想法可以直接讲给负责人，好的建议当周就能落地。',
              '清晰的成长路径：专业与管理双通道晋升，每年两次调薪评估。',
            ],
          },
        ],
      },
      {
        heading: '热招岗位',
        blocks: [
          {
            kind: 'table',
            caption: '热招岗位及任职要求',
            columns: ['岗位', '部门', '工作地点', '任职要求'],
            rowHeaders: true,
            rows: [
              ['前端开发工程师', '技术部', '深圳', '3 年以上 React 和 TypeScript 开发经验，熟悉 Next.js 和无障碍设计'],
              ['后端开发工程师', '技术部', '深圳', '3 年以上 Node.js 或 Java 开发经验，熟悉 PostgreSQL 和支付、订单类系统'],
              ['风控策略分析师', '风控部', '深圳', '统计、数学或金融相关专业，熟练使用 SQL 和 Python，有消费金融或租赁风控经验者优先'],
              ['企业客户经理', '销售部', '深圳、广州、上海、北京', '2 年以上企业客户销售经验，熟悉 IT 采购流程'],
              ['设备检测工程师', '售后检测中心', '深圳', '熟悉笔记本和台式机硬件结构，有品牌授权维修站工作经验者优先'],
              ['客服专员', '客户服务部', '深圳', '普通话标准，打字熟练，能接受 9:00–21:00 排班'],
            ],
          },
        ],
      },
      {
        heading: '薪酬福利',
        blocks: [
          {
            kind: 'list',
            items: [
              '有竞争力的薪酬和年终奖金，按实际工资足额缴纳五险一金。',
              '带薪年假、带薪病假，入职满一年起每年增加 1 天年假（最多 15 天）。',
              '年度体检、补充商业医疗保险。',
              '员工租机享受内部价，入职即配发办公电脑。',
              '内部培训和外部课程补贴。',
            ],
          },
        ],
      },
      {
        heading: '招聘流程',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '投递简历：发送至招聘邮箱，邮件标题请写“应聘岗位 - 姓名 - 期望城市”。',
              '简历筛选：5 个工作日内通过邮件或电话反馈结果。',
              '面试：一般 2–3 轮，可安排视频面试；技术岗位包含一次实际问题讨论。',
              '录用：发出书面录用通知，确认薪酬和入职日期。',
              '入职：签订劳动合同，安排导师和入职培训。',
            ],
          },
          {
            kind: 'facts',
            items: [
              { term: '招聘邮箱', detail: COMPANY.jobsEmail, href: `mailto:${COMPANY.jobsEmail}` },
              { term: '面试地点', detail: COMPANY.address },
            ],
          },
        ],
      },
      {
        heading: '求职防骗提醒',
        blocks: [
          {
            kind: 'note',
            text: `${COMPANY.shortName}在招聘过程中不收取任何费用，不要求求职者购买设备、缴纳押金或办理贷款。录用通知只通过公司邮箱发出，如有疑问请拨打 ${COMPANY.hotline} 核实。`,
          },
        ],
      },
    ],
    related: ['/companyProfile', '/contactUs'],
  },
  {
    path: '/contactUs',
    title: '联系我们',
    group: 'about',
    description: '联系云租电脑：客服热线 400-6050-766（每天 9:00–21:00），售后与发票邮箱，商家入驻与商务合作，投诉与举报渠道，以及公司地址和来访须知。',
    summary: '无论是租机咨询、售后问题还是商务合作，都可以通过以下方式找到我们。',
    sections: [
      {
        heading: '客户服务',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '客服热线', detail: COMPANY.hotline, href: COMPANY.hotlineHref },
              { term: '服务时间', detail: COMPANY.serviceHours },
              { term: '售后邮箱', detail: COMPANY.serviceEmail, href: `mailto:${COMPANY.serviceEmail}` },
              { term: '发票邮箱', detail: COMPANY.invoiceEmail, href: `mailto:${COMPANY.invoiceEmail}` },
            ],
          },
          {
            kind: 'paragraph',
            text: '已下单的客户，请在联系时提供订单号，我们可以更快地为你处理。',
          },
        ],
      },
      {
        heading: '商务合作',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '商家入驻', detail: '提交入驻申请', href: '/joiningTheStore' },
              { term: '商务合作', detail: '提交合作意向', href: '/businessCooperation' },
              { term: '合作邮箱', detail: COMPANY.businessEmail, href: `mailto:${COMPANY.businessEmail}` },
            ],
          },
          {
            kind: 'paragraph',
            text: '企业批量租赁、渠道合作和品牌合作，请在邮件中注明公司名称、联系人和合作需求，我们会在 2 个工作日内回复。',
          },
        ],
      },
      {
        heading: '投诉与举报',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '投诉邮箱', detail: COMPANY.complaintEmail, href: `mailto:${COMPANY.complaintEmail}` },
              { term: '处理时限', detail: '24 小时内联系，7 个工作日内给出处理结果' },
            ],
          },
          {
            kind: 'paragraph',
            text: `发现有人冒充${COMPANY.shortName}工作人员要求转账、索要验证码，或发现商家违规经营的，请通过以上渠道举报。`,
          },
        ],
      },
      {
        heading: '公司地址',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '地址', detail: COMPANY.address },
              { term: '交通', detail: '地铁 1 号线高新园站，步行约 10 分钟' },
              { term: '来访接待', detail: '工作日 9:30–18:00，请提前一天致电预约' },
            ],
          },
          {
            kind: 'note',
            text: '归还或寄修的设备请勿寄往公司地址，请寄往订单详情中显示的退回地址，详见《退换与运费》。',
          },
        ],
      },
    ],
    related: ['/contactAfterSales', '/returnAndFreight', '/joinUs'],
  },
];
