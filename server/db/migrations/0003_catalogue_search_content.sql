CREATE TABLE "carousel_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"theme" text DEFAULT '#1f6feb' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"scope" text DEFAULT '全场通用' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_templates_amount_positive" CHECK ("coupon_templates"."amount" > 0),
	CONSTRAINT "coupon_templates_threshold_not_negative" CHECK ("coupon_templates"."threshold" >= 0),
	CONSTRAINT "coupon_templates_valid_days_positive" CHECK ("coupon_templates"."valid_days" > 0),
	CONSTRAINT "coupon_templates_remaining_range" CHECK ("coupon_templates"."remaining" >= 0 and "coupon_templates"."remaining" <= "coupon_templates"."total")
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"threshold" integer NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "customer_coupons_status_check" CHECK ("customer_coupons"."status" in ('unused', 'used', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"business_licence_no" text NOT NULL,
	"category" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"client_address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_applications_kind_check" CHECK ("merchant_applications"."kind" in ('join', 'cooperation')),
	CONSTRAINT "merchant_applications_status_check" CHECK ("merchant_applications"."status" in ('pending', 'contacted', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text,
	"source" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_type_check" CHECK ("news"."type" in ('news', 'procurement')),
	CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "store_honours" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"issuer" text NOT NULL,
	"awarded_on" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "brand" || ' ' || "model" || ' ' || replace("slug", '-', ' '))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "lowest_rent" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rented_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "discount_rate" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "procurement_terms" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rating_tenths" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_honours" ADD CONSTRAINT "store_honours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carousel_slides_position_idx" ON "carousel_slides" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "coupon_templates_active_idx" ON "coupon_templates" USING btree ("active","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_coupons_customer_template_key" ON "customer_coupons" USING btree ("customer_id","template_id");--> statement-breakpoint
CREATE INDEX "customer_coupons_customer_idx" ON "customer_coupons" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "merchant_applications_kind_idx" ON "merchant_applications" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("type","published_at","id") WHERE "news"."status" = 'published';--> statement-breakpoint
CREATE INDEX "news_published_all_idx" ON "news" USING btree ("published_at","id") WHERE "news"."status" = 'published';--> statement-breakpoint
CREATE INDEX "store_honours_store_idx" ON "store_honours" USING btree ("store_id","sort");--> statement-breakpoint
CREATE INDEX "goods_search_text_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "goods_on_sale_newest_idx" ON "goods" USING btree ("created_at","id") WHERE "goods"."status" = 'on_sale';--> statement-breakpoint
CREATE INDEX "goods_on_sale_rent_idx" ON "goods" USING btree ("lowest_rent","id") WHERE "goods"."status" = 'on_sale';--> statement-breakpoint
CREATE INDEX "goods_on_sale_popular_idx" ON "goods" USING btree ("rented_count","id") WHERE "goods"."status" = 'on_sale';--> statement-breakpoint
CREATE INDEX "stores_listing_idx" ON "stores" USING btree ("featured","rating_tenths","id");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_discount_rate_range" CHECK ("goods"."discount_rate" between 1 and 99);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_rented_count_not_negative" CHECK ("goods"."rented_count" >= 0);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_rating_range" CHECK ("stores"."rating_tenths" between 10 and 50);