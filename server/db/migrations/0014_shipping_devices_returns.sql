CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"waybill_no" text NOT NULL,
	"address" jsonb NOT NULL,
	"days_since_receipt" integer NOT NULL,
	"no_reason_return" boolean NOT NULL,
	"cancelled_periods" integer NOT NULL,
	"rent_not_yet_due" integer NOT NULL,
	"early_return_fee" integer NOT NULL,
	"fee_from_deposit" integer NOT NULL,
	"fee_to_pay" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_returns_money_not_negative" CHECK ("order_returns"."rent_not_yet_due" >= 0 and "order_returns"."early_return_fee" >= 0 and "order_returns"."fee_from_deposit" >= 0 and "order_returns"."fee_to_pay" >= 0 and "order_returns"."cancelled_periods" >= 0 and "order_returns"."days_since_receipt" >= 0),
	CONSTRAINT "order_returns_fee_split" CHECK ("order_returns"."early_return_fee" = "order_returns"."fee_from_deposit" + "order_returns"."fee_to_pay")
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"waybill_no" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"shipped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_shipments_actor_kind_check" CHECK ("order_shipments"."actor_kind" in ('sys', 'system'))
);
--> statement-breakpoint
CREATE TABLE "rental_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"serial_no" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"release_reason" text,
	CONSTRAINT "rental_devices_serial_format" CHECK ("rental_devices"."serial_no" ~ '^[A-Z0-9][A-Z0-9-]{3,39}$'),
	CONSTRAINT "rental_devices_release_reason" CHECK (("rental_devices"."released_at" is null) = ("rental_devices"."release_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_status_range";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "return_address" jsonb;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_devices" ADD CONSTRAINT "rental_devices_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_devices" ADD CONSTRAINT "rental_devices_order_item_id_rental_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."rental_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_devices" ADD CONSTRAINT "rental_devices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_devices" ADD CONSTRAINT "rental_devices_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_order_key" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_order_key" ON "order_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_devices_live_serial_key" ON "rental_devices" USING btree ("serial_no") WHERE "rental_devices"."released_at" is null;--> statement-breakpoint
CREATE INDEX "rental_devices_serial_idx" ON "rental_devices" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "rental_devices_order_idx" ON "rental_devices" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_status_range" CHECK ("bills"."status" between 0 and 4);