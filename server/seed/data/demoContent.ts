/** Demo shop content: news and procurement news, coupon templates, carousel slides. */
import type { NewsType } from '@/contract/news';

export type DemoArticle = {
  type: NewsType;
  title: string;
  summary: string;
  source: string;
  author: string;
  /** Goods picture used as the cover, or null. */
  cover: string | null;
  /** Days before the seed it was published. */
  daysAgo: number;
  paragraphs: string[];
  draft?: boolean;
};

const news = (title: string, summary: string, daysAgo: number, cover: string | null, paragraphs: string[], source = '云租电脑资讯中心', author = '云租编辑部'): DemoArticle => ({
  type: 'news',
  title,
  summary,
  source,
  author,
  cover,
  daysAgo,
  paragraphs,
});
const procurement = (
  title: string,
  summary: string,
  daysAgo: number,
  cover: string | null,
  paragraphs: string[],
  source = '云租电脑采购中心',
  author = '政企服务部',
): DemoArticle => ({ type: 'procurement', title, summary, source, author, cover, daysAgo, paragraphs });

export const DEMO_ARTICLES: DemoArticle[] = [
  news('2026 年办公电脑租赁市场观察：租赁渗透率持续提升', '越来越多的中小企业选择以租代购，把有限的现金流投入主营业务。', 2, '/goods/thinkpad-t14-gen5.svg', [
    '据行业机构统计，2025 年国内企业办公电脑租赁规模同比增长超过三成，其中 50 人以下的小微企业贡献了近一半的新增订单。以租代购可以把一次性采购支出变为按月支付的运营费用，企业无需承担设备折旧和残值风险。',
    '从租期结构看，12 个月与 24 个月的长租方案占比最高，月租在 200 至 300 元之间的商务笔记本最受欢迎；短租则集中在展会、培训和项目交付等场景。',
    '平台建议企业在租赁前梳理岗位配置需求：行政、销售岗位选择轻薄商务本即可，设计、研发岗位可按项目周期租用高配机型，到期后按需续租、归还或买断。',
  ]),
  news('新品上架：MacBook Pro 14 英寸 M5 开放预约租赁', 'M5 芯片版本 MacBook Pro 已在平台上架，12 个月方案月租 ¥459 起。', 5, '/goods/apple-macbook-pro-14-m5.svg', [
    '搭载 M5 芯片的 MacBook Pro 14 英寸现已在平台上架，提供 16GB 与 24GB 两种内存配置，支持 1 至 24 个月的灵活租期。',
    '相较上一代，M5 在神经网络引擎与图形性能上均有明显提升，适合视频剪辑、移动开发与本地 AI 推理等工作负载。',
    '新品首发期间，企业认证用户可享免押金租赁，个人用户通过信用评估后同样可减免部分押金。',
  ]),
  news('开学季轻薄本租赁指南：百元月租也能选到好电脑', '为大学生与研究生整理的轻薄本、平板租赁选购要点。', 9, '/goods/lenovo-xiaoxin-pro-14-2025.svg', [
    '开学季是笔记本租赁的高峰期。对于以文档处理、网课和编程入门为主的同学，16GB 内存与 512GB 固态硬盘已经足够，月租在 150 至 250 元之间即可满足需求。',
    '如果专业需要运行设计软件或三维建模，建议选择独立显卡机型，或按学期短租高性能游戏本，避免一次性投入过多。',
    '平台面向在校学生提供专属优惠券，租期内设备故障 48 小时内换新，毕业时可选择买断留作纪念。',
  ]),
  news(
    '以租代购还是直接采购？一张表算清企业 IT 成本',
    '从现金流、折旧、运维和残值四个维度对比两种方式。',
    14,
    null,
    [
      '以一台售价 7,000 元的商务笔记本为例：直接采购需一次性支付全款，三年后残值约为原价的两成；选择 24 个月租赁，月租约 200 元，到期可换新机或低价买断。',
      '对于快速扩张或人员流动较大的团队，租赁的优势在于弹性：入职即配机，离职即归还，闲置设备不再占用资金。',
      '当然，对于使用周期超过四年且配置稳定的岗位，直接采购依然是更经济的选择。企业可以根据岗位特点组合使用两种方式。',
    ],
    '云租电脑资讯中心',
    '财务顾问 王敏',
  ),
  news('平台上线设备归还数据擦除证明服务', '归还设备按照国家标准擦除数据，并为企业出具书面证明。', 20, null, [
    '为帮助企业客户满足数据安全合规要求，平台自即日起为所有归还的设备提供数据擦除服务，擦除过程参照国家标准执行，可覆盖固态硬盘与机械硬盘。',
    '擦除完成后，系统将自动生成包含设备序列号、擦除方式与完成时间的证明文件，企业可在“我的设备”中下载。',
    '该服务对企业认证用户免费开放，个人用户也可在归还时勾选申请。',
  ]),
  news('游戏本短租升温：寒假电竞需求同比增长 45%', '赛事、直播与假期娱乐带动高性能游戏本短租需求。', 27, '/goods/legion-y9000p-2025.svg', [
    '寒假期间，平台游戏本短租订单同比增长 45%，RTX 5070 Ti 及以上配置的机型最为抢手，平均租期约 1.5 个月。',
    '除了个人玩家，高校电竞社团和直播工作室也在批量租用游戏本和电竞显示器，用于赛事训练与活动直播。',
    '平台提醒用户，短租同样享受租期内免费维修服务，归还时无需恢复出厂设置，平台会统一清洁与擦除数据。',
  ]),
  news('云租电脑获评“年度设备租赁服务创新平台”', '平台在透明定价、信用免押与售后时效方面获得行业认可。', 35, null, [
    '在近日举办的行业年会上，云租电脑获评年度设备租赁服务创新平台。评审意见认为，平台在租金透明、信用免押与售后响应方面形成了可复制的服务标准。',
    '目前平台入驻店铺已覆盖全国主要城市，支持顺丰包邮与 48 小时换新，企业客户可享受专属客户经理服务。',
    '未来一年，平台将继续扩充工作站、服务器等专业设备品类，并上线更多面向中小企业的一站式 IT 服务。',
  ]),
  news(
    '设计师的工作站怎么选？从显卡到显示器的租赁建议',
    '三维设计、影视后期与建筑可视化的配置参考。',
    43,
    '/goods/hp-z2-g9-workstation.svg',
    [
      '三维建模与建筑可视化对显卡显存要求较高，建议选择 16GB 以上显存的专业显卡，并搭配 64GB 及以上的 ECC 内存。',
      '影视后期更看重处理器多核性能与存储速度，至强 W 或线程撕裂者平台配合 NVMe 固态硬盘能显著缩短导出时间。',
      '显示器方面，99% DCI-P3 或 Adobe RGB 色域、出厂校色的 4K 专业屏是标配。平台的设计类店铺均可提供上门部署与校色服务。',
    ],
    '云租电脑资讯中心',
    '技术顾问 陈磊',
  ),
  news('信用免押服务升级：更多个人用户可享押金减免', '平台接入更多信用评估维度，押金减免覆盖面进一步扩大。', 51, null, [
    '平台对信用免押服务进行了升级，在原有评估维度的基础上，新增了租赁履约记录等指标，按时付款的老用户可获得更高的免押额度。',
    '个人用户在下单时完成实名认证与信用授权后，系统将实时评估可减免的押金金额；企业用户完成企业认证后，可在授信额度内免押租赁。',
    '平台承诺，信用评估仅用于本次租赁，用户信息严格保密。',
  ]),
  news('春季办公焕新季：爆款商务本限时 8.5 折', '特惠专区上新，ThinkPad、戴尔、惠普多款机型参与活动。', 60, '/goods/dell-latitude-7450.svg', [
    '春季办公焕新季活动正式开启，特惠专区内多款商务笔记本、显示器和台式机限时折扣，最低 8 折起。',
    '活动期间新用户领取新人券可再减 50 元，企业批量租赁 10 台以上另有阶梯优惠。',
    '活动商品同样支持 1 至 24 个月灵活租期，到期可续租、归还或买断。',
  ]),
  news('二手优品质检标准公开：36 项检测一项不少', '平台公开二手设备的检测项目与成色分级标准。', 72, '/goods/thinkpad-t480s-used.svg', [
    '二手专区的每一台设备在上架前都要经过 36 项检测，涵盖外观、屏幕、键盘、接口、电池健康度、散热与压力测试等方面。',
    '成色按照九五新、九成新、八成新三档分级，并在商品详情页展示实拍细节与检测报告。',
    '二手设备在租期内享受与新机相同的售后服务，质量问题 48 小时内换新。',
  ]),
  news('远程办公装备清单：一台电脑之外还需要什么', '显示器、扩展坞与降噪耳机，打造高效居家工位。', 85, '/goods/dell-u2724d-monitor.svg', [
    '居家办公时，一台 27 英寸 2K 显示器可以明显提升多窗口工作效率，Type-C 一线连的型号还能同时为笔记本充电。',
    '如果经常开视频会议，建议选择带 500 万像素摄像头和 AI 降噪麦克风的笔记本，或外接专业会议摄像头。',
    '平台支持电脑与显示器组合下单，统一租期、统一账单，归还时一次寄回即可。',
  ]),
  news(
    '平板电脑进课堂：学校批量租赁 iPad 的三点经验',
    '设备管理、课程应用与售后保障的实践分享。',
    98,
    '/goods/apple-ipad-air-11-m3.svg',
    [
      '越来越多的学校在智慧课堂中引入平板电脑。批量租赁可以避免一次性采购带来的预算压力，并在设备更新时无缝换新。',
      '经验之一是统一设备管理：借助移动设备管理方案，学校可以集中安装课程应用、限制娱乐功能。',
      '经验之二是做好备机：平台为教育客户提供 5% 的备用设备，课堂上出现故障可立即替换，不影响教学。',
    ],
    '云租电脑资讯中心',
    '教育行业顾问 李婷',
  ),
  news('显示器选购常识：分辨率、刷新率与色域怎么看', '办公、设计、电竞三类需求的显示器参数解读。', 110, '/goods/asus-proart-pa279crv.svg', [
    '办公场景下，23.8 英寸 1080P 或 27 英寸 2K 分辨率即可满足需求，优先选择低蓝光、不闪屏的护眼型号。',
    '设计场景对色彩准确度要求高，应关注色域覆盖与出厂校色报告；电竞场景则看重刷新率与响应时间，240Hz 以上的 OLED 屏幕体验最佳。',
    '平台的显示器租赁均支持 3 个月起租，工位增减时可随时加租或归还。',
  ]),
  { ...news('草稿：夏季促销预告', '尚未发布的草稿。', 0, null, ['草稿内容。']), draft: true },

  procurement('政企批量租赁服务全面升级：支持对公结算与增值税专票', '企业客户可在线申请对公转账、专用发票与分期账单。', 3, '/goods/dell-optiplex-7020-tower.svg', [
    '为更好地服务政府机关、学校和企业客户，平台采购专区全面升级：支持对公转账结算、增值税专用发票开具以及按月或按季度的账单周期。',
    '批量租赁 10 台以上可享阶梯价格，50 台以上配备专属客户经理，提供上门部署、资产标签与台账管理服务。',
    '企业客户可在采购专区提交需求，工作人员将在 1 个工作日内联系确认配置与报价。',
  ]),
  procurement('采购指南：如何为 50 人团队配置办公电脑', '从岗位需求出发，组合配置笔记本、台式机与显示器。', 8, '/goods/thinkpad-t14-gen5.svg', [
    '以一个 50 人的互联网团队为例：研发岗位建议配置 32GB 内存的商务笔记本并加配 27 英寸 2K 显示器；行政、销售岗位选择 16GB 内存的轻薄商务本即可。',
    '设计岗位可配置图形工作站或 M4 Pro 芯片的 MacBook Pro，会议室则适合使用一体机或迷你主机。',
    '整体按 24 个月租期测算，月均 IT 设备支出约为采购方案首年支出的四分之一，且无需承担设备更新与残值风险。',
  ]),
  procurement('高校实验室工作站集中租赁项目完成交付', '平台为某高校人工智能实验室交付 40 台高性能工作站。', 16, '/goods/dell-precision-5860-tower-workstation.svg', [
    '近日，平台为某高校人工智能实验室完成 40 台高性能工作站的集中交付，设备配置至强 W 处理器与 RTX 4000 Ada 专业显卡。',
    '项目从需求确认到上门部署历时 6 个工作日，平台同步提供了系统镜像部署、网络调试与使用培训服务。',
    '实验室负责人表示，租赁方式让实验室可以按科研项目周期配置算力，项目结束后设备可直接归还或升级。',
  ]),
  procurement('采购专区阶梯价说明：数量越多，月租越低', '采购专区商品按数量享受 9.5 折至 8.5 折的阶梯价格。', 23, null, [
    '采购专区的商品均标注了起租数量与阶梯价格。以商务笔记本为例，5 台起租，10 台以上享 9.5 折，50 台以上享 9 折，100 台以上享 8.5 折。',
    '阶梯价格按同一订单内同一商品的数量计算，不同配置可以合并计算数量。',
    '如需更大规模的采购或定制配置，可在商品详情页联系专属客户经理获取报价。',
  ]),
  procurement('企业 IT 资产外包：从采购、部署到回收的一站式服务', '平台推出面向中小企业的 IT 资产全生命周期服务。', 31, null, [
    '很多中小企业没有专职 IT 人员，电脑采购、装机、维修和报废都需要行政人员兼顾。平台推出的一站式服务可以承担设备全生命周期的管理工作。',
    '服务内容包括需求评估、设备租赁、预装系统与办公软件、资产标签管理、上门维修以及到期回收与数据擦除。',
    '企业只需按月支付服务费，即可获得稳定可靠的办公设备与专业的 IT 支持。',
  ]),
  procurement('某连锁零售企业 300 台门店收银电脑租赁案例', '迷你主机加触控显示器方案，两周内完成全国门店部署。', 39, '/goods/lenovo-thinkcentre-m75q-tiny-mini-pc.svg', [
    '某连锁零售企业在全国拥有 300 余家门店，原有收银电脑老化严重。经过评估，企业选择租赁迷你主机加触控显示器的组合方案。',
    '平台联合多地服务网点，在两周内完成了全部门店的设备配送与安装，并为每台设备建立了资产档案。',
    '租赁期内，门店设备故障可在 48 小时内完成上门更换，保障门店正常营业。',
  ]),
  procurement('政府采购中设备租赁的合规要点', '预算编制、采购方式与合同管理方面的注意事项。', 47, null, [
    '政府机关与事业单位在采购设备租赁服务时，应按照服务类项目编制预算，并根据金额选择适用的采购方式。',
    '合同中应明确租赁期限、设备配置、服务响应时间、数据安全责任以及到期处置方式，建议将数据擦除证明列为验收条件之一。',
    '平台可为政企客户提供完整的资质材料、报价单与服务承诺书，配合完成采购流程。',
  ]),
  procurement('展会与活动短租：一天也能租，现场部署更省心', '展会、培训与发布会场景的短期批量租赁方案。', 56, '/goods/apple-ipad-pro-11-m4.svg', [
    '展会、培训和发布会通常只需要几天的设备使用时间。平台的活动短租方案支持按天计费，笔记本、平板、显示器与一体机均可批量租用。',
    '平台可在活动前一天将设备送达现场并完成调试，活动结束后上门回收，企业无需安排人员押运。',
    '短租设备统一预装演示软件，活动期间提供现场技术支持。',
  ]),
  procurement('采购专区新增图形工作站与移动工作站品类', '惠普、戴尔、联想多款专业工作站加入采购专区。', 66, '/goods/hp-z4-g5-workstation.svg', [
    '采购专区新增图形工作站与移动工作站品类，覆盖惠普 Z 系列、戴尔 Precision 系列与联想 ThinkStation 系列，满足设计、仿真与 AI 研发需求。',
    '工作站类商品 2 台起租，提供上门部署与备机服务，交付周期约 5 个工作日。',
    '企业客户可根据项目周期选择 3 至 24 个月的租期，项目结束后统一归还。',
  ]),
  procurement('年终盘点：企业如何处理到期的租赁设备', '续租、换新、买断三种方式的选择建议。', 80, null, [
    '租赁到期前 30 天，平台会提醒企业管理员确认处置方式：续租可保持当前月租不变，换新可升级到最新机型，买断则按合同约定的买断价结算。',
    '对于使用状态良好且配置仍满足需求的设备，续租或买断更为经济；对于性能已成为瓶颈的设备，建议换新。',
    '无论选择哪种方式，平台都会为归还设备提供数据擦除证明，保障企业数据安全。',
  ]),
];

export type DemoCoupon = { name: string; amount: number; threshold: number; validDays: number; total: number; remaining: number; scope: string };

const YUAN = 100;

export const DEMO_COUPONS: DemoCoupon[] = [
  { name: '新人专享券', amount: 50 * YUAN, threshold: 0, validDays: 30, total: 10_000, remaining: 8_642, scope: '全场通用' },
  { name: '满 1000 减 100', amount: 100 * YUAN, threshold: 1_000 * YUAN, validDays: 30, total: 5_000, remaining: 3_217, scope: '全场通用' },
  { name: '满 3000 减 350', amount: 350 * YUAN, threshold: 3_000 * YUAN, validDays: 60, total: 2_000, remaining: 1_388, scope: '全场通用' },
  { name: '企业采购满 10000 减 1200', amount: 1_200 * YUAN, threshold: 10_000 * YUAN, validDays: 90, total: 500, remaining: 276, scope: '采购专区' },
  { name: '游戏本专享 满 500 减 60', amount: 60 * YUAN, threshold: 500 * YUAN, validDays: 30, total: 3_000, remaining: 1_904, scope: '限游戏本' },
  { name: '学生轻薄本券', amount: 30 * YUAN, threshold: 200 * YUAN, validDays: 45, total: 8_000, remaining: 6_035, scope: '限轻薄本、平板' },
  { name: '二手优品立减券', amount: 20 * YUAN, threshold: 100 * YUAN, validDays: 30, total: 2_000, remaining: 1_120, scope: '二手专区' },
  { name: '开学季限量券', amount: 80 * YUAN, threshold: 600 * YUAN, validDays: 15, total: 1_000, remaining: 0, scope: '全场通用' },
];

export type DemoSlide = { position: string; title: string; subtitle: string; image: string; link: string; theme: string };

export const DEMO_SLIDES: DemoSlide[] = [
  {
    position: 'home',
    title: '春季办公焕新季',
    subtitle: '爆款商务本限时 8 折起，新人再领 50 元券',
    image: '/goods/thinkpad-x1-carbon-2025.svg',
    link: '/limitedOffer',
    theme: '#0b3d91',
  },
  {
    position: 'home',
    title: 'MacBook Pro M5 新品上架',
    subtitle: '12 个月方案月租 ¥459 起，支持到期买断',
    image: '/goods/apple-macbook-pro-14-m5.svg',
    link: '/heavyweightNew',
    theme: '#1c2a5a',
  },
  {
    position: 'home',
    title: '电竞游戏本 按月畅玩',
    subtitle: 'RTX 50 系游戏本，寒暑假短租更划算',
    image: '/goods/legion-y9000p-2025.svg',
    link: '/list?categoryId=12',
    theme: '#2a0010',
  },
  { position: 'home', title: '政企批量租赁', subtitle: '对公结算、增值税专票、上门部署', image: '/goods/dell-optiplex-7020-tower.svg', link: '/purchase', theme: '#06324f' },
  { position: 'mobile', title: '新人专享 50 元券', subtitle: '无门槛，注册即领', image: '/goods/macbook-air-13-m4.svg', link: '/receiveCoupons', theme: '#1f6feb' },
  { position: 'mobile', title: '二手优品 月租百元以内', subtitle: '36 项质检，与新机同等售后', image: '/goods/thinkpad-t480s-used.svg', link: '/secondHand', theme: '#2f3540' },
  { position: 'mobile', title: '学生轻薄本', subtitle: '开学季百元月租', image: '/goods/lenovo-xiaoxin-pro-14-2025.svg', link: '/personalZone', theme: '#0f2a55' },
  {
    position: 'purchase',
    title: '企业采购专区',
    subtitle: '10 台起享阶梯价，50 台以上专属客户经理',
    image: '/goods/lenovo-thinkpad-t14s-gen6.svg',
    link: '/purchase',
    theme: '#0b3d91',
  },
  {
    position: 'purchase',
    title: '图形工作站上新',
    subtitle: '惠普 Z 系列、戴尔 Precision 2 台起租',
    image: '/goods/hp-z4-g5-workstation.svg',
    link: '/list?categoryId=22',
    theme: '#0a2e4a',
  },
  { position: 'purchase', title: '办公显示器批量租', subtitle: '月租 ¥49 起，上门安装', image: '/goods/dell-p2425h-monitor.svg', link: '/list?categoryId=31', theme: '#06324f' },
];
