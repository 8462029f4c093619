import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sysMenus } from '../../db/schema';
import { seedReferenceData } from '../../seed/seed';
import { startTestServer, type TestServer } from '../../testing/harness';
import { holdsPermission, permissionsOf } from './scope';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test('an editor holds the buttons the menu gives editors and nothing else; the admin holds everything through *:*:*', async () => {
  assert.equal(await holdsPermission(server.db, 'editor', 'order:ship'), true);
  assert.equal(await holdsPermission(server.db, 'editor', 'order:close'), false);
  assert.equal(await holdsPermission(server.db, 'editor', 'application:review'), false);
  assert.equal(await holdsPermission(server.db, 'editor', 'no:such:key'), false);
  assert.equal(await holdsPermission(server.db, 'admin', 'order:close'), true);
  assert.equal(await holdsPermission(server.db, 'admin', 'a:button:added:later'), true);
  const editorKeys = await permissionsOf(server.db, 'editor');
  assert.ok(editorKeys.includes('goods:add') && !editorKeys.includes('*:*:*'));
});

test('every start writes the menu as the code says: a changed row is put back and a stray row removed', async () => {
  await server.db
    .update(sysMenus)
    .set({ roles: ['admin', 'editor'] })
    .where(eq(sysMenus.url, 'order:close'));
  await server.db.insert(sysMenus).values({ id: 99_999, menuGroup: 90, parentId: null, name: '多余的页面', url: '/console/stray', type: 1, roles: ['editor'] });
  assert.equal(await holdsPermission(server.db, 'editor', 'order:close'), true);
  await seedReferenceData(server.db);
  assert.equal(await holdsPermission(server.db, 'editor', 'order:close'), false);
  assert.deepEqual(await server.db.select().from(sysMenus).where(eq(sysMenus.id, 99_999)), []);
});
