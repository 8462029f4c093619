/**
 * What a fresh database gets. Reference data (menus, dictionaries, categories) on every start,
 * inserting only missing rows so an operator's edits survive. Demo data (accounts, shops, goods)
 * once per database, unless SEED_DEMO=0: a marker row in app_meta records that it happened.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { hashPassword } from '../domain/passwords';
import { newPublicId } from '../domain/tokens';
import { appMeta, customers, dictData, goods, goodsCategories, goodsSkus, leasePlans, stores, sysMenus, sysUsers } from './schema';
import { CATEGORY_ROWS } from './seed-data/categories';
import { DEMO_GOODS, DEMO_STORES, depositFor, plansFor } from './seed-data/demoCatalog';
import { DICT_ROWS } from './seed-data/dicts';
import { MENU_ROWS } from './seed-data/menus';

/** The demo logins, documented in server/README.md and used by tests and e2e specs. */
export const DEMO_ACCOUNTS = {
  personal: { phone: '13800138000', password: 'Zulin@2026', pname: '张伟', balance: 5_000_000 },
  company: { phone: '13900139000', password: 'Zulin@2026', cname: '深圳市云启科技有限公司', pname: '李娜', balance: 20_000_000 },
  admin: { username: 'admin', password: 'Admin@2026', nickName: '平台管理员' },
  merchant: { username: 'merchant', password: 'Merchant@2026', nickName: '云租优选店长', storeSlug: 'yunzu' },
} as const;

const DEMO_MARKER = 'demo_seeded_at';

export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(sysMenus).values(MENU_ROWS).onConflictDoNothing();
  await db.insert(dictData).values(DICT_ROWS).onConflictDoNothing();
  await db.insert(goodsCategories).values(CATEGORY_ROWS).onConflictDoNothing();
}

/** Returns false when the demo data was already there. */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  // Checked first so a restart does not pay for hashing; the insert below settles any race.
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER)).limit(1);
  if (seeded) return false;
  const [customerHash, adminHash, merchantHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.personal.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.merchant.password),
  ]);
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(appMeta)
      .values({ key: DEMO_MARKER, value: now.toISOString(), updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!first) return false;

    const { personal, company, admin, merchant } = DEMO_ACCOUNTS;
    await tx.insert(customers).values([
      {
        quanJuId: newPublicId(),
        phone: personal.phone,
        passwordHash: customerHash,
        accountType: 'personal',
        pname: personal.pname,
        balance: personal.balance,
        verified: false,
        createdAt: now,
        updatedAt: now,
      },
      {
        quanJuId: newPublicId(),
        phone: company.phone,
        passwordHash: customerHash,
        accountType: 'company',
        cname: company.cname,
        pname: company.pname,
        industry: 'it',
        companySize: '100-499',
        balance: company.balance,
        verified: true,
        createdAt: now,
        updatedAt: now,
      },
    ]);

    const storeRows = await tx
      .insert(stores)
      .values(DEMO_STORES.map((store) => ({ ...store, logo: `/stores/${store.slug}.svg`, createdAt: now })))
      .returning({ id: stores.id, slug: stores.slug });
    const storeId = new Map(storeRows.map((row) => [row.slug, row.id]));

    await tx.insert(sysUsers).values([
      { username: admin.username, passwordHash: adminHash, nickName: admin.nickName, role: 'admin', storeId: null, createdAt: now },
      {
        username: merchant.username,
        passwordHash: merchantHash,
        nickName: merchant.nickName,
        role: 'editor',
        storeId: storeId.get(merchant.storeSlug) ?? null,
        createdAt: now,
      },
    ]);

    for (const item of DEMO_GOODS) {
      const owner = storeId.get(item.store);
      if (owner === undefined) throw new Error(`demo goods ${item.slug} names unknown store ${item.store}`);
      const [inserted] = await tx
        .insert(goods)
        .values({
          slug: item.slug,
          storeId: owner,
          categoryId: item.categoryId,
          name: item.name,
          subtitle: item.subtitle,
          brand: item.brand,
          condition: item.condition,
          zones: item.zones,
          images: [`/goods/${item.slug}.svg`],
          description: `<p>${item.subtitle}。</p><p>租期内免费维修，故障 48 小时内换新机，到期可续租、归还或买断。</p>`,
          specs: item.specs,
          tags: item.tags,
          status: 'on_sale',
          recommendRank: item.recommendRank,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: goods.id });
      if (!inserted) throw new Error(`demo goods ${item.slug} was not inserted`);
      for (const [index, sku] of item.skus.entries()) {
        const [skuRow] = await tx
          .insert(goodsSkus)
          .values({
            goodsId: inserted.id,
            name: sku.name,
            cpu: sku.cpu,
            memory: sku.memory,
            storage: sku.storage,
            graphics: sku.graphics,
            screen: sku.screen,
            stock: sku.stock,
            deposit: depositFor(sku),
            sort: index,
          })
          .returning({ id: goodsSkus.id });
        if (!skuRow) throw new Error(`demo SKU ${sku.name} was not inserted`);
        await tx.insert(leasePlans).values(plansFor(sku).map((plan) => ({ ...plan, skuId: skuRow.id })));
      }
    }
    return true;
  });
}

export async function seedDatabase(db: Db, { demo, now }: { demo: boolean; now: Date }): Promise<void> {
  await seedReferenceData(db);
  if (demo) await seedDemoData(db, now);
}
