import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, getTableName, isTable, sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../testing/template';
import { openDatabase, type DatabaseHandle } from './client';
import * as schema from './schema';
import { customers, dictData, goods, leasePlans, sysMenus, sysUsers } from './schema';
import { seedDatabase } from '../seed/seed';
import { DEMO_GOODS } from '../seed/data/demoCatalog';

let handle: DatabaseHandle;
before(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
after(() => handle.close());

const rows = async (table: typeof customers | typeof goods | typeof sysMenus | typeof dictData | typeof sysUsers | typeof leasePlans) =>
  (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

test('the migrations apply to a fresh PGlite and create every table of the schema', async () => {
  await handle.migrate(MIGRATIONS_DIR, (db) => seedDatabase(db, { demo: false, now: new Date() }));
  const declared = Object.values(schema).filter(isTable).map(getTableName).sort();
  const created = await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  // Every table of schema.ts exists, and no migration made a table the schema does not know.
  assert.deepEqual((created as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name).sort(), declared);
  for (const table of Object.values(schema).filter(isTable)) {
    await assert.doesNotReject(handle.db.select({ n: count() }).from(table), getTableName(table));
  }
});

test('without demo data the reference data is there and no accounts are', async () => {
  assert.ok((await rows(sysMenus)) > 10);
  assert.ok((await rows(dictData)) > 30);
  assert.equal(await rows(customers), 0);
  assert.equal(await rows(sysUsers), 0);
});

test('the demo data is seeded once, however often the server starts', async () => {
  await handle.migrate(MIGRATIONS_DIR, (db) => seedDatabase(db, { demo: true, now: new Date() }));
  await handle.migrate(MIGRATIONS_DIR, (db) => seedDatabase(db, { demo: true, now: new Date() }));
  assert.equal(await rows(customers), 2);
  assert.equal(await rows(sysUsers), 2);
  assert.equal(await rows(goods), DEMO_GOODS.length);
  assert.ok((await rows(leasePlans)) >= DEMO_GOODS.length * 4);
});
