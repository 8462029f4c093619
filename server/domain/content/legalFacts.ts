/**
 * The shop's legal facts (contract/legal.ts, docs/storefront.md#legal-facts): one row the platform
 * sets in 备案与证照, read by every page's footer and by /license. Saving is the platform's alone
 * (`assertPlatform`, besides the route's checks), audited with the fields that changed, in the
 * transaction that writes them.
 */
import { eq } from 'drizzle-orm';
import { LEGAL_FACT_LABELS, type LegalFacts, type LegalFactsInput, type LegalFactsSettings } from '@/contract/legal';
import type { Db, Executor } from '../../db/client';
import { siteLegalFacts, sysUsers } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { recordAudit } from '../staff/audit';
import { assertPlatform, type Staff } from '../staff/scope';

/** The table's one row. */
const ROW_ID = 1;

const factColumns = {
  icpRecord: siteLegalFacts.icpRecord,
  policeRecord: siteLegalFacts.policeRecord,
  telecomLicence: siteLegalFacts.telecomLicence,
  companyName: siteLegalFacts.companyName,
  creditCode: siteLegalFacts.creditCode,
  registeredAddress: siteLegalFacts.registeredAddress,
  legalRepresentative: siteLegalFacts.legalRepresentative,
  businessScope: siteLegalFacts.businessScope,
};

const FIELDS = Object.keys(LEGAL_FACT_LABELS) as (keyof LegalFacts)[];

/** `GET /api/site/legal`: what the footer and /license show; null until the platform sets them. */
export async function legalFacts(db: Executor): Promise<LegalFacts | null> {
  const [row] = await db.select(factColumns).from(siteLegalFacts).where(eq(siteLegalFacts.id, ROW_ID));
  return row ?? null;
}

async function settingsOf(db: Executor): Promise<LegalFactsSettings> {
  const [row] = await db
    .select({ ...factColumns, updatedAt: siteLegalFacts.updatedAt, updatedBy: sysUsers.username })
    .from(siteLegalFacts)
    .leftJoin(sysUsers, eq(sysUsers.id, siteLegalFacts.updatedBy))
    .where(eq(siteLegalFacts.id, ROW_ID));
  if (!row) return { facts: null, updatedAt: null, updatedBy: null };
  const { updatedAt, updatedBy, ...facts } = row;
  return { facts, updatedAt: formatShanghai(updatedAt), updatedBy };
}

/** `GET /api/sys/legal/info` (platform only). */
export async function legalFactsSettings(db: Db, staff: Staff): Promise<LegalFactsSettings> {
  assertPlatform(staff);
  return settingsOf(db);
}

/** `POST /api/sys/legal/save` (platform only): every field, the row written or replaced. */
export async function saveLegalFacts(db: Db, staff: Staff, input: LegalFactsInput, now: Date): Promise<LegalFactsSettings> {
  assertPlatform(staff);
  return db.transaction(async (tx) => {
    const [current] = await tx.select(factColumns).from(siteLegalFacts).where(eq(siteLegalFacts.id, ROW_ID)).for('update');
    const facts: LegalFacts = {
      icpRecord: input.icpRecord,
      policeRecord: input.policeRecord,
      telecomLicence: input.telecomLicence,
      companyName: input.companyName,
      creditCode: input.creditCode,
      registeredAddress: input.registeredAddress,
      legalRepresentative: input.legalRepresentative,
      businessScope: input.businessScope,
    };
    const changed = FIELDS.filter((field) => current?.[field] !== facts[field]);
    await tx
      .insert(siteLegalFacts)
      .values({ id: ROW_ID, ...facts, updatedAt: now, updatedBy: staff.id })
      .onConflictDoUpdate({ target: siteLegalFacts.id, set: { ...facts, updatedAt: now, updatedBy: staff.id } });
    await recordAudit(
      tx,
      staff,
      {
        action: 'legal.edit',
        targetType: 'site_legal_facts',
        targetId: ROW_ID,
        summary: changed.length === 0 ? '保存备案与证照信息（无改动）' : `修改备案与证照信息：${changed.map((field) => LEGAL_FACT_LABELS[field]).join('、')}`,
      },
      now,
    );
    return settingsOf(tx);
  });
}
