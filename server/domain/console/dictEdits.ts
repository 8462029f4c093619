/**
 * The platform's editing of dictionaries (字典管理). The seed inserts only missing rows
 * (onConflictDoNothing on type and value), so an operator's edits survive restarts; a deleted
 * entry that the seed knows comes back on the next start, as reference data every installation
 * needs. Every change is audited in its own transaction.
 */
import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DICT_LIST_CLASSES, DICT_TYPE_NAMES, type dictDataAddBody, type dictDataEditBody, type dictDataListQuery, type DictDataRow, type DictTypeSummary } from '@/contract/dicts';
import type { Db } from '../../db/client';
import { dictData } from '../../db/schema';
import { notFound, Refusal } from '../shared/refusal';
import { recordAudit } from '../staff/audit';
import { offsetOf, orderByOf } from '../shared/listing';
import type { Staff } from '../staff/scope';

export const CONSOLE_DICT_MESSAGES = {
  duplicateValue: '该字典中已存在相同的字典键值',
} as const;

type Row = typeof dictData.$inferSelect;

function toRow(row: Row): DictDataRow {
  return {
    id: row.id,
    dictType: row.dictType,
    dictLabel: row.dictLabel,
    dictValue: row.dictValue,
    dictSort: row.dictSort,
    listClass: DICT_LIST_CLASSES.find((name) => name === row.listClass) ?? null,
  };
}

const typeName = (dictType: string) => DICT_TYPE_NAMES[dictType] ?? dictType;

/** Every dictionary: the named ones in their order (even when empty), then any other type found in the table. */
export async function dictTypes(db: Db): Promise<DictTypeSummary[]> {
  const counted = await db.select({ dictType: dictData.dictType, count: count() }).from(dictData).groupBy(dictData.dictType).orderBy(asc(dictData.dictType));
  const counts = new Map(counted.map((row) => [row.dictType, Number(row.count)]));
  const named = Object.keys(DICT_TYPE_NAMES);
  const others = counted.map((row) => row.dictType).filter((type) => !(type in DICT_TYPE_NAMES));
  return [...named, ...others].map((dictType) => ({ dictType, name: typeName(dictType), count: counts.get(dictType) ?? 0 }));
}

/** `%`, `_` and `\` in a search are the text, not patterns. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listDictData(db: Db, query: z.output<typeof dictDataListQuery>): Promise<{ rows: DictDataRow[]; total: number }> {
  const where: SQL | undefined = and(eq(dictData.dictType, query.dictType), query.dictLabel ? ilike(dictData.dictLabel, `%${likeText(query.dictLabel)}%`) : undefined);
  const order = orderByOf(query, { dictSort: dictData.dictSort, dictValue: dictData.dictValue, dictLabel: dictData.dictLabel }, dictData.id, [asc(dictData.dictSort)]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dictData)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(dictData).where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(total?.total ?? 0) };
}

const describe = (row: Pick<Row, 'dictType' | 'dictLabel' | 'dictValue'>) => `${typeName(row.dictType)}「${row.dictLabel}」（${row.dictValue}）`;

export async function addDictData(db: Db, staff: Staff, body: z.output<typeof dictDataAddBody>, now: Date): Promise<DictDataRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dictData)
      .values(body)
      .onConflictDoNothing({ target: [dictData.dictType, dictData.dictValue] })
      .returning();
    if (!row) throw new Refusal(CONSOLE_DICT_MESSAGES.duplicateValue);
    await recordAudit(tx, staff, { action: 'dict.add', targetType: 'dict_data', targetId: row.id, summary: `新增字典数据：${describe(row)}` }, now);
    return toRow(row);
  });
}

export async function editDictData(db: Db, staff: Staff, { id, ...fields }: z.output<typeof dictDataEditBody>, now: Date): Promise<DictDataRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(dictData).where(eq(dictData.id, id)).limit(1).for('update');
    if (!before) throw notFound();
    const [taken] = await tx
      .select({ id: dictData.id })
      .from(dictData)
      .where(and(eq(dictData.dictType, before.dictType), eq(dictData.dictValue, fields.dictValue), ne(dictData.id, id)))
      .limit(1);
    if (taken) throw new Refusal(CONSOLE_DICT_MESSAGES.duplicateValue);
    const [row] = await tx.update(dictData).set(fields).where(eq(dictData.id, id)).returning();
    if (!row) throw notFound();
    const changes = [
      before.dictLabel !== row.dictLabel ? `标签 ${before.dictLabel} → ${row.dictLabel}` : '',
      before.dictValue !== row.dictValue ? `键值 ${before.dictValue} → ${row.dictValue}` : '',
      before.dictSort !== row.dictSort ? `排序 ${before.dictSort} → ${row.dictSort}` : '',
      before.listClass !== row.listClass ? `样式 ${before.listClass ?? '默认'} → ${row.listClass ?? '默认'}` : '',
    ].filter(Boolean);
    await recordAudit(
      tx,
      staff,
      { action: 'dict.edit', targetType: 'dict_data', targetId: row.id, summary: `修改字典数据：${describe(row)}${changes.length ? `，${changes.join('，')}` : ''}` },
      now,
    );
    return toRow(row);
  });
}

export async function removeDictData(db: Db, staff: Staff, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(dictData).where(eq(dictData.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, staff, { action: 'dict.remove', targetType: 'dict_data', targetId: row.id, summary: `删除字典数据：${describe(row)}` }, now);
  });
}
