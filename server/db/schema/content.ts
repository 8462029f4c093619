/** Shop content: carousel, news, merchant applications, the shop's legal facts. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sysUsers } from './console';
import { stores } from './catalog';
import { at } from './columns';

/** Carousel slides (wPlatformImg/lunBoTo) per position: home, mobile, purchase … */
export const carouselSlides = pgTable(
  'carousel_slides',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: text('image').notNull(),
    /** A storefront path (/list?zone=discount) or an https: address. */
    link: text('link').notNull(),
    /** Background colour behind the picture, #rrggbb. */
    theme: text('theme').notNull().default('#1f6feb'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('carousel_slides_position_idx').on(t.position, t.sort)],
);

/** News articles: platform news and procurement news (dictionary news_type). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['news', 'procurement'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover'),
    source: text('source').notNull().default(''),
    author: text('author').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: at('published_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('news_published_idx')
      .on(t.type, t.publishedAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('news_published_all_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.status} = 'published'`),
    check('news_type_check', sql`${t.type} in ('news', 'procurement')`),
    check('news_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/**
 * Shop onboarding (join) and business cooperation (cooperation) applications, decided in the back
 * office: a join application is approved (its shop and first merchant login are opened) or
 * rejected; a cooperation application is contacted, then closed.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['join', 'cooperation'] }).notNull(),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    /** Unified social credit code (GB 32100-2015), upper case. */
    businessLicenceNo: text('business_licence_no').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull().default(''),
    clientAddress: text('client_address').notNull(),
    status: text('status', { enum: ['pending', 'contacted', 'approved', 'rejected', 'closed'] })
      .notNull()
      .default('pending'),
    createdAt: at('created_at').notNull(),
    /** The last decision or handling: when, by whom, and its words (a rejection's reason, a contact's note). */
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => sysUsers.id, { onDelete: 'set null' }),
    remark: text('remark').notNull().default(''),
    /** What an approval opened. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    sysUserId: integer('sys_user_id').references(() => sysUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('merchant_applications_kind_idx').on(t.kind, t.status, t.createdAt),
    check('merchant_applications_kind_check', sql`${t.kind} in ('join', 'cooperation')`),
    check('merchant_applications_status_check', sql`${t.status} in ('pending', 'contacted', 'approved', 'rejected', 'closed')`),
  ],
);

/**
 * The shop's legal facts (contract/legal.ts): the record numbers of every page's footer and the
 * operator's business-licence facts of /license, set by the platform (备案与证照). One row (id 1);
 * none until the platform first saves them (the demo seeds one). Empty record numbers are not shown.
 */
export const siteLegalFacts = pgTable(
  'site_legal_facts',
  {
    id: integer('id').primaryKey().default(1),
    icpRecord: text('icp_record').notNull(),
    policeRecord: text('police_record').notNull().default(''),
    telecomLicence: text('telecom_licence').notNull().default(''),
    companyName: text('company_name').notNull(),
    /** Unified social credit code (GB 32100-2015), upper case. */
    creditCode: text('credit_code').notNull(),
    registeredAddress: text('registered_address').notNull(),
    legalRepresentative: text('legal_representative').notNull(),
    businessScope: text('business_scope').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** The back-office user of the last save; null for the seed. */
    updatedBy: integer('updated_by').references(() => sysUsers.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_legal_facts_one_row', sql`${t.id} = 1`)],
);
