CREATE TABLE "balance_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"bill_id" integer,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_ledger_balance_after_not_negative" CHECK ("balance_ledger"."balance_after" >= 0),
	CONSTRAINT "balance_ledger_kind_check" CHECK ("balance_ledger"."kind" in ('payment', 'refund', 'recharge', 'deposit_refund'))
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"period" integer NOT NULL,
	"periods" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bills_status_range" CHECK ("bills"."status" between 0 and 3),
	CONSTRAINT "bills_period_range" CHECK ("bills"."period" >= 1 and "bills"."period" <= "bills"."periods"),
	CONSTRAINT "bills_amount_not_negative" CHECK ("bills"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"term_months" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_lines_quantity_positive" CHECK ("cart_lines"."quantity" > 0),
	CONSTRAINT "cart_lines_term_positive" CHECK ("cart_lines"."term_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_history_actor_kind_check" CHECK ("order_history"."actor_kind" in ('customer', 'sys', 'system'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_trade_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount" >= 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('balance', 'online')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "rental_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"goods_name" text NOT NULL,
	"sku_name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"config" jsonb NOT NULL,
	"term_months" integer NOT NULL,
	"monthly_rent" integer NOT NULL,
	"deposit" integer NOT NULL,
	"buyout_price" integer NOT NULL,
	"freight" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "rental_order_items_quantity_positive" CHECK ("rental_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "rental_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"term_months" integer NOT NULL,
	"address" jsonb NOT NULL,
	"invoice" jsonb,
	"monthly_rent" integer NOT NULL,
	"deposit" integer NOT NULL,
	"freight" integer NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"payable" integer NOT NULL,
	"total_rent" integer NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rental_orders_status_range" CHECK ("rental_orders"."status" between 0 and 10),
	CONSTRAINT "rental_orders_term_positive" CHECK ("rental_orders"."term_months" > 0),
	CONSTRAINT "rental_orders_money_not_negative" CHECK ("rental_orders"."monthly_rent" >= 0 and "rental_orders"."deposit" >= 0 and "rental_orders"."freight" >= 0 and "rental_orders"."coupon_discount" >= 0 and "rental_orders"."payable" >= 0 and "rental_orders"."total_rent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_order_items" ADD CONSTRAINT "rental_order_items_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_order_items" ADD CONSTRAINT "rental_order_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_order_items" ADD CONSTRAINT "rental_order_items_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_coupon_id_customer_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."customer_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_ledger_customer_idx" ON "balance_ledger" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_order_period_key" ON "bills" USING btree ("order_id","period");--> statement-breakpoint
CREATE INDEX "bills_due_idx" ON "bills" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_customer_sku_term_key" ON "cart_lines" USING btree ("customer_id","sku_id","term_months");--> statement-breakpoint
CREATE INDEX "customer_notifications_customer_idx" ON "customer_notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_customer_idempotency_key" ON "payments" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_trade_no_key" ON "payments" USING btree ("provider_trade_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_succeeded_key" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "rental_order_items_order_idx" ON "rental_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_orders_order_no_key" ON "rental_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_orders_customer_idempotency_key" ON "rental_orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "rental_orders_customer_idx" ON "rental_orders" USING btree ("customer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "rental_orders_store_idx" ON "rental_orders" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "rental_orders_unpaid_deadline_idx" ON "rental_orders" USING btree ("pay_deadline") WHERE "rental_orders"."status" = 0;