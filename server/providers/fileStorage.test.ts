import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pngImage } from '../testing/images';
import { startTestServer, type TestServer } from '../testing/harness';
import { databaseFileStorage, newFileKey } from './fileStorage';

// The storage a shop on PostgreSQL keeps its files in, here on PGlite (the PostgreSQL suite runs
// every upload test through it, server/testing/harness.ts).
let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test("the database keeps a file's exact bytes under its key, and forgets them when removed", async () => {
  const storage = databaseFileStorage(server.db);
  const key = newFileKey('png');
  const image = pngImage(5, 7);
  await storage.put(key, image);
  const read = await storage.get(key);
  assert.ok(read instanceof Uint8Array);
  assert.deepEqual(Buffer.from(read), Buffer.from(image));
  assert.equal(await storage.get(newFileKey('png')), null);
  await storage.remove(key);
  assert.equal(await storage.get(key), null);
  await storage.remove(key);
});

test('a key is written once: a second file under the same key is refused, the first kept', async () => {
  const storage = databaseFileStorage(server.db);
  const key = newFileKey('jpg');
  await storage.put(key, new Uint8Array([1, 2, 3]));
  await assert.rejects(storage.put(key, new Uint8Array([9])));
  assert.deepEqual([...((await storage.get(key)) ?? [])], [1, 2, 3]);
});

test('a name that is no file key never reaches the database', async () => {
  const storage = databaseFileStorage(server.db);
  for (const key of ['../etc/passwd', "x'; drop table file_blobs; --", '']) {
    await assert.rejects(storage.get(key), RangeError);
    await assert.rejects(storage.put(key, new Uint8Array([1])), RangeError);
  }
});
