CREATE TABLE "online_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"subject" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "online_trades_amount_not_negative" CHECK ("online_trades"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_trades_status_check" CHECK ("sandbox_trades"."status" in ('pending', 'paid', 'cancelled', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_trades_trade_no_key" ON "online_trades" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "online_trades_customer_idempotency_key" ON "online_trades" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "online_trades_order_idx" ON "online_trades" USING btree ("order_id","created_at");