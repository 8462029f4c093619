/**
 * What a fresh database gets. Reference data (menus, dictionaries, categories) on every start,
 * inserting only missing rows so an operator's edits survive. Demo data unless SEED_DEMO=0, once
 * per database: the catalogue (shops, goods, news, coupons, slides) and the demo accounts, each
 * recorded by a marker row in app_meta, and the legal facts (their own one row, never overwritten).
 * A database seeded by an older version without the catalogue marker gets the missing shops and
 * goods (by slug) on its next start.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { BACK_OFFICE_MENU_GROUP } from '../domain/staff/scope';
import { adoptShippedDevices } from '../domain/devices/adopt';
import { hashPassword } from '../domain/auth/passwords';
import { newPublicId } from '../domain/auth/tokens';
import { DAY_MS, HOUR_MS } from '../domain/shared/clock';
import { sanitizeRichText } from '../domain/shared/richText';
import type { FileStorage } from '../providers/fileStorage';
import type { Db } from '../db/client';
import { seedAccountSafetyDemo } from './demo/accountSafety';
import { seedIdentityDemo } from './demo/identity';
import {
  appMeta,
  carouselSlides,
  couponTemplates,
  customers,
  dictData,
  goods,
  goodsCategories,
  goodsSkus,
  leasePlans,
  news,
  siteLegalFacts,
  storeHonours,
  stores,
  sysMenus,
  sysUsers,
} from '../db/schema';
import { CATEGORY_ROWS } from './data/categories';
import { DEMO_GOODS, type DemoGoods, type DemoSku } from './data/demoCatalog';
import { DEMO_ARTICLES, DEMO_COUPONS, DEMO_SLIDES } from './data/demoContent';
import { DEMO_LEGAL_FACTS } from './data/demoLegalFacts';
import { DEMO_STORES } from './data/demoStores';
import { DICT_ROWS } from './data/dicts';
import { MENU_ROWS } from './data/menus';

/** The demo logins, documented in server/README.md and used by tests and e2e specs. */
export const DEMO_ACCOUNTS = {
  personal: { phone: '13800138000', password: 'Zulin@2026', personName: '张伟', balance: 5_000_000 },
  company: { phone: '13900139000', password: 'Zulin@2026', companyName: '深圳市云启科技有限公司', personName: '李娜', balance: 20_000_000, creditLine: 5_000_000 },
  admin: { username: 'admin', password: 'Admin@2026', nickName: '平台管理员' },
  merchant: { username: 'merchant', password: 'Merchant@2026', nickName: '云租优选店长', storeSlug: 'yunzu' },
} as const;

const DEMO_MARKER = 'demo_seeded_at';
const CATALOGUE_MARKER = 'demo_catalogue_v2_seeded_at';
/** Bump the version when the rich-text allow-list narrows, so stored rows are cleaned again. */
const RICH_TEXT_MARKER = 'rich_text_sanitised_v1';

/** An article's plain-text paragraphs as HTML: the text is escaped, never read as markup. */
export function articleHtml(paragraphs: readonly string[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('');
}

export async function seedReferenceData(db: Db): Promise<void> {
  await seedMenus(db);
  await db.insert(dictData).values(DICT_ROWS).onConflictDoNothing();
  await db.insert(goodsCategories).values(CATEGORY_ROWS).onConflictDoNothing();
}

/**
 * The menu is the code's, not the operators' (no page edits it): every start writes it as
 * MENU_ROWS says, in one transaction, so a changed button or page reaches every role at once.
 */
async function seedMenus(db: Db): Promise<void> {
  const ids = MENU_ROWS.map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx.delete(sysMenus).where(and(eq(sysMenus.menuGroup, BACK_OFFICE_MENU_GROUP), notInArray(sysMenus.id, ids)));
    await tx
      .insert(sysMenus)
      .values(MENU_ROWS)
      .onConflictDoUpdate({
        target: sysMenus.id,
        set: {
          menuGroup: sql`excluded.menu_group`,
          parentId: sql`excluded.parent_id`,
          name: sql`excluded.name`,
          url: sql`excluded.url`,
          icon: sql`excluded.icon`,
          type: sql`excluded.type`,
          hidden: sql`excluded.hidden`,
          sort: sql`excluded.sort`,
          roles: sql`excluded.roles`,
        },
      });
  });
}

const daysBefore = (now: Date, days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);

async function hasMarker(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row !== undefined;
}

/**
 * The goods row of a demo goods item (the demo seed's and the generated big catalogue's).
 * `clean` is the rich-text sanitiser; the big catalogue passes a memoised one, since its
 * descriptions repeat and sanitising each of 100,000 would cost more than inserting them.
 */
export function demoGoodsValues(item: DemoGoods, storeId: number, now: Date, clean: (html: string) => string = sanitizeRichText): typeof goods.$inferInsert {
  const listedAt = daysBefore(now, item.listedDaysAgo);
  return {
    slug: item.slug,
    storeId,
    categoryId: item.categoryId,
    name: item.name,
    subtitle: item.subtitle,
    brand: item.brand,
    model: item.model,
    condition: item.condition,
    zones: item.zones,
    images: [`/goods/${item.slug}.svg`],
    description: clean(item.description),
    specs: item.specs,
    tags: item.tags,
    status: item.status,
    recommendRank: item.recommendRank,
    rentedCount: item.rentedCount,
    discountRate: item.discountRate,
    procurementTerms: item.procurementTerms,
    createdAt: listedAt,
    updatedAt: listedAt,
  };
}

/** The SKU rows of a demo goods item, in its order (`sort` tells a returned row's source). */
export function demoSkuValues(skus: readonly DemoSku[], goodsId: number): (typeof goodsSkus.$inferInsert)[] {
  return skus.map((sku, index) => ({
    goodsId,
    name: sku.name,
    cpu: sku.cpu,
    memory: sku.memory,
    storage: sku.storage,
    graphics: sku.graphics,
    screen: sku.screen,
    stock: sku.stock,
    deposit: sku.deposit,
    sort: index,
  }));
}

/**
 * The demo catalogue in one transaction, a handful of batched inserts (about 160 goods, 290
 * SKUs, 1,400 plans). The lease-plan triggers fill goods.lowest_rent. Returns false when it was
 * already there.
 */
export async function seedDemoCatalogue(db: Db, now: Date): Promise<boolean> {
  if (await hasMarker(db, CATALOGUE_MARKER)) return false;
  return db.transaction(async (tx) => {
    const [first] = await tx.insert(appMeta).values({ key: CATALOGUE_MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
    if (!first) return false;

    await tx
      .insert(stores)
      .values(
        DEMO_STORES.map((store) => ({
          slug: store.slug,
          name: store.name,
          logo: `/stores/${store.slug}.svg`,
          intro: store.intro,
          featured: store.featured,
          city: store.city,
          ratingTenths: store.ratingTenths,
          tags: store.tags,
          upgradeFee: store.upgradeFee ?? 0,
          createdAt: daysBefore(now, store.openedDaysAgo),
        })),
      )
      // Shops of the first demo (same slugs) get the columns they did not have.
      .onConflictDoUpdate({
        target: stores.slug,
        set: { city: sql`excluded.city`, ratingTenths: sql`excluded.rating_tenths`, tags: sql`excluded.tags` },
      });
    const storeRows = await tx
      .select({ id: stores.id, slug: stores.slug })
      .from(stores)
      .where(
        inArray(
          stores.slug,
          DEMO_STORES.map((store) => store.slug),
        ),
      );
    const storeId = new Map(storeRows.map((row) => [row.slug, row.id]));
    const idOfStore = (slug: string) => {
      const id = storeId.get(slug);
      if (id === undefined) throw new Error(`demo data names unknown store ${slug}`);
      return id;
    };

    const honoured = new Set((await tx.selectDistinct({ storeId: storeHonours.storeId }).from(storeHonours)).map((row) => row.storeId));
    const honourRows = DEMO_STORES.filter((store) => !honoured.has(idOfStore(store.slug))).flatMap((store) =>
      store.honours.map((honour, index) => ({ storeId: idOfStore(store.slug), ...honour, sort: index })),
    );
    if (honourRows.length > 0) await tx.insert(storeHonours).values(honourRows);

    const insertedGoods = await tx
      .insert(goods)
      .values(DEMO_GOODS.map((item) => demoGoodsValues(item, idOfStore(item.store), now)))
      .onConflictDoNothing({ target: goods.slug })
      .returning({ id: goods.id, slug: goods.slug });

    const demoBySlug = new Map(DEMO_GOODS.map((item) => [item.slug, item]));
    const skuValues = insertedGoods.flatMap((row) => demoSkuValues(demoBySlug.get(row.slug)?.skus ?? [], row.id));
    if (skuValues.length > 0) {
      const skuRows = await tx.insert(goodsSkus).values(skuValues).returning({ id: goodsSkus.id, goodsId: goodsSkus.goodsId, sort: goodsSkus.sort });
      const slugOfGoods = new Map(insertedGoods.map((row) => [row.id, row.slug]));
      const planValues = skuRows.flatMap((row) => {
        const sku = demoBySlug.get(slugOfGoods.get(row.goodsId) ?? '')?.skus[row.sort];
        if (!sku) throw new Error(`demo SKU ${row.goodsId}/${row.sort} has no source`);
        return sku.plans.map((plan) => ({ ...plan, skuId: row.id }));
      });
      await tx.insert(leasePlans).values(planValues);
    }

    await tx.insert(news).values(
      DEMO_ARTICLES.map((article, index) => {
        const publishedAt = daysBefore(now, article.daysAgo, (index * 5) % 11);
        return {
          type: article.type,
          title: article.title,
          summary: article.summary,
          cover: article.cover,
          source: article.source,
          author: article.author,
          content: sanitizeRichText(articleHtml(article.paragraphs)),
          status: article.draft ? ('draft' as const) : ('published' as const),
          publishedAt,
          createdAt: publishedAt,
        };
      }),
    );
    await tx.insert(couponTemplates).values(DEMO_COUPONS.map((coupon, index) => ({ ...coupon, sort: index, createdAt: now })));
    await tx.insert(carouselSlides).values(DEMO_SLIDES.map((slide, index) => ({ ...slide, sort: index })));
    return true;
  });
}

/** How long the demo customers have been customers. */
const DEMO_CUSTOMER_DAYS = 400;

/** The demo accounts (two customers, an admin and a merchant of 云租优选旗舰店). */
export async function seedDemoAccounts(db: Db, now: Date): Promise<boolean> {
  // Checked first so a restart does not pay for hashing; the insert below settles any race.
  if (await hasMarker(db, DEMO_MARKER)) return false;
  const [customerHash, adminHash, merchantHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.personal.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.merchant.password),
  ]);
  return db.transaction(async (tx) => {
    const [first] = await tx.insert(appMeta).values({ key: DEMO_MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
    if (!first) return false;

    const { personal, company, admin, merchant } = DEMO_ACCOUNTS;
    // Customers of long standing, as a shop's demo would show them (the risk check treats an
    // account made today with more care).
    const customerSince = daysBefore(now, DEMO_CUSTOMER_DAYS);
    await tx.insert(customers).values([
      {
        globalId: newPublicId(),
        phone: personal.phone,
        passwordHash: customerHash,
        accountType: 'personal',
        personName: personal.personName,
        balance: personal.balance,
        verified: false,
        createdAt: customerSince,
        updatedAt: now,
      },
      {
        globalId: newPublicId(),
        phone: company.phone,
        passwordHash: customerHash,
        accountType: 'company',
        companyName: company.companyName,
        personName: company.personName,
        industry: 'it',
        companySize: '100-499',
        balance: company.balance,
        // Verified, with its credit line, by the platform's review in seedIdentityDemo.
        verified: false,
        creditLine: 0,
        createdAt: customerSince,
        updatedAt: now,
      },
    ]);

    const [merchantStore] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.slug, merchant.storeSlug)).limit(1);
    await tx.insert(sysUsers).values([
      { username: admin.username, passwordHash: adminHash, nickName: admin.nickName, role: 'admin', storeId: null, createdAt: now },
      {
        username: merchant.username,
        passwordHash: merchantHash,
        nickName: merchant.nickName,
        role: 'editor',
        storeId: merchantStore?.id ?? null,
        createdAt: now,
      },
    ]);
    return true;
  });
}

/**
 * The demo's legal facts (footer and /license), unless the platform has set its own: written once,
 * also into a database the demo was seeded into before the facts existed.
 */
export async function seedDemoLegalFacts(db: Db, now: Date): Promise<boolean> {
  const written = await db
    .insert(siteLegalFacts)
    .values({ id: 1, ...DEMO_LEGAL_FACTS, updatedAt: now, updatedBy: null })
    .onConflictDoNothing()
    .returning({ id: siteLegalFacts.id });
  return written.length > 0;
}

/** Returns false when all demo data was already there. The catalogue first: the merchant account names a shop. */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  const catalogue = await seedDemoCatalogue(db, now);
  const legal = await seedDemoLegalFacts(db, now);
  // Fresh statistics, so the planner picks the listing indexes from the first request on.
  if (catalogue) await db.execute(sql`analyze goods, goods_listing, goods_skus, lease_plans, stores`);
  const accounts = await seedDemoAccounts(db, now);
  // Last: it marks read the 消息 the demo customers' history wrote before it.
  const accountSafety = await seedAccountSafetyDemo(db, { now, accounts: DEMO_ACCOUNTS });
  return catalogue || legal || accounts || accountSafety;
}

/**
 * Rows written before rich text was sanitised on write (a database seeded by an earlier version,
 * or anything put there by hand) are cleaned once, the same way, so the pages may render every
 * stored description and article as it is. One transaction; a marker row makes it run once.
 */
export async function sanitiseStoredRichText(db: Db, now: Date): Promise<number> {
  if (await hasMarker(db, RICH_TEXT_MARKER)) return 0;
  return db.transaction(async (tx) => {
    const [first] = await tx.insert(appMeta).values({ key: RICH_TEXT_MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
    if (!first) return 0;
    let cleaned = 0;
    for (const row of await tx.select({ id: goods.id, description: goods.description }).from(goods)) {
      const description = sanitizeRichText(row.description);
      if (description === row.description) continue;
      await tx.update(goods).set({ description }).where(eq(goods.id, row.id));
      cleaned += 1;
    }
    for (const row of await tx.select({ id: news.id, content: news.content }).from(news)) {
      const content = sanitizeRichText(row.content);
      if (content === row.content) continue;
      await tx.update(news).set({ content }).where(eq(news.id, row.id));
      cleaned += 1;
    }
    return cleaned;
  });
}

/**
 * `files`: where the demo licence picture goes (main.ts passes the server's file storage; without
 * one — test snapshots — the picture's bytes are not kept).
 */
export async function seedDatabase(db: Db, { demo, now, files }: { demo: boolean; now: Date; files?: FileStorage }): Promise<void> {
  await seedReferenceData(db);
  if (demo) {
    await seedDemoData(db, now);
    await seedIdentityDemo(db, DEMO_ACCOUNTS, now, { files });
  }
  await sanitiseStoredRichText(db, now);
  // Units an earlier version shipped enter the shops' inventory once.
  await adoptShippedDevices(db, now);
}
