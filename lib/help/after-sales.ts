import type { HelpPage } from './types';
import { NO_REASON_RETURN_DAYS, RULE_TEXT } from '@/contract/rentalRules';
import { COMPANY } from '../../contract/company';

/** 售后服务: returns and freight, how to reach after-sales, and how broken promises are handled. */
export const AFTER_SALES_PAGES: readonly HelpPage[] = [
  {
    path: '/returnAndFreight',
    title: '退换与运费',
    group: 'afterSales',
    description: '7 天无理由退租的条件与流程、质量问题换机、到期归还和提前归还的寄回要求，各种情况下的运费由谁承担、顺丰参考运费、打包要求，以及退款到账时间。',
    summary: '收到设备不满意、设备有质量问题，或租期结束要寄回设备，都可以在这里找到办法和费用说明。',
    sections: [
      {
        heading: '7 天无理由退租',
        blocks: [
          {
            kind: 'paragraph',
            text: `自签收次日起 ${NO_REASON_RETURN_DAYS} 天内，你可以在订单详情中申请无理由退租。检测中心验收合格后，退还已支付的首月租金和押金，发货运费不退，寄回运费由你承担。`,
          },
          { kind: 'paragraph', text: RULE_TEXT.earlyReturn },
          { kind: 'paragraph', text: '申请无理由退租的设备需要满足：' },
          {
            kind: 'list',
            items: [
              '设备无人为损坏，无明显使用痕迹，不影响再次出租。',
              '电源适配器等配件、赠品和说明书齐全，资产标签和防拆标签完好。',
              '已删除个人数据、退出所有账号，并关闭设备查找、开机密码等锁定功能。',
            ],
          },
          { kind: 'paragraph', text: '以下情形不适用 7 天无理由退租：' },
          {
            kind: 'list',
            items: ['商品页标注“不支持 7 天无理由退租”的活动商品。', '按你的要求定制配置（加装内存、硬盘或预装指定软件）的设备。', '已办理买断的设备。'],
          },
        ],
      },
      {
        heading: '质量问题退换',
        blocks: [
          {
            kind: 'list',
            items: [
              '签收时发现外包装破损或设备与订单不符：请直接拒收，平台重新发货。',
              '签收后 7 天内出现非人为的性能故障：可选择换新或退租，退租时全额退还已付款项（含发货运费）。',
              '租赁期间出现非人为故障：免费维修；维修超过 3 个工作日的，提供同等配置的备用机，或按天减免租金。',
              '以上情形的往返运费均由平台承担，请先联系客服获取寄回方式，不要自行寄出。',
            ],
          },
        ],
      },
      {
        heading: '升级换机',
        blocks: [{ kind: 'paragraph', text: RULE_TEXT.upgrade }],
      },
      {
        heading: '运费由谁承担',
        blocks: [
          {
            kind: 'table',
            caption: '不同情形下的运费承担方',
            columns: ['情形', '发货运费', '寄回运费'],
            rowHeaders: true,
            rows: [
              ['正常下单', '包邮商品由平台承担，其他按结算页金额由用户支付', '不涉及'],
              ['签收时拒收（包装破损、设备不符）', '平台承担', '平台承担'],
              ['7 天无理由退租', '已付运费不退', '用户承担'],
              ['质量问题换新、维修', '平台承担', '平台承担'],
              ['人为损坏维修', '用户承担', '用户承担'],
              ['租期 12 个月及以上到期归还', '不涉及', '平台承担（顺丰到付）'],
              ['租期不足 12 个月到期归还、提前归还', '不涉及', '用户承担'],
              ['续租、买断', '不涉及', '不涉及'],
              ['升级换机（新机发出、原设备寄回）', '平台承担', '用户承担'],
            ],
          },
          {
            kind: 'table',
            caption: '顺丰标快参考运费（单台，以顺丰实际计费为准）',
            columns: ['设备（含包装）', '省内', '跨省', '新疆、西藏等偏远地区'],
            rowHeaders: true,
            rows: [
              ['笔记本电脑（约 3 kg）', '¥15.00', '¥23.00', '¥45.00'],
              ['27 英寸显示器（约 8 kg）', '¥30.00', '¥58.00', '¥120.00'],
              ['台式机主机（约 10 kg）', '¥35.00', '¥68.00', '¥150.00'],
            ],
          },
        ],
      },
      {
        heading: '如何打包寄回',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '在订单详情中申请归还或退租，记下页面显示的退回地址（不同商家的地址可能不同）。',
              '关机后装回原包装；没有原包装的，用气泡膜包裹至少 3 层，放入四周留有 3 cm 以上缓冲空间的硬纸箱。',
              '电源适配器等配件单独包好后一同放入箱内，并附一张写有订单号的纸条。',
              '使用顺丰速运寄出，建议按设备到期买断价保价；平台承担运费的情形选择“到付”，其余请寄付。',
              '寄出后在订单详情中填写退回运单号。',
            ],
          },
          {
            kind: 'note',
            text: '因包装不当造成的运输损坏由寄件人承担；未保价设备在运输中丢失的，按顺丰赔付规则处理，不足部分由寄件人承担。',
          },
        ],
      },
      {
        heading: '寄回地址与退款到账',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '收件人', detail: `${COMPANY.shortName}售后检测中心` },
              { term: '寄回地址', detail: `${COMPANY.returnAddress}（以订单详情显示的地址为准）` },
              { term: '联系电话', detail: COMPANY.hotline, href: COMPANY.hotlineHref },
              { term: '检测时间', detail: '收到设备后 2 个工作日内完成检测，结果通过站内消息通知' },
              { term: '退款到账', detail: '检测完成、账单结清后 3 个工作日内原路退回（余额支付的退回账户余额，在线支付的退回原支付方式）' },
            ],
          },
        ],
      },
    ],
    related: ['/contactAfterSales', '/aboutDefault', '/leaseProcedure'],
  },
  {
    path: '/contactAfterSales',
    title: '售后联系',
    group: 'afterSales',
    description: '设备故障报修、换机、退租、账单和发票问题如何联系售后：客服热线 400-6050-766（每天 9:00–21:00）、在线提交退换修申请，各类问题的响应时限和需要准备的资料。',
    summary: '遇到问题，请先准备好订单号和设备序列号，再通过下面任一渠道联系我们。',
    sections: [
      {
        heading: '联系方式',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '客服热线', detail: COMPANY.hotline, href: COMPANY.hotlineHref },
              { term: '服务时间', detail: COMPANY.serviceHours },
              { term: '在线报修', detail: '个人中心 › 退换维修', href: '/returnAndReplaceAndRepair' },
              { term: '售后邮箱', detail: COMPANY.serviceEmail, href: `mailto:${COMPANY.serviceEmail}` },
              { term: '投诉邮箱', detail: COMPANY.complaintEmail, href: `mailto:${COMPANY.complaintEmail}` },
            ],
          },
        ],
      },
      {
        heading: '售后服务范围',
        blocks: [
          {
            kind: 'list',
            items: [
              '设备故障报修、远程技术支持、寄修和备用机。',
              '签收问题：包装破损、设备与订单不符、配件缺失。',
              '升级换机、续租、提前归还、买断的办理。',
              '账单、支付、退款和押金问题。',
              '发票申请、红冲与重开。',
            ],
          },
        ],
      },
      {
        heading: '报修流程',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '在“退换维修”页面选择订单和设备，描述故障现象并上传故障照片；也可以直接拨打客服热线。',
              '工程师在服务时间内 2 小时内与你联系，先远程诊断，能远程解决的当天处理。',
              '需要寄修的，平台安排顺丰上门取件；非人为故障的往返运费由平台承担。',
              '检测中心收到设备后 3 个工作日内修复寄回；超过 3 个工作日的，提供同等配置的备用机或按天减免租金。',
              '人为损坏的，先出具检测报告和维修报价，经你确认后再维修。',
            ],
          },
        ],
      },
      {
        heading: '响应时限',
        blocks: [
          {
            kind: 'table',
            caption: '各类售后问题的响应与处理时限（服务时间内）',
            columns: ['问题类型', '首次响应', '处理完成'],
            rowHeaders: true,
            rows: [
              ['签收问题（破损、不符、缺件）', '1 小时内', '核实后 48 小时内换新发出'],
              ['设备故障', '2 小时内', '远程当天处理；寄修 3 个工作日内修复'],
              ['账单、支付与退款', '当天', '1 个工作日内'],
              ['发票', '1 个工作日内', '3 个工作日内开具'],
              ['投诉', '24 小时内', '7 个工作日内给出处理结果'],
            ],
          },
        ],
      },
      {
        heading: '联系前请准备',
        blocks: [
          {
            kind: 'list',
            items: [
              '订单号（在“我的订单”中查看）。',
              '设备序列号（机身底部标签，或在“我的设备”中查看）。',
              '故障的照片或视频，以及出现故障前的操作。',
              '账单或发票问题请提供账单期数或发票号码。',
            ],
          },
        ],
      },
      {
        heading: '投诉与建议',
        blocks: [
          {
            kind: 'paragraph',
            text: `对服务不满意，可拨打 ${COMPANY.hotline} 转投诉专线，或发送邮件至 ${COMPANY.complaintEmail}，我们会在 24 小时内联系你，7 个工作日内给出处理结果。对处理结果仍有异议的，你也可以向当地市场监督管理部门或全国 12315 平台投诉。`,
          },
        ],
      },
    ],
    related: ['/returnAndFreight', '/commonProblem', '/contactUs'],
  },
  {
    path: '/brokePromise',
    title: '失信处理',
    group: 'afterSales',
    updated: '2026-09-01',
    description: '哪些行为属于失信：长期逾期不付租金、到期拒不归还、擅自转卖或抵押设备、提供虚假资料、恶意失联。本页说明分级处理措施、征信报送前的告知、信用修复与申诉渠道。',
    summary: '按时付租、按时归还，是平台能为更多用户提供免押和低价租赁的基础。本页说明失信行为的认定和处理。',
    sections: [
      {
        heading: '失信行为的认定',
        blocks: [
          {
            kind: 'list',
            items: [
              '账单逾期超过 30 天，经催告仍未支付。',
              '协议解除或租期届满后，经催告仍拒不归还设备，也不办理续租或买断。',
              '擅自转租、出售、抵押、质押租赁设备，或拒不告知设备下落。',
              '申请租赁时冒用他人身份，或提供虚假的身份、单位、联系方式等资料。',
              '租赁期间更换联系方式、搬离地址且不告知，导致无法联系（恶意失联）。',
            ],
          },
        ],
      },
      {
        heading: '分级处理措施',
        blocks: [
          {
            kind: 'table',
            caption: '失信行为的分级处理',
            columns: ['等级', '情形', '处理措施'],
            rowHeaders: true,
            rows: [
              ['提醒', '账单逾期 1–7 天', '短信、电话和站内消息提醒，按日计收逾期违约金'],
              ['限制', '账单逾期 8–30 天，或到期后既不续租也不归还', '暂停下单、续租和免押资格；请紧急联系人协助转告（不透露欠款细节）'],
              ['失信', '逾期超过 30 天经催告仍不履行，或提供虚假资料', '解除协议并要求立即归还设备、赔偿损失；经你授权并事先告知后依法报送征信；委托合规机构催收；提起诉讼'],
              ['严重失信', '转卖、抵押设备，冒用他人身份，恶意失联', '在上述措施之外向公安机关报案，依法追究刑事责任'],
            ],
          },
        ],
      },
      {
        heading: '我们如何催收',
        blocks: [
          {
            kind: 'list',
            items: [
              '只在 8:00–21:00 之间联系你，不使用暴力、威胁、侮辱等手段。',
              '不向与债务无关的第三人透露你的欠款信息。',
              '委托第三方机构催收的，只委托依法设立、合规经营的机构，并对其行为承担管理责任。',
              `对催收行为有异议，可拨打 ${COMPANY.hotline} 或发送邮件至 ${COMPANY.complaintEmail} 投诉。`,
            ],
          },
        ],
      },
      {
        heading: '征信报送与告知',
        blocks: [
          {
            kind: 'paragraph',
            text: '只有在你签署《个人征信授权书》的前提下，我们才会向依法设立的征信机构报送你的租赁履约信息。依照《征信业管理条例》，报送不良信息前，我们会至少提前 7 天通过短信和站内消息告知你本人。',
          },
          {
            kind: 'paragraph',
            text: '不良信息自不良行为终止之日起保存 5 年，期满后由征信机构删除。结清欠款后，我们会在下一个报送周期内更新为已结清状态。',
          },
        ],
      },
      {
        heading: '信用修复',
        blocks: [
          {
            kind: 'list',
            items: [
              '结清全部欠款并归还或买断设备后，账户的下单和续租限制在 1 个工作日内解除。',
              '结清后连续 6 个月无逾期记录的，可重新申请企业免押和授信额度。',
              '因不可抗力、重大疾病等特殊原因逾期的，请提供证明材料，我们会酌情减免逾期违约金。',
            ],
          },
        ],
      },
      {
        heading: '异议与申诉',
        blocks: [
          {
            kind: 'paragraph',
            text: `如果你认为失信认定或报送的信息有误，请拨打 ${COMPANY.hotline} 或发送邮件至 ${COMPANY.complaintEmail} 提出申诉，并附上付款凭证等材料。我们将在收到申诉之日起 20 日内核查并答复；核查属实的，立即更正并通知征信机构。你也可以直接向征信机构提出异议。`,
          },
        ],
      },
    ],
    related: ['/aboutDefault', '/personalCreditAuthorization', '/rentPayment'],
  },
];
