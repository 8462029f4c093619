/** Dictionaries: reference lists (order states, zones, invoice kinds …) read by type. */
import { asc, eq } from 'drizzle-orm';
import { CHOICE_TYPE, type Choice, type DictEntry } from '@/contract/auth';
import type { Db } from '../../db/client';
import { dictData } from '../../db/schema';

export async function dictEntries(db: Db, dictType: string): Promise<DictEntry[]> {
  const rows = await db.select().from(dictData).where(eq(dictData.dictType, dictType)).orderBy(asc(dictData.dictSort), asc(dictData.id));
  return rows.map((row) => ({
    dictLabel: row.dictLabel,
    dictValue: row.dictValue,
    dictSort: row.dictSort,
    ...(row.listClass ? { listClass: row.listClass } : {}),
    ...(row.cssClass ? { cssClass: row.cssClass } : {}),
  }));
}

/** The registration form's choice lists are dictionaries too; the wire type number maps to one. */
export const CHOICE_DICT_TYPES: Record<number, string> = {
  [CHOICE_TYPE.industry]: 'customer_industry',
  [CHOICE_TYPE.companySize]: 'company_size',
  [CHOICE_TYPE.referral]: 'referral_source',
};

export async function choiceList(db: Db, dictType: string): Promise<Choice[]> {
  return (await dictEntries(db, dictType)).map((entry) => ({ label: entry.dictLabel, value: entry.dictValue }));
}
