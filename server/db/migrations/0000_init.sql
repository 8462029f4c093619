CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"uuid" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quan_ju_id" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"account_type" text NOT NULL,
	"cname" text,
	"pname" text,
	"industry" text,
	"company_size" text,
	"referral" text,
	"balance" integer DEFAULT 0 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customers_balance_not_negative" CHECK ("customers"."balance" >= 0),
	CONSTRAINT "customers_account_type_check" CHECK ("customers"."account_type" in ('company', 'personal'))
);
--> statement-breakpoint
CREATE TABLE "dict_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"dict_label" text NOT NULL,
	"dict_value" text NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL,
	"list_class" text,
	"css_class" text
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"brand" text NOT NULL,
	"condition" text NOT NULL,
	"zones" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"recommend_rank" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "goods_condition_check" CHECK ("goods"."condition" in ('new', 'used')),
	CONSTRAINT "goods_status_check" CHECK ("goods"."status" in ('draft', 'on_sale', 'off_sale'))
);
--> statement-breakpoint
CREATE TABLE "goods_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"name" text NOT NULL,
	"cpu" text NOT NULL,
	"memory" text NOT NULL,
	"storage" text NOT NULL,
	"graphics" text NOT NULL,
	"screen" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"deposit" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_skus_stock_not_negative" CHECK ("goods_skus"."stock" >= 0),
	CONSTRAINT "goods_skus_deposit_not_negative" CHECK ("goods_skus"."deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lease_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"term_months" integer NOT NULL,
	"monthly_rent" integer NOT NULL,
	"buyout_price" integer NOT NULL,
	CONSTRAINT "lease_plans_term_positive" CHECK ("lease_plans"."term_months" > 0),
	CONSTRAINT "lease_plans_rent_positive" CHECK ("lease_plans"."monthly_rent" > 0),
	CONSTRAINT "lease_plans_buyout_not_negative" CHECK ("lease_plans"."buyout_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"sys_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_owner_matches_kind" CHECK (("sessions"."kind" = 'customer' and "sessions"."customer_id" is not null and "sessions"."sys_user_id" is null)
        or ("sessions"."kind" = 'sys' and "sessions"."sys_user_id" is not null and "sessions"."customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" integer NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" integer NOT NULL,
	"code" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"intro" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menus" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu_group" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"type" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"roles" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"nick_name" text NOT NULL,
	"role" text NOT NULL,
	"store_id" integer,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_users_role_check" CHECK ("sys_users"."role" in ('admin', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_goods_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."goods_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_plans" ADD CONSTRAINT "lease_plans_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_sys_user_id_sys_users_id_fk" FOREIGN KEY ("sys_user_id") REFERENCES "public"."sys_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_users" ADD CONSTRAINT "sys_users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires_at_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_quan_ju_id_key" ON "customers" USING btree ("quan_ju_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_key" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_type_value_key" ON "dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_slug_key" ON "goods" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "goods_store_idx" ON "goods" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "goods_zones_idx" ON "goods" USING gin ("zones");--> statement-breakpoint
CREATE INDEX "goods_recommend_idx" ON "goods" USING btree ("recommend_rank") WHERE "goods"."recommend_rank" is not null;--> statement-breakpoint
CREATE INDEX "goods_categories_parent_idx" ON "goods_categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "goods_skus_goods_idx" ON "goods_skus" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_plans_sku_term_key" ON "lease_plans" USING btree ("sku_id","term_months");--> statement-breakpoint
CREATE INDEX "sessions_customer_id_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_sys_user_id_idx" ON "sessions" USING btree ("sys_user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_created_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_address_created_idx" ON "sms_codes" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_sent_idx" ON "sms_outbox" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_key" ON "stores" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sys_menus_group_idx" ON "sys_menus" USING btree ("menu_group","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_users_username_key" ON "sys_users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "throttle_events_key_at_idx" ON "throttle_events" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "throttle_events_at_idx" ON "throttle_events" USING btree ("at");