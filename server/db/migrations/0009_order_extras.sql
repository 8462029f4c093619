CREATE TABLE "order_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"from_customer_id" integer NOT NULL,
	"to_customer_id" integer NOT NULL,
	"contact" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"level" text NOT NULL,
	"decision" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_records_level_check" CHECK ("risk_records"."level" in ('low', 'medium', 'high')),
	CONSTRAINT "risk_records_decision_check" CHECK ("risk_records"."decision" in ('pass', 'review', 'reject'))
);
--> statement-breakpoint
ALTER TABLE "rental_orders" DROP CONSTRAINT "rental_orders_money_not_negative";--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_line" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_order_items" ADD COLUMN "rent_rate" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "deposit_waived" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_from_customer_id_customers_id_fk" FOREIGN KEY ("from_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_to_customer_id_customers_id_fk" FOREIGN KEY ("to_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_records" ADD CONSTRAINT "risk_records_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_transfers_transfer_no_key" ON "order_transfers" USING btree ("transfer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transfers_from_idempotency_key" ON "order_transfers" USING btree ("from_customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_transfers_order_idx" ON "order_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_records_order_key" ON "risk_records" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_credit_line_not_negative" CHECK ("customers"."credit_line" >= 0);--> statement-breakpoint
ALTER TABLE "rental_orders" ADD CONSTRAINT "rental_orders_money_not_negative" CHECK ("rental_orders"."monthly_rent" >= 0 and "rental_orders"."deposit" >= 0 and "rental_orders"."deposit_waived" >= 0 and "rental_orders"."freight" >= 0 and "rental_orders"."coupon_discount" >= 0 and "rental_orders"."payable" >= 0 and "rental_orders"."total_rent" >= 0);--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" in (1, 2, 3, 4));