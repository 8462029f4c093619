/**
 * The back office's cast for tests: the demo admin and merchant (云租优选旗舰店), and a second
 * merchant of another demo shop, so that every back-office call can be tried across shops.
 */
import { eq } from 'drizzle-orm';
import { sysMenus, sysUsers, stores } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { hashPassword } from '../domain/auth/passwords';
import type { TestServer } from './harness';

export type StaffLogin = { token: string; userId: number; storeId: number | null };

async function loginOf(server: TestServer, account: { username: string; password: string }): Promise<StaffLogin> {
  const token = await server.logInToBackOffice(account);
  const [row] = await server.db.select({ id: sysUsers.id, storeId: sysUsers.storeId }).from(sysUsers).where(eq(sysUsers.username, account.username));
  if (!row) throw new Error(`no back-office user ${account.username}`);
  return { token, userId: row.id, storeId: row.storeId };
}

export const logInAsAdmin = (server: TestServer) => loginOf(server, DEMO_ACCOUNTS.admin);
export const logInAsMerchant = (server: TestServer) => loginOf(server, DEMO_ACCOUNTS.merchant);

/** The id of the demo merchant's shop (云租优选旗舰店). */
export async function demoMerchantShopId(server: TestServer): Promise<number> {
  const [shop] = await server.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, DEMO_ACCOUNTS.merchant.storeSlug));
  if (!shop) throw new Error('no demo merchant shop');
  return shop.id;
}

/** An editor of the demo shop `storeSlug` (极客数码 by default), created once per server. */
export async function logInAsOtherMerchant(server: TestServer, storeSlug = 'geek'): Promise<StaffLogin> {
  const account = { username: `merchant-${storeSlug}`, password: 'Other@2026' };
  const [existing] = await server.db.select({ id: sysUsers.id }).from(sysUsers).where(eq(sysUsers.username, account.username));
  if (!existing) {
    const [store] = await server.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, storeSlug));
    if (!store) throw new Error(`no demo store ${storeSlug}`);
    await server.db.insert(sysUsers).values({
      username: account.username,
      passwordHash: await hashPassword(account.password),
      nickName: `${storeSlug} 店员`,
      role: 'editor',
      storeId: store.id,
      createdAt: server.clock.now(),
    });
  }
  return loginOf(server, account);
}

/**
 * Takes the button `key` from the merchants' role (editor) in the menu, as a platform admin editing
 * the role would; answers the function that gives it back. For proving that a call checks its button.
 */
export async function takeButtonFromEditors(server: TestServer, key: string): Promise<() => Promise<void>> {
  const [button] = await server.db.select({ id: sysMenus.id, roles: sysMenus.roles }).from(sysMenus).where(eq(sysMenus.url, key));
  if (!button) throw new Error(`no button ${key} in the menu`);
  await server.db
    .update(sysMenus)
    .set({ roles: button.roles.filter((role) => role !== 'editor') })
    .where(eq(sysMenus.id, button.id));
  return async () => {
    await server.db.update(sysMenus).set({ roles: button.roles }).where(eq(sysMenus.id, button.id));
  };
}
