import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { systemClock } from '../domain/shared/clock';
import { silentLogger } from '../runtime/log';
import { sandboxPaymentProvider } from '../providers/payment';
import { folderFileStorage, newFileKey } from '../providers/fileStorage';
import { databaseTemplate } from '../testing/template';
import { backupShop, restoreShop } from './backup';
import { openDatabase, type Db } from './client';
import { lockPathFor } from './dataDirLock';
import { seedDemoHistory } from '../seed/demo/history';
import { balanceLedger, onlineTrades, payments, rentalOrders, uploadedFiles } from './schema';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zl-backup-'));
const shop = { dataDir: path.join(root, 'shop', 'pglite'), filesDir: path.join(root, 'shop', 'files') };
const photo = { key: newFileKey('png'), bytes: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4]) };

/** What a shop holds that a lost backup would lose: its orders, money and files. */
async function census(db: Db) {
  return {
    orders: await db.$count(rentalOrders),
    ledgerRows: await db.$count(balanceLedger),
    payments: await db.$count(payments),
    onlineTrades: await db.$count(onlineTrades),
    uploadedFiles: await db.$count(uploadedFiles),
  };
}

async function censusOf(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    return await census(handle.db);
  } finally {
    await handle.close();
  }
}

let lived: Awaited<ReturnType<typeof census>>;
before(async () => {
  // A lived-in shop in a real folder: the demo seed, then months of history written through the domain.
  fs.mkdirSync(path.dirname(shop.dataDir), { recursive: true });
  const handle = await openDatabase({ dataDir: shop.dataDir, loadDataDir: await databaseTemplate() });
  const payment = sandboxPaymentProvider(handle.db, systemClock, silentLogger);
  await seedDemoHistory(handle.db, { now: systemClock.now(), payment, log: silentLogger });
  await payment.idle();
  lived = await census(handle.db);
  await handle.close();
  await folderFileStorage(shop.filesDir).put(photo.key, photo.bytes);
});
after(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

test('a backup restored into new folders holds every order, ledger row, payment and file the shop had', async () => {
  assert.ok(lived.orders > 0 && lived.ledgerRows > 0 && lived.payments > 0, `a lived-in shop: ${JSON.stringify(lived)}`);
  const to = path.join(root, 'backup-1');
  const manifest = await backupShop({ ...shop, to });
  assert.equal(manifest.files, fs.readdirSync(shop.filesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length);

  const restored = { dataDir: path.join(root, 'restored', 'pglite'), filesDir: path.join(root, 'restored', 'files') };
  await restoreShop({ from: to, ...restored });
  assert.deepEqual(await censusOf(restored.dataDir), lived);
  assert.deepEqual(await folderFileStorage(restored.filesDir).get(photo.key), photo.bytes);
  assert.deepEqual(await censusOf(shop.dataDir), lived, 'the backup left the shop as it was');
});

test('neither runs while a product server holds the shop, and a restore never writes over a shop', async () => {
  fs.writeFileSync(lockPathFor(shop.dataDir), `${process.ppid}\n`);
  try {
    await assert.rejects(backupShop({ ...shop, to: path.join(root, 'backup-2') }), /Another product server/);
  } finally {
    fs.rmSync(lockPathFor(shop.dataDir), { force: true });
  }
  const to = path.join(root, 'backup-3');
  await backupShop({ ...shop, to });
  await assert.rejects(restoreShop({ from: to, ...shop }), /DATA_DIR .* is not empty/);
  await assert.rejects(backupShop({ ...shop, to }), /is not empty: name a new one/);
  assert.deepEqual(await censusOf(shop.dataDir), lived);
});
