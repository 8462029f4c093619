/**
 * The parties an order's documents name, as the shop holds their facts (docs/product-rules.md#contracts):
 * the customer (company or person, the phone, and for a verified account what its approved
 * verification says, the resident ID masked as every answer masks it), the shop (its name, city and
 * the company and credit code of the application it was opened from, when it was), and the platform
 * operator (the legal facts the platform set in 备案与证照, else the company facts the help pages print).
 */
import { and, desc, eq } from 'drizzle-orm';
import { COMPANY } from '@/contract/company';
import { maskResidentId } from '@/contract/identity';
import type { Executor } from '../../db/client';
import { customers, customerVerifications, merchantApplications, stores } from '../../db/schema';
import { legalFacts } from '../content/legalFacts';

export type Party = { name: string; details: { term: string; detail: string }[] };

export type CustomerParty = Party & { customerId: number; phone: string; accountType: 'personal' | 'company' };

/** The customer as a party: name and phone, and the verified identity the shop holds. */
export async function customerParty(db: Executor, customerId: number): Promise<CustomerParty> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new Error(`customer ${customerId} vanished`);
  const [verified] = await db
    .select()
    .from(customerVerifications)
    .where(and(eq(customerVerifications.customerId, customerId), eq(customerVerifications.status, 'approved')))
    .orderBy(desc(customerVerifications.id))
    .limit(1);
  const company = customer.accountType === 'company';
  const name = (company ? customer.companyName : customer.personName) ?? verified?.name ?? customer.phone;
  const details: Party['details'] = [{ term: company ? '企业名称' : '姓名', detail: name }];
  if (company && customer.personName) details.push({ term: '联系人', detail: customer.personName });
  details.push({ term: '联系电话', detail: customer.phone });
  if (verified?.kind === 'company') {
    details.push({ term: '企业认证', detail: `已认证（${verified.name}）` });
    if (verified.creditCode) details.push({ term: '统一社会信用代码', detail: verified.creditCode });
    if (verified.legalPerson) details.push({ term: '法定代表人', detail: verified.legalPerson });
  } else if (verified?.kind === 'person') {
    details.push({ term: '实名认证', detail: `已认证（${verified.name}）` });
    if (verified.idNumber) details.push({ term: '居民身份证号', detail: maskResidentId(verified.idNumber) });
  } else {
    details.push({ term: '认证状态', detail: '未认证' });
  }
  return { customerId, name, phone: customer.phone, accountType: customer.accountType, details };
}

/** The shop as a party: what the shop's record and the application it was opened from say. */
export async function shopParty(db: Executor, storeId: number): Promise<Party> {
  const [store] = await db.select({ name: stores.name, city: stores.city }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Error(`store ${storeId} vanished`);
  const [application] = await db
    .select({ company: merchantApplications.company, creditCode: merchantApplications.businessLicenceNo })
    .from(merchantApplications)
    .where(and(eq(merchantApplications.storeId, storeId), eq(merchantApplications.status, 'approved')))
    .orderBy(desc(merchantApplications.id))
    .limit(1);
  const details: Party['details'] = [{ term: '店铺名称', detail: store.name }];
  if (application) {
    details.push({ term: '经营主体', detail: application.company }, { term: '统一社会信用代码', detail: application.creditCode });
  } else {
    details.push({ term: '经营主体', detail: '以平台备案的店铺经营主体为准' });
  }
  if (store.city) details.push({ term: '所在城市', detail: store.city });
  return { name: store.name, details };
}

/** The platform operator: the legal facts of 备案与证照, or the company facts until the platform sets them. */
export async function platformParty(db: Executor): Promise<Party> {
  const facts = await legalFacts(db);
  const name = facts?.companyName ?? COMPANY.name;
  return {
    name,
    details: [
      { term: '企业名称', detail: name },
      { term: '统一社会信用代码', detail: facts?.creditCode ?? COMPANY.creditCode },
      { term: '注册地址', detail: facts?.registeredAddress ?? COMPANY.address },
      { term: '法定代表人', detail: facts?.legalRepresentative ?? COMPANY.legalRepresentative },
      { term: '客服电话', detail: COMPANY.hotline },
    ],
  };
}
