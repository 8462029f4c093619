/** Demo shops and their honours (written once per database with SEED_DEMO on). */

export type DemoStore = {
  slug: string;
  name: string;
  intro: string;
  featured: boolean;
  city: string;
  /** Rating in tenths (48 = 4.8). */
  ratingTenths: number;
  tags: string[];
  /** Days before the seed that the shop opened. */
  openedDaysAgo: number;
  /** The upgrade fee per unit (升级服务费, fen) the shop charges; none when left out. */
  upgradeFee?: number;
  honours: DemoHonour[];
};

export type DemoHonour = { title: string; issuer: string; awardedOn: string; description: string };

const PLATFORM = '云租电脑平台';

const honour = (title: string, issuer: string, awardedOn: string, description: string): DemoHonour => ({ title, issuer, awardedOn, description });

export const DEMO_STORES: DemoStore[] = [
  {
    slug: 'yunzu',
    name: '云租优选旗舰店',
    intro: '企业办公电脑一站式租赁，顺丰包邮，7×24 小时售后。',
    featured: true,
    city: '深圳',
    ratingTenths: 49,
    tags: ['企业认证', '顺丰包邮', '48 小时换新'],
    openedDaysAgo: 1460,
    upgradeFee: 9_900,
    honours: [
      honour('2025 年度金牌店铺', PLATFORM, '2026-01-12', '全年好评率 99.2%，订单准时发货率 99.8%。'),
      honour('企业服务之星', PLATFORM, '2025-07-01', '上半年服务企业客户超过 1,200 家。'),
      honour('ISO 9001 质量管理体系认证', '中国质量认证中心', '2024-05-20', '设备检测、清洁、包装与售后流程通过认证。'),
    ],
  },
  {
    slug: 'geek',
    name: '极客数码租赁',
    intro: '高性能游戏本、创作本与苹果设备，按月起租。',
    featured: true,
    city: '杭州',
    ratingTenths: 48,
    tags: ['新机直发', '支持买断'],
    openedDaysAgo: 1100,
    honours: [
      honour('2025 年度人气店铺', PLATFORM, '2026-01-12', '年度访问量与收藏量位列平台前十。'),
      honour('用户口碑奖', PLATFORM, '2025-01-15', '全年差评处理时效 24 小时以内。'),
    ],
  },
  {
    slug: 'lanjing',
    name: '蓝鲸办公设备',
    intro: '台式机、工作站、显示器批量租赁，支持上门部署。',
    featured: false,
    city: '上海',
    ratingTenths: 47,
    tags: ['上门部署', '批量租赁'],
    openedDaysAgo: 2100,
    honours: [
      honour('上海市诚信经营示范单位', '上海市电子商务行业协会', '2024-09-10', '连续三年无消费投诉。'),
      honour('最佳交付时效奖', PLATFORM, '2025-07-01', '批量订单平均 2.1 天完成部署。'),
    ],
  },
  {
    slug: 'guozu',
    name: '果租数码',
    intro: '专注 Apple 设备租赁：MacBook、iMac、iPad、Mac mini，新机直发。',
    featured: true,
    city: '北京',
    ratingTenths: 49,
    tags: ['Apple 专营', '新机直发', '支持买断'],
    openedDaysAgo: 980,
    honours: [
      honour('2025 年度金牌店铺', PLATFORM, '2026-01-12', 'Apple 品类租赁量全年第一。'),
      honour('创作者信赖品牌', PLATFORM, '2025-04-18', '服务影视、设计工作室超过 600 家。'),
      honour('用户口碑奖', PLATFORM, '2024-01-16', '全年好评率 99.5%。'),
    ],
  },
  {
    slug: 'dianjing',
    name: '电竞堂游戏本租赁',
    intro: '游戏本、电竞主机、电竞显示器短租长租，赛事与网咖批量供应。',
    featured: false,
    city: '成都',
    ratingTenths: 47,
    tags: ['电竞专营', '短租灵活'],
    openedDaysAgo: 760,
    honours: [honour('赛事保障合作伙伴', '成都市电子竞技协会', '2025-08-02', '为城市联赛提供 300 台比赛用机。')],
  },
  {
    slug: 'chuangyi',
    name: '创意工场设计设备',
    intro: '设计、影视、建筑行业的工作站与专业显示器租赁，出厂校色。',
    featured: true,
    city: '上海',
    ratingTenths: 48,
    tags: ['专业认证', '出厂校色', '上门部署'],
    openedDaysAgo: 1300,
    honours: [
      honour('专业设备服务商', PLATFORM, '2025-07-01', '工作站类目服务满意度第一。'),
      honour('ISO 27001 信息安全管理体系认证', '中国质量认证中心', '2024-11-08', '归还设备按标准擦除数据并出具证明。'),
    ],
  },
  {
    slug: 'huanxin',
    name: '焕新二手优品',
    intro: '二手电脑质检 36 项，成色分级透明，租期内与新机同等售后。',
    featured: false,
    city: '深圳',
    ratingTenths: 46,
    tags: ['质检报告', '二手优选'],
    openedDaysAgo: 640,
    honours: [honour('绿色循环示范店铺', PLATFORM, '2025-06-05', '全年翻新再利用设备 8,000 余台。')],
  },
  {
    slug: 'zhengqi',
    name: '政企采购服务中心',
    intro: '面向政府、学校与企业的批量租赁与采购服务，支持对公转账与专票。',
    featured: true,
    city: '北京',
    ratingTenths: 48,
    tags: ['对公结算', '增值税专票', '批量租赁'],
    openedDaysAgo: 1820,
    honours: [
      honour('2025 年度优秀政企服务商', PLATFORM, '2026-01-12', '全年交付政企订单 4.6 万台。'),
      honour('信用评价 AAA 级企业', '中国电子商会', '2024-12-01', '企业信用等级评价 AAA。'),
    ],
  },
  {
    slug: 'xueyuan',
    name: '学院派轻薄本租赁',
    intro: '学生与职场新人的轻薄本、平板租赁，月租低至百元，押金可免。',
    featured: false,
    city: '武汉',
    ratingTenths: 47,
    tags: ['学生优惠', '免押可选'],
    openedDaysAgo: 520,
    honours: [honour('校园服务之星', PLATFORM, '2025-09-20', '开学季服务高校学生 2 万余人。')],
  },
  {
    slug: 'pingxian',
    name: '屏显专家',
    intro: '办公、设计、电竞显示器租赁，支持多屏方案与上门安装。',
    featured: false,
    city: '广州',
    ratingTenths: 47,
    tags: ['多屏方案', '上门安装'],
    openedDaysAgo: 700,
    honours: [honour('品类服务标杆', PLATFORM, '2025-07-01', '显示器类目好评率 99.1%。')],
  },
  {
    slug: 'hongtu',
    name: '鸿图智慧办公',
    intro: '华为、荣耀、小米生态设备租赁，多屏协同办公方案。',
    featured: false,
    city: '南京',
    ratingTenths: 47,
    tags: ['生态互联', '顺丰包邮'],
    openedDaysAgo: 430,
    honours: [honour('新锐店铺', PLATFORM, '2025-01-15', '开业首年订单量增长 320%。')],
  },
  {
    slug: 'suanli',
    name: '算力工作站中心',
    intro: '高性能工作站与 AI 训练主机租赁，按项目周期灵活起租。',
    featured: false,
    city: '北京',
    ratingTenths: 48,
    tags: ['专业认证', '备机服务'],
    openedDaysAgo: 360,
    honours: [honour('AI 算力服务伙伴', PLATFORM, '2025-11-11', '为 120 家 AI 初创团队提供算力设备。'), honour('最佳技术支持奖', PLATFORM, '2025-07-01', '工单平均响应 15 分钟。')],
  },
];
