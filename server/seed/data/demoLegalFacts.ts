/**
 * The demo shop's legal facts (contract/legal.ts): record numbers in the shape the authorities
 * issue them and the fictional operator of contract/company.ts, so the footer and /license look
 * as a real shop's do. A real deployment (SEED_DEMO=0) starts without them and the platform
 * enters its own in 备案与证照 before going live.
 */
import { COMPANY } from '@/contract/company';
import type { LegalFacts } from '@/contract/legal';

export const DEMO_LEGAL_FACTS: LegalFacts = {
  icpRecord: '粤ICP备2023012345号-1',
  policeRecord: '粤公网安备44030502008888号',
  telecomLicence: '粤B2-20230456',
  companyName: COMPANY.name,
  creditCode: COMPANY.creditCode,
  registeredAddress: COMPANY.address,
  legalRepresentative: COMPANY.legalRepresentative,
  businessScope:
    '一般经营项目：计算机及通讯设备租赁；办公设备租赁服务；计算机软硬件及辅助设备零售；电子产品销售；计算机及办公设备维修；信息技术咨询服务；技术服务、技术开发、技术咨询；互联网销售（除销售需要许可的商品）。许可经营项目：第二类增值电信业务。（依法须经批准的项目，经相关部门批准后方可开展经营活动。）',
};
