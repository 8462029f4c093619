/**
 * Work waiting on the admin's workbench: two shop onboarding applications and one cooperation
 * application, sent through the public forms' own domain function (the same throttle, the same
 * rows) over the last days. Idempotent by each application's credit code: an application already
 * there, in whatever state the platform left it, is not sent again.
 */
import { and, eq } from 'drizzle-orm';
import type { MerchantApplicationInput } from '@/contract/applications';
import { creditCodeCheckCharacter } from '@/contract/creditCode';
import { submitApplication, type ApplicationKind } from '../../domain/content/applications';
import { DAY_MS, HOUR_MS } from '../../domain/shared/clock';
import type { Db } from '../../db/client';
import { merchantApplications } from '../../db/schema';

const creditCode = (first17: string) => first17 + creditCodeCheckCharacter(first17);

type DemoApplication = { kind: ApplicationKind; ago: number; clientAddress: string; input: MerchantApplicationInput };

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    kind: 'join',
    ago: 2 * DAY_MS + 3 * HOUR_MS,
    clientAddress: '115.236.10.21',
    input: {
      company: '杭州数联科技有限公司',
      contactName: '陈思远',
      phone: '13512340001',
      businessLicenceNo: creditCode('91330106MA2H7K3P1'),
      category: '笔记本电脑',
      message: '主营 ThinkPad 与 MacBook 商务本租赁，杭州本地有 800 平米仓库，希望开设旗舰店。',
    },
  },
  {
    kind: 'join',
    ago: 5 * HOUR_MS,
    clientAddress: '171.88.42.7',
    input: {
      company: '成都蓉城图形工作站租赁有限公司',
      contactName: '刘洋',
      phone: '13512340002',
      businessLicenceNo: creditCode('91510107MA6C4W8N2'),
      category: '图形工作站',
      message: '为影视后期与建筑设计团队提供图形工作站短租，可上门部署。',
    },
  },
  {
    kind: 'cooperation',
    ago: DAY_MS + 6 * HOUR_MS,
    clientAddress: '180.168.33.90',
    input: {
      company: '上海沪联物流有限公司',
      contactName: '周敏',
      phone: '13512340003',
      businessLicenceNo: creditCode('91310115MA1K9R5T3'),
      category: '物流仓储',
      message: '可提供华东区域次日达配送与设备仓储服务，希望成为平台物流合作伙伴。',
    },
  },
];

/** Sends the demo applications not yet there; answers how many were sent. */
export async function seedApplicationDemo(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (const application of DEMO_APPLICATIONS) {
    const [existing] = await db
      .select({ id: merchantApplications.id })
      .from(merchantApplications)
      .where(and(eq(merchantApplications.kind, application.kind), eq(merchantApplications.businessLicenceNo, application.input.businessLicenceNo)))
      .limit(1);
    if (existing) continue;
    await submitApplication(db, application.kind, application.input, { now: new Date(now.getTime() - application.ago), clientAddress: application.clientAddress });
    sent += 1;
  }
  return sent;
}
