/**
 * The product server's tables. One schema for both drivers (PGlite and PostgreSQL); drizzle-kit
 * turns it into the SQL under ./migrations. Money is integer fen, times are timestamptz and are
 * always written from the application clock (never SQL now()), so tests can move time.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SkuConfig } from '@/contract/cart';
import type { GoodsSpec, ProcurementTerms } from '@/contract/goods';
import type { OrderAddress, OrderInvoice } from '@/contract/orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Key/value facts about the database itself, e.g. that the demo data was seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Accounts

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** The public id the storefront keeps as GlobalId; random so ids cannot be enumerated. */
    quanJuId: text('quan_ju_id').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: text('account_type', { enum: ['company', 'personal'] }).notNull(),
    /** Company name (company accounts only). */
    cname: text('cname'),
    /** The person's name, or a company account's contact person. */
    pname: text('pname'),
    industry: text('industry'),
    companySize: text('company_size'),
    referral: text('referral'),
    balance: integer('balance').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    /** Deposit-free credit (fen) of a verified company: deposits waived on its open orders stay within it. */
    creditLine: integer('credit_line').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('customers_quan_ju_id_key').on(t.quanJuId),
    uniqueIndex('customers_phone_key').on(t.phone),
    check('customers_balance_not_negative', sql`${t.balance} >= 0`),
    check('customers_credit_line_not_negative', sql`${t.creditLine} >= 0`),
    check('customers_account_type_check', sql`${t.accountType} in ('company', 'personal')`),
  ],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    intro: text('intro').notNull().default(''),
    /** A quality store (优质店铺) is shown in the quality-store zone. */
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    /** Where the shop ships from, e.g. 深圳. */
    city: text('city').notNull().default(''),
    /** Customers' rating in tenths: 48 is 4.8 of 5. */
    ratingTenths: integer('rating_tenths').notNull().default(50),
    /** Service badges shown on the store card (顺丰包邮, 企业认证 …). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('stores_slug_key').on(t.slug),
    index('stores_listing_idx').on(t.featured, t.ratingTenths, t.id),
    check('stores_rating_range', sql`${t.ratingTenths} between 10 and 50`),
  ],
);

/** A store's honours and awards (wSaleHonour/advice/{id}). */
export const storeHonours = pgTable(
  'store_honours',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Who awarded it, e.g. 中国电子商务协会. */
    issuer: text('issuer').notNull(),
    awardedOn: date('awarded_on', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('store_honours_store_idx').on(t.storeId, t.sort)],
);

export const sysUsers = pgTable(
  'sys_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull(),
    role: text('role', { enum: ['admin', 'editor'] }).notNull(),
    /** The merchant's shop for an editor; null for the platform's admins. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sys_users_username_key').on(t.username),
    check('sys_users_role_check', sql`${t.role} in ('admin', 'editor')`),
  ],
);

/** A login. Only the SHA-256 of the token is stored, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['customer', 'sys'] }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sysUserId: integer('sys_user_id').references(() => sysUsers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('sessions_customer_id_idx').on(t.customerId),
    index('sessions_sys_user_id_idx').on(t.sysUserId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check(
      'sessions_owner_matches_kind',
      sql`(${t.kind} = 'customer' and ${t.customerId} is not null and ${t.sysUserId} is null)
        or (${t.kind} = 'sys' and ${t.sysUserId} is not null and ${t.customerId} is null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Verification: SMS codes, captchas, rate limits. All in the database so replicas share them.

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    /** 1 register, 2 login by code, 3 password reset, 4 a company's consent to take over a rental. */
    purpose: integer('purpose').notNull(),
    /** sha256(salt:phone:purpose:code); six digits are few, so the salt keeps rows independent. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    clientAddress: text('client_address').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('sms_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_codes_address_created_idx').on(t.clientAddress, t.createdAt),
    check('sms_codes_purpose_check', sql`${t.purpose} in (1, 2, 3, 4)`),
  ],
);

/** What the sandbox SMS sender "sent": read by GET /dev/sms/latest. A real provider writes none. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    purpose: integer('purpose').notNull(),
    code: text('code').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('sms_outbox_phone_sent_idx').on(t.phone, t.sentAt)],
);

export const captchas = pgTable(
  'captchas',
  {
    uuid: text('uuid').primaryKey(),
    /** As drawn; the check ignores case. */
    answer: text('answer').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);

/** One row per counted event (a failed login, a lookup …); a limit counts rows in a window. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('throttle_events_key_at_idx').on(t.key, t.at), index('throttle_events_at_idx').on(t.at)],
);

// ---------------------------------------------------------------------------------------------
// Reference data: back-office menus and dictionaries

export const sysMenus = pgTable(
  'sys_menus',
  {
    id: integer('id').primaryKey(),
    /** SPEC.md: the back office asks for menu group 90. */
    menuGroup: integer('menu_group').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => sysMenus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A route path, or the permission key (goods:add …) for a type 4 button. */
    url: text('url').notNull(),
    icon: text('icon').notNull().default(''),
    /** 0 directory, 1 page, 4 permission button. */
    type: integer('type').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Roles that see the entry: admin, editor. */
    roles: text('roles').array().notNull(),
  },
  (t) => [index('sys_menus_group_idx').on(t.menuGroup, t.sort)],
);

export const dictData = pgTable(
  'dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictValue: text('dict_value').notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
    /** Tag colour hint for the back office (default, primary, success, info, warning, danger). */
    listClass: text('list_class'),
    cssClass: text('css_class'),
  },
  (t) => [uniqueIndex('dict_data_type_value_key').on(t.dictType, t.dictValue)],
);

// ---------------------------------------------------------------------------------------------
// Catalogue (CONTRACT.md "Goods"): store → goods (SPU) → SKU → lease plans

export const goodsCategories = pgTable(
  'goods_categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => goodsCategories.id),
    name: text('name').notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('goods_categories_parent_idx').on(t.parentId, t.sort)],
);

export type { GoodsSpec };

/**
 * The text the keyword search matches (ILIKE '%word%' through a pg_trgm GIN index): name, brand,
 * model and the slug's words, lower-cased. Generated by the database, so it cannot go stale.
 */
const GOODS_SEARCH_TEXT = sql.raw(`lower("name" || ' ' || "brand" || ' ' || "model" || ' ' || replace("slug", '-', ' '))`);

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => goodsCategories.id),
    name: text('name').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    brand: text('brand').notNull(),
    /** The maker's model name, e.g. "ThinkPad T14 Gen 5". */
    model: text('model').notNull().default(''),
    condition: text('condition', { enum: ['new', 'used'] }).notNull(),
    /** Zone keys (dictionary goods_zone): discount, procurement, personal, second_hand … */
    zones: text('zones').array().notNull().default(sql`'{}'::text[]`),
    /** Image paths; the first is the cover. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Rich description (sanitised HTML written by the merchant). */
    description: text('description').notNull().default(''),
    specs: jsonb('specs').$type<GoodsSpec[]>().notNull().default([]),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'on_sale', 'off_sale'] }).notNull().default('draft'),
    /** Position in the platform's recommendation list (yptj); null when not recommended. */
    recommendRank: integer('recommend_rank'),
    searchText: text('search_text').notNull().generatedAlwaysAs(GOODS_SEARCH_TEXT),
    /**
     * The cheapest monthly rent (fen) over all SKUs' lease plans; null without plans. Kept by
     * triggers on lease_plans and goods_skus (migration 0004), read by listings, filters and sorts.
     */
    lowestRent: integer('lowest_rent'),
    /** Devices rented so far: the "popular" sort. */
    rentedCount: integer('rented_count').notNull().default(0),
    /** Discount-zone offer: the plans' rents are this percentage of the usual rent (85 = 8.5 折). */
    discountRate: integer('discount_rate'),
    /** Procurement-zone terms (bulk tiers, invoices, delivery, services); null outside that zone. */
    procurementTerms: jsonb('procurement_terms').$type<ProcurementTerms>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('goods_slug_key').on(t.slug),
    index('goods_store_idx').on(t.storeId),
    index('goods_category_idx').on(t.categoryId, t.status),
    index('goods_zones_idx').using('gin', t.zones),
    index('goods_recommend_idx').on(t.recommendRank).where(sql`${t.recommendRank} is not null`),
    index('goods_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('goods_brand_idx').on(sql`lower(${t.brand})`),
    // The three sorts of the listings, each over goods on sale only (btree scans either way).
    index('goods_on_sale_newest_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'on_sale'`),
    index('goods_on_sale_rent_idx').on(t.lowestRent, t.id).where(sql`${t.status} = 'on_sale'`),
    index('goods_on_sale_popular_idx').on(t.rentedCount, t.id).where(sql`${t.status} = 'on_sale'`),
    check('goods_condition_check', sql`${t.condition} in ('new', 'used')`),
    check('goods_status_check', sql`${t.status} in ('draft', 'on_sale', 'off_sale')`),
    check('goods_discount_rate_range', sql`${t.discountRate} between 1 and 99`),
    check('goods_rented_count_not_negative', sql`${t.rentedCount} >= 0`),
  ],
);

export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** Short label of the configuration, e.g. "i7-1365U / 32GB / 1TB". */
    name: text('name').notNull(),
    cpu: text('cpu').notNull(),
    memory: text('memory').notNull(),
    storage: text('storage').notNull(),
    graphics: text('graphics').notNull(),
    screen: text('screen').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Cash deposit per unit, fen. */
    deposit: integer('deposit').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('goods_skus_goods_idx').on(t.goodsId, t.sort),
    check('goods_skus_stock_not_negative', sql`${t.stock} >= 0`),
    check('goods_skus_deposit_not_negative', sql`${t.deposit} >= 0`),
  ],
);

export const leasePlans = pgTable(
  'lease_plans',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id, { onDelete: 'cascade' }),
    termMonths: integer('term_months').notNull(),
    /** Fen per month. */
    monthlyRent: integer('monthly_rent').notNull(),
    /** Fen paid at the end of the term to keep the device. */
    buyoutPrice: integer('buyout_price').notNull(),
  },
  (t) => [
    uniqueIndex('lease_plans_sku_term_key').on(t.skuId, t.termMonths),
    check('lease_plans_term_positive', sql`${t.termMonths} > 0`),
    check('lease_plans_rent_positive', sql`${t.monthlyRent} > 0`),
    check('lease_plans_buyout_not_negative', sql`${t.buyoutPrice} >= 0`),
  ],
);


// ---------------------------------------------------------------------------------------------
// Shop content: carousel, news, coupons, merchant applications

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
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    publishedAt: at('published_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('news_published_idx').on(t.type, t.publishedAt, t.id).where(sql`${t.status} = 'published'`),
    index('news_published_all_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 'published'`),
    check('news_type_check', sql`${t.type} in ('news', 'procurement')`),
    check('news_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** Coupons on offer in the coupon centre. `remaining` only falls, by one conditional UPDATE per claim. */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Fen off the rent. */
    amount: integer('amount').notNull(),
    /** Minimum rent (fen) the order must reach; 0 is 无门槛. */
    threshold: integer('threshold').notNull().default(0),
    /** Days a claimed coupon stays valid. */
    validDays: integer('valid_days').notNull(),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    /** What it applies to, said for people: 全场通用, 限笔记本 … */
    scope: text('scope').notNull().default('全场通用'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('coupon_templates_active_idx').on(t.active, t.sort),
    check('coupon_templates_amount_positive', sql`${t.amount} > 0`),
    check('coupon_templates_threshold_not_negative', sql`${t.threshold} >= 0`),
    check('coupon_templates_valid_days_positive', sql`${t.validDays} > 0`),
    check('coupon_templates_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.total}`),
  ],
);

/** A customer's claimed coupon: one per customer and template. */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Copied from the template when claimed, so a later edit of the template changes nothing. */
    amount: integer('amount').notNull(),
    threshold: integer('threshold').notNull(),
    status: text('status', { enum: ['unused', 'used', 'expired'] }).notNull().default('unused'),
    claimedAt: at('claimed_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('customer_coupons_customer_template_key').on(t.customerId, t.templateId),
    index('customer_coupons_customer_idx').on(t.customerId, t.status),
    check('customer_coupons_status_check', sql`${t.status} in ('unused', 'used', 'expired')`),
  ],
);

/** Shop onboarding (join) and business cooperation (cooperation) applications, read by the back office. */
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
    status: text('status', { enum: ['pending', 'contacted', 'approved', 'rejected'] }).notNull().default('pending'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('merchant_applications_kind_idx').on(t.kind, t.status, t.createdAt),
    check('merchant_applications_kind_check', sql`${t.kind} in ('join', 'cooperation')`),
    check('merchant_applications_status_check', sql`${t.status} in ('pending', 'contacted', 'approved', 'rejected')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Renting: cart, rental orders, history, notifications, bills, balance ledger, payments

/** A cart line: one SKU on one lease term. Prices are never stored here; they are read fresh. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id, { onDelete: 'cascade' }),
    termMonths: integer('term_months').notNull(),
    quantity: integer('quantity').notNull(),
    /** Ticked for checkout (wCar/yxJ). */
    selected: boolean('selected').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // Adding the same SKU and term again merges into this line.
    uniqueIndex('cart_lines_customer_sku_term_key').on(t.customerId, t.skuId, t.termMonths),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_lines_term_positive', sql`${t.termMonths} > 0`),
  ],
);


/**
 * A rental order. Status 0–10 as CONTRACT.md's table; only orderLifecycle.transition() changes it.
 * Money fields are fen and fixed at creation from the prices of that moment.
 */
export const rentalOrders = pgTable(
  'rental_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    status: integer('status').notNull().default(0),
    termMonths: integer('term_months').notNull(),
    /** The delivery address copied into the order, so a later edit of the address book changes nothing. */
    address: jsonb('address').$type<OrderAddress>().notNull(),
    invoice: jsonb('invoice').$type<OrderInvoice>(),
    /** Rent of one month for all items (unit rent × quantity, summed). */
    monthlyRent: integer('monthly_rent').notNull(),
    /** Cash deposit collected with the first payment. */
    deposit: integer('deposit').notNull(),
    /** Deposit not collected because a verified company's credit line covers it. */
    depositWaived: integer('deposit_waived').notNull().default(0),
    freight: integer('freight').notNull(),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** The customer coupon used (released again when the order is cancelled unpaid). */
    couponId: integer('coupon_id').references(() => customerCoupons.id),
    /** First payment: first month's rent + deposit + freight − coupon. */
    payable: integer('payable').notNull(),
    /** monthlyRent × termMonths. */
    totalRent: integer('total_rent').notNull(),
    payDeadline: at('pay_deadline').notNull(),
    /** The key the storefront sent with addOrder: the same key answers the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    paidAt: at('paid_at'),
    /** Set by the transition 2 → 3: the automatic receipt counts 7 days from it. */
    shippedAt: at('shipped_at'),
    /** Set by the transition 3 → 4: the rent starts, and the bills of periods 2…n fall due monthly from it. */
    rentStartedAt: at('rent_started_at'),
    /** The address the order was placed from, as the product server saw it (addOrderHuoquIp); a risk signal. */
    clientIp: text('client_ip'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('rental_orders_order_no_key').on(t.orderNo),
    uniqueIndex('rental_orders_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('rental_orders_customer_idx').on(t.customerId, t.status, t.createdAt),
    index('rental_orders_store_idx').on(t.storeId, t.status),
    // The unpaid-order sweep reads this.
    index('rental_orders_unpaid_deadline_idx').on(t.payDeadline).where(sql`${t.status} = 0`),
    // The automatic-receipt sweep reads this.
    index('rental_orders_shipped_idx').on(t.shippedAt).where(sql`${t.status} = 3`),
    check('rental_orders_status_range', sql`${t.status} between 0 and 10`),
    check('rental_orders_term_positive', sql`${t.termMonths} > 0`),
    check(
      'rental_orders_money_not_negative',
      sql`${t.monthlyRent} >= 0 and ${t.deposit} >= 0 and ${t.depositWaived} >= 0 and ${t.freight} >= 0 and ${t.couponDiscount} >= 0 and ${t.payable} >= 0 and ${t.totalRent} >= 0`,
    ),
  ],
);

/** What the order rents: a snapshot of goods and SKU, so later edits of the catalogue change nothing. */
export const rentalOrderItems = pgTable(
  'rental_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    goodsName: text('goods_name').notNull(),
    skuName: text('sku_name').notNull(),
    image: text('image').notNull().default(''),
    config: jsonb('config').$type<SkuConfig>().notNull(),
    termMonths: integer('term_months').notNull(),
    /** Fen per unit and month, as charged (after a procurement tier discount). */
    monthlyRent: integer('monthly_rent').notNull(),
    /** Percent of the list rent charged: below 100 when a procurement quantity tier applied. */
    rentRate: integer('rent_rate').notNull().default(100),
    /** Fen per unit. */
    deposit: integer('deposit').notNull(),
    buyoutPrice: integer('buyout_price').notNull(),
    /** Fen for all units of this item. */
    freight: integer('freight').notNull().default(0),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('rental_order_items_order_idx').on(t.orderId),
    check('rental_order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every status change of an order: who made it and when (CONTRACT.md "Rental orders"). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    /** Null for the creation of the order. */
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actorKind: text('actor_kind', { enum: ['customer', 'sys', 'system'] }).notNull(),
    /** Customer id or back-office user id; null for the system (timeouts, scheduler). */
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.createdAt),
    check('order_history_actor_kind_check', sql`${t.actorKind} in ('customer', 'sys', 'system')`),
  ],
);

/** The customer's 消息 list (wUserNews). */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => rentalOrders.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('customer_notifications_customer_idx').on(t.customerId, t.createdAt)],
);

/** One instalment of an order: status 0 待支付, 1 已支付, 2 逾期, 3 已退款 (dictionary bill_status). */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    periods: integer('periods').notNull(),
    /** Calendar day in Asia/Shanghai. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    status: integer('status').notNull().default(0),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bills_order_period_key').on(t.orderId, t.period),
    index('bills_due_idx').on(t.status, t.dueDate),
    check('bills_status_range', sql`${t.status} between 0 and 3`),
    check('bills_period_range', sql`${t.period} >= 1 and ${t.period} <= ${t.periods}`),
    check('bills_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * Every change of a customer's balance. `amount` is negative for a debit; `balanceAfter` is the
 * balance the same transaction left, so the ledger can be checked against customers.balance.
 */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => rentalOrders.id),
    billId: integer('bill_id').references(() => bills.id),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind', { enum: ['payment', 'refund', 'recharge', 'deposit_refund'] }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('balance_ledger_customer_idx').on(t.customerId, t.createdAt),
    check('balance_ledger_balance_after_not_negative', sql`${t.balanceAfter} >= 0`),
    check('balance_ledger_kind_check', sql`${t.kind} in ('payment', 'refund', 'recharge', 'deposit_refund')`),
  ],
);

/** A payment attempt of an order: by balance or online. The idempotency key is unique per customer. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method', { enum: ['balance', 'online'] }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The payment provider's trade number (online payments). */
    providerTradeNo: text('provider_trade_no'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('payments_provider_trade_no_key').on(t.providerTradeNo),
    index('payments_order_idx').on(t.orderId),
    // At most one successful payment per order: a second charge cannot be recorded even by a bug.
    uniqueIndex('payments_order_succeeded_key').on(t.orderId).where(sql`${t.status} = 'succeeded'`),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
    check('payments_method_check', sql`${t.method} in ('balance', 'online')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
  ],
);

/**
 * A bill paid from the balance (`POST /api/wBill/yezf`): the customer's idempotency key (unique
 * per customer) and at most one row per bill, so a bill can never be charged twice.
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bill_payments_bill_key').on(t.billId),
    uniqueIndex('bill_payments_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    check('bill_payments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * An online payment attempt of an order (`liJiZhiFu`): our record of the trade opened at the
 * payment provider. The trade number is random (32 hex); the key is unique per customer, so a
 * retry answers the same trade while it is open. An order has at most one `open` trade (partial
 * unique index): opening another, paying the order from the balance or cancelling it closes the
 * open one here and then at the provider (`provider_closed_at` set once the provider confirmed;
 * the scheduler retries until it does). A trade's money is recorded in `payments` when the
 * provider's notification arrives: `paid` when it paid the order, `refunded` when the order did
 * not need it and it goes back through the provider (`online_refunds`).
 */
export const onlineTrades = pgTable(
  'online_trades',
  {
    id: serial('id').primaryKey(),
    tradeNo: text('trade_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    amount: integer('amount').notNull(),
    subject: text('subject').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['open', 'closed', 'paid', 'refunded'] }).notNull().default('open'),
    createdAt: at('created_at').notNull(),
    /** When this server stopped accepting the trade (superseded, order paid another way, cancelled). */
    closedAt: at('closed_at'),
    /** When the provider confirmed that the closed trade can no longer be paid there. */
    providerClosedAt: at('provider_closed_at'),
  },
  (t) => [
    uniqueIndex('online_trades_trade_no_key').on(t.tradeNo),
    uniqueIndex('online_trades_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('online_trades_order_idx').on(t.orderId, t.createdAt),
    // At most one trade per order can be paid at the provider: a racing second open fails here.
    uniqueIndex('online_trades_one_open_per_order').on(t.orderId).where(sql`${t.status} = 'open'`),
    // The scheduler's work list: closed here, not yet confirmed closed at the provider.
    index('online_trades_closing_idx').on(t.closedAt).where(sql`${t.status} = 'closed' and ${t.providerClosedAt} is null`),
    check('online_trades_amount_not_negative', sql`${t.amount} >= 0`),
    check('online_trades_status_check', sql`${t.status} in ('open', 'closed', 'paid', 'refunded')`),
  ],
);

/**
 * Money paid online that goes back the way it came (原路退回), never to the balance: a trade paid
 * for an order that did not need it (paid another way, superseded, cancelled or closed), or the
 * payment of an order closed after payment (risk check rejected). Written `pending` in the
 * transaction that decides it; the provider is asked after the commit (`refund_no` makes that call
 * idempotent at the provider), then `succeeded`. A failed call stays pending and the scheduler
 * retries it. One refund per trade: the unique trade number makes a second refund impossible.
 */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull(),
    tradeNo: text('trade_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    /** `unneeded`: the order did not need this payment; `order_closed`: the order was closed after payment. */
    reason: text('reason', { enum: ['unneeded', 'order_closed'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('online_refunds_refund_no_key').on(t.refundNo),
    uniqueIndex('online_refunds_trade_no_key').on(t.tradeNo),
    index('online_refunds_order_idx').on(t.orderId),
    index('online_refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('online_refunds_amount_positive', sql`${t.amount} > 0`),
    check('online_refunds_reason_check', sql`${t.reason} in ('unneeded', 'order_closed')`),
    check('online_refunds_status_check', sql`${t.status} in ('pending', 'succeeded')`),
  ],
);

/** The embedded sandbox payment provider's own trades (what a real provider keeps on its side). */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    tradeNo: text('trade_no').primaryKey(),
    amount: integer('amount').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'closed', 'refunded'] }).notNull(),
    /** What went back to the payer (fen), and under which refund number (the idempotency of `refund`). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundNo: text('refund_no'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('sandbox_trades_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled', 'closed', 'refunded')`),
    check('sandbox_trades_refund_within_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/** The risk check of a paid order (/risk/record/getRiskUsers/orderno): one row per order, written once. */
export const riskRecords = pgTable(
  'risk_records',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['low', 'medium', 'high'] }).notNull(),
    decision: text('decision', { enum: ['pass', 'review', 'reject'] }).notNull(),
    /** The rules that fired, in Chinese, as the back office shows them. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    checkedAt: at('checked_at').notNull(),
  },
  (t) => [
    uniqueIndex('risk_records_order_key').on(t.orderId),
    check('risk_records_level_check', sql`${t.level} in ('low', 'medium', 'high')`),
    check('risk_records_decision_check', sql`${t.decision} in ('pass', 'review', 'reject')`),
  ],
);

/** A change of renting entity (/changeBodyOrder): a running rental moved from a personal account to a company account. */
export const orderTransfers = pgTable(
  'order_transfers',
  {
    id: serial('id').primaryKey(),
    transferNo: text('transfer_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    fromCustomerId: integer('from_customer_id')
      .notNull()
      .references(() => customers.id),
    toCustomerId: integer('to_customer_id')
      .notNull()
      .references(() => customers.id),
    /** The emergency contact the company names for the rental. */
    contact: jsonb('contact').$type<{ name: string; phone: string }>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_transfers_transfer_no_key').on(t.transferNo),
    uniqueIndex('order_transfers_from_idempotency_key').on(t.fromCustomerId, t.idempotencyKey),
    index('order_transfers_order_idx').on(t.orderId),
  ],
);
