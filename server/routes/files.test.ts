import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadedFile } from '@/contract/files';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { customers, uploadedFiles } from '../db/schema';
import { claimUploads, purgeAbandonedUploads } from '../domain/files/uploads';
import { DAY_MS } from '../domain/shared/clock';
import { jpegHead, pngImage } from '../testing/images';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const fetchFile = (path: string, token?: string) => server.app.request(path, { headers: token ? { apiToken: token } : {} });

test('a customer uploads a PNG and reads the same bytes back, served as an image that cannot run', async () => {
  const { token } = await server.registerPersonal();
  const image = pngImage(4, 3);
  const answer = await server.upload<UploadedFile>(image, { purpose: 'service', token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  const stored = answer.body.data;
  assert.ok(stored);
  assert.match(stored.key, /^[0-9a-f]{32}\.png$/);
  assert.equal(stored.mime, 'image/png');
  assert.equal(stored.size, image.byteLength);
  assert.equal(stored.url, `/prod-api/api/file/${stored.key}`);

  const response = await fetchFile(`/api/file/${stored.key}`, token);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'image/png');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.match(response.headers.get('content-security-policy') ?? '', /sandbox/);
  assert.deepEqual(new Uint8Array(await response.arrayBuffer()), image);
});

test('the type comes from the bytes: a script named photo.png is refused, a JPEG named .png is stored as a JPEG', async () => {
  const { token } = await server.registerPersonal();
  const script = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  const refused = await server.upload(script, { purpose: 'service', token, filename: 'photo.png', type: 'image/png' });
  assert.equal(refused.body.code, 500);
  assert.equal(refused.body.msg, UPLOAD_MESSAGES.wrongType);

  const jpeg = await server.upload<UploadedFile>(jpegHead(), { purpose: 'service', token, filename: 'photo.png', type: 'image/png' });
  assert.equal(jpeg.body.code, 200, jpeg.body.msg);
  assert.equal(jpeg.body.data?.mime, 'image/jpeg');
  assert.match(jpeg.body.data?.key ?? '', /\.jpg$/);
});

test('an image over 5 MB, an empty file and an unknown purpose are refused with a message, and nothing is stored', async () => {
  const { token } = await server.registerPersonal();
  const before = (await server.db.select().from(uploadedFiles)).length;
  const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
  big.set(pngImage(), 0);
  const tooLarge = await server.upload(big, { purpose: 'service', token });
  assert.equal(tooLarge.body.code, 500);
  assert.equal(tooLarge.body.msg, UPLOAD_MESSAGES.tooLarge);
  const empty = await server.upload(new Uint8Array(), { purpose: 'service', token });
  assert.equal(empty.body.msg, UPLOAD_MESSAGES.missing);
  const purpose = await server.upload(pngImage(), { purpose: 'avatar', token });
  assert.equal(purpose.body.msg, '上传用途不正确');
  const noPurpose = await server.upload(pngImage(), { token });
  assert.equal(noPurpose.body.code, 500);
  const notMultipart = await server.post('/api/file/upload', { file: 'x' }, { token });
  assert.equal(notMultipart.body.msg, UPLOAD_MESSAGES.missing);
  assert.equal((await server.db.select().from(uploadedFiles)).length, before);
});

test('a body far over the upload limit is refused before it is parsed', async () => {
  const { token } = await server.registerPersonal();
  const response = await server.app.request('/api/file/upload', {
    method: 'POST',
    headers: { apiToken: token, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(UPLOAD_MAX_BYTES * 3) },
    body: new Uint8Array(UPLOAD_MAX_BYTES * 3),
  });
  const body = (await response.json()) as { code: number; msg: string };
  assert.equal(body.msg, '请求内容过大');
});

test('nobody but the owner reads a file: another customer, a guest and a merchant get 404 or 401, an admin may', async () => {
  const owner = await server.registerPersonal();
  const other = await server.registerPersonal();
  const stored = (await server.upload<UploadedFile>(pngImage(), { purpose: 'licence', token: owner.token })).body.data;
  assert.ok(stored);
  const stranger = await fetchFile(`/api/file/${stored.key}`, other.token);
  assert.equal(((await stranger.json()) as { code: number }).code, 404);
  const guest = await fetchFile(`/api/file/${stored.key}`);
  assert.equal(guest.status, 401);
  const merchant = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
  const merchantRead = await fetchFile(`/api/sys/file/${stored.key}`, merchant);
  assert.equal(((await merchantRead.json()) as { code: number }).code, 404);
  const admin = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
  const adminRead = await fetchFile(`/api/sys/file/${stored.key}`, admin);
  assert.equal(adminRead.status, 200);
  assert.equal(adminRead.headers.get('content-type'), 'image/png');
  // A customer token on the back-office path, and malformed keys, are no way round it.
  assert.equal(((await (await fetchFile(`/api/sys/file/${stored.key}`, owner.token)).json()) as { code: number }).code, 401);
  for (const key of ['..%2F..%2Fetc%2Fpasswd', `${stored.key.slice(0, -4)}.svg`, 'x'.repeat(32) + '.png']) {
    const answer = await fetchFile(`/api/file/${key}`, owner.token);
    assert.equal(((await answer.json()) as { code: number }).code, 404, key);
  }
});

test('a file serves one request: claimed by its owner for its purpose once, never by another customer or for another purpose', async () => {
  const owner = await server.registerPersonal();
  const other = await server.registerPersonal();
  const key = (await server.upload<UploadedFile>(pngImage(), { purpose: 'service', token: owner.token })).body.data?.key ?? '';
  const [ownerRow] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
  const ownerId = ownerRow?.customerId;
  assert.ok(ownerId);
  const [otherRow] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, other.phone));
  assert.ok(otherRow);
  const otherId = otherRow.id;
  const now = server.clock.now();
  await assert.rejects(
    server.db.transaction((tx) => claimUploads(tx, otherId, 'service', [key], now)),
    { message: UPLOAD_MESSAGES.notYours },
  );
  await assert.rejects(
    server.db.transaction((tx) => claimUploads(tx, ownerId, 'licence', [key], now)),
    { message: UPLOAD_MESSAGES.notYours },
  );
  await assert.rejects(
    server.db.transaction((tx) => claimUploads(tx, ownerId, 'service', [key, key], now)),
    { message: UPLOAD_MESSAGES.notYours },
  );
  const claimed = await server.db.transaction((tx) => claimUploads(tx, ownerId, 'service', [key], now));
  assert.equal(claimed.length, 1);
  await assert.rejects(
    server.db.transaction((tx) => claimUploads(tx, ownerId, 'service', [key], now)),
    { message: UPLOAD_MESSAGES.notYours },
  );
});

test('an upload no request claimed is deleted after a day, bytes included; a claimed one stays', async () => {
  const { token } = await server.registerPersonal();
  const kept = (await server.upload<UploadedFile>(pngImage(), { purpose: 'service', token })).body.data?.key ?? '';
  const dropped = (await server.upload<UploadedFile>(pngImage(3, 3), { purpose: 'service', token })).body.data?.key ?? '';
  const [row] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, kept));
  const ownerId = row?.customerId;
  assert.ok(ownerId);
  await server.db.transaction((tx) => claimUploads(tx, ownerId, 'service', [kept], server.clock.now()));
  await purgeAbandonedUploads(server.db, server.files, new Date(server.clock.now().getTime() + DAY_MS + 1000));
  assert.equal((await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, dropped))).length, 0);
  assert.equal(await server.files.get(dropped), null);
  assert.ok(await server.files.get(kept));
});

test('a customer may upload at most 60 images a day', async () => {
  const { token } = await server.registerPersonal();
  for (let i = 0; i < 60; i += 1) {
    const answer = await server.upload(pngImage(), { purpose: 'service', token });
    assert.equal(answer.body.code, 200, answer.body.msg);
  }
  const refused = await server.upload(pngImage(), { purpose: 'service', token });
  assert.equal(refused.body.msg, UPLOAD_MESSAGES.tooMany);
});
