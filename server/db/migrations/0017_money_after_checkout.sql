CREATE TABLE "bill_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"trade_no" text,
	"rent" integer NOT NULL,
	"late_fee" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bill_settlements_method_check" CHECK ("bill_settlements"."method" in ('balance', 'online')),
	CONSTRAINT "bill_settlements_sums" CHECK ("bill_settlements"."rent" >= 0 and "bill_settlements"."late_fee" >= 0 and "bill_settlements"."amount" = "bill_settlements"."rent" + "bill_settlements"."late_fee")
);
--> statement-breakpoint
CREATE TABLE "online_trade_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"rent" integer NOT NULL,
	"late_fee" integer NOT NULL,
	"overdue_days" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "online_trade_bills_money" CHECK ("online_trade_bills"."rent" >= 0 and "online_trade_bills"."late_fee" >= 0 and "online_trade_bills"."overdue_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "buyout_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"deposit_refund" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"trade_no" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyout_payments_method_check" CHECK ("buyout_payments"."method" in ('balance', 'online')),
	CONSTRAINT "buyout_payments_money" CHECK ("buyout_payments"."amount" >= 0 and "buyout_payments"."deposit_refund" >= 0)
);
--> statement-breakpoint
CREATE TABLE "buyout_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"unpaid_rent" integer NOT NULL,
	"unpaid_periods" integer NOT NULL,
	"buyout_price" integer NOT NULL,
	"deposit" integer NOT NULL,
	"gross" integer NOT NULL,
	"deposit_offset" integer NOT NULL,
	"amount_due" integer NOT NULL,
	"deposit_refund" integer NOT NULL,
	"deposit_refund_to" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "buyout_quotes_status_check" CHECK ("buyout_quotes"."status" in ('open', 'paid')),
	CONSTRAINT "buyout_quotes_refund_to_check" CHECK ("buyout_quotes"."deposit_refund_to" in ('balance', 'online', 'none')),
	CONSTRAINT "buyout_quotes_arithmetic" CHECK ("buyout_quotes"."unpaid_rent" >= 0 and "buyout_quotes"."buyout_price" >= 0 and "buyout_quotes"."deposit" >= 0 and "buyout_quotes"."gross" = "buyout_quotes"."unpaid_rent" + "buyout_quotes"."buyout_price" and "buyout_quotes"."deposit_offset" = least("buyout_quotes"."gross", "buyout_quotes"."deposit") and "buyout_quotes"."amount_due" = "buyout_quotes"."gross" - "buyout_quotes"."deposit_offset" and "buyout_quotes"."deposit_refund" = "buyout_quotes"."deposit" - "buyout_quotes"."deposit_offset")
);
--> statement-breakpoint
CREATE TABLE "order_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"renewal_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"months" integer NOT NULL,
	"amount_per_period" integer NOT NULL,
	"total" integer NOT NULL,
	"first_period" integer NOT NULL,
	"last_period" integer NOT NULL,
	"previous_end_date" date NOT NULL,
	"new_end_date" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_renewals_months_positive" CHECK ("order_renewals"."months" > 0),
	CONSTRAINT "order_renewals_periods" CHECK ("order_renewals"."first_period" >= 1 and "order_renewals"."last_period" = "order_renewals"."first_period" + "order_renewals"."months" - 1),
	CONSTRAINT "order_renewals_money" CHECK ("order_renewals"."amount_per_period" >= 0 and "order_renewals"."total" = "order_renewals"."amount_per_period" * "order_renewals"."months")
);
--> statement-breakpoint
ALTER TABLE "bill_payments" DROP CONSTRAINT "bill_payments_amount_not_negative";--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_status_range";--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_amount_not_negative";--> statement-breakpoint
ALTER TABLE "balance_ledger" DROP CONSTRAINT "balance_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "online_refunds" DROP CONSTRAINT "online_refunds_reason_check";--> statement-breakpoint
DROP INDEX "bill_payments_customer_idempotency_key";--> statement-breakpoint
ALTER TABLE "online_refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "online_refunds" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "online_trades" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD COLUMN "settlement_id" integer;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD COLUMN "method" text DEFAULT 'balance' NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD COLUMN "late_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "late_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "overdue_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "trade_no" text;--> statement-breakpoint
ALTER TABLE "online_trades" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_trades" ADD COLUMN "buyout_quote_id" integer;--> statement-breakpoint
ALTER TABLE "bill_settlements" ADD CONSTRAINT "bill_settlements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_trade_bills" ADD CONSTRAINT "online_trade_bills_trade_id_online_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."online_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_trade_bills" ADD CONSTRAINT "online_trade_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_payments" ADD CONSTRAINT "buyout_payments_quote_id_buyout_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."buyout_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_payments" ADD CONSTRAINT "buyout_payments_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_payments" ADD CONSTRAINT "buyout_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_quotes" ADD CONSTRAINT "buyout_quotes_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyout_quotes" ADD CONSTRAINT "buyout_quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_renewals" ADD CONSTRAINT "order_renewals_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_renewals" ADD CONSTRAINT "order_renewals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_settlements_customer_idempotency_key" ON "bill_settlements" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_settlements_trade_no_key" ON "bill_settlements" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "online_trade_bills_trade_idx" ON "online_trade_bills" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_trade_bills_one_open_per_bill" ON "online_trade_bills" USING btree ("bill_id") WHERE "online_trade_bills"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "buyout_payments_quote_key" ON "buyout_payments" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyout_payments_order_key" ON "buyout_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyout_payments_customer_idempotency_key" ON "buyout_payments" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "buyout_payments_trade_no_key" ON "buyout_payments" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "buyout_quotes_quote_no_key" ON "buyout_quotes" USING btree ("quote_no");--> statement-breakpoint
CREATE INDEX "buyout_quotes_order_idx" ON "buyout_quotes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buyout_quotes_one_paid_per_order" ON "buyout_quotes" USING btree ("order_id") WHERE "buyout_quotes"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "order_renewals_renewal_no_key" ON "order_renewals" USING btree ("renewal_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_renewals_customer_idempotency_key" ON "order_renewals" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_renewals_order_idx" ON "order_renewals" USING btree ("order_id","first_period");--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_settlement_id_bill_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."bill_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_buyout_quote_id_buyout_quotes_id_fk" FOREIGN KEY ("buyout_quote_id") REFERENCES "public"."buyout_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_payments_settlement_idx" ON "bill_payments" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_ledger_recharge_trade_key" ON "balance_ledger" USING btree ("trade_no") WHERE "balance_ledger"."kind" = 'recharge';--> statement-breakpoint
CREATE UNIQUE INDEX "online_trades_one_open_topup" ON "online_trades" USING btree ("customer_id") WHERE "online_trades"."status" = 'open' and "online_trades"."purpose" = 'topup';--> statement-breakpoint
ALTER TABLE "bill_payments" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_method_check" CHECK ("bill_payments"."method" in ('balance', 'online'));--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_amount_not_negative" CHECK ("bill_payments"."amount" >= 0 and "bill_payments"."late_fee" >= 0);--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_status_range" CHECK ("bills"."status" between 0 and 5);--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_amount_not_negative" CHECK ("bills"."amount" >= 0 and "bills"."late_fee" >= 0 and "bills"."overdue_days" >= 0);--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_kind_check" CHECK ("balance_ledger"."kind" in ('payment', 'late_fee', 'buyout', 'refund', 'recharge', 'deposit_refund'));--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_reason_check" CHECK ("online_refunds"."reason" in ('unneeded', 'order_closed', 'deposit_refund'));--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_purpose_check" CHECK ("online_trades"."purpose" in ('order', 'bills', 'buyout', 'topup'));--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_purpose_order" CHECK (("online_trades"."purpose" in ('order', 'buyout')) = ("online_trades"."order_id" is not null));--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_purpose_quote" CHECK (("online_trades"."purpose" = 'buyout') = ("online_trades"."buyout_quote_id" is not null));