CREATE TABLE "online_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "online_refunds_amount_positive" CHECK ("online_refunds"."amount" > 0),
	CONSTRAINT "online_refunds_reason_check" CHECK ("online_refunds"."reason" in ('unneeded', 'order_closed')),
	CONSTRAINT "online_refunds_status_check" CHECK ("online_refunds"."status" in ('pending', 'succeeded'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_trades" DROP CONSTRAINT "sandbox_trades_status_check";--> statement-breakpoint
ALTER TABLE "online_trades" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_trades" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_trades" ADD COLUMN "provider_closed_at" timestamp with time zone;--> statement-breakpoint
-- Trades opened before trade states existed: a recorded payment says paid or refunded; of the rest,
-- only the newest trade of a still unpaid order stays open (the one-open-trade index below needs
-- it), the others are closed here and the scheduler closes them at the provider.
UPDATE "online_trades" SET "status" = CASE WHEN "payments"."status" = 'refunded' THEN 'refunded' ELSE 'paid' END
FROM "payments" WHERE "payments"."provider_trade_no" = "online_trades"."trade_no";--> statement-breakpoint
UPDATE "online_trades" SET "status" = 'closed', "closed_at" = "online_trades"."created_at"
WHERE "online_trades"."status" = 'open' AND (
	NOT EXISTS (SELECT 1 FROM "rental_orders" WHERE "rental_orders"."id" = "online_trades"."order_id" AND "rental_orders"."status" = 0)
	OR EXISTS (SELECT 1 FROM "online_trades" AS "newer" WHERE "newer"."order_id" = "online_trades"."order_id" AND ("newer"."created_at", "newer"."id") > ("online_trades"."created_at", "online_trades"."id"))
);--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_refund_no_key" ON "online_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_trade_no_key" ON "online_refunds" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "online_refunds_order_idx" ON "online_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "online_refunds_pending_idx" ON "online_refunds" USING btree ("created_at") WHERE "online_refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "online_trades_one_open_per_order" ON "online_trades" USING btree ("order_id") WHERE "online_trades"."status" = 'open';--> statement-breakpoint
CREATE INDEX "online_trades_closing_idx" ON "online_trades" USING btree ("closed_at") WHERE "online_trades"."status" = 'closed' and "online_trades"."provider_closed_at" is null;--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_status_check" CHECK ("online_trades"."status" in ('open', 'closed', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD CONSTRAINT "sandbox_trades_refund_within_amount" CHECK ("sandbox_trades"."refunded_amount" >= 0 and "sandbox_trades"."refunded_amount" <= "sandbox_trades"."amount");--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD CONSTRAINT "sandbox_trades_status_check" CHECK ("sandbox_trades"."status" in ('pending', 'paid', 'cancelled', 'closed', 'refunded'));