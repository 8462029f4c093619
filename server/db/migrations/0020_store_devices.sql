CREATE TABLE "store_device_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_device_events_state_check" CHECK ("store_device_events"."to_state" in ('inStock', 'rented', 'repair', 'sold', 'scrapped') and ("store_device_events"."from_state" is null or "store_device_events"."from_state" in ('inStock', 'rented', 'repair', 'sold', 'scrapped'))),
	CONSTRAINT "store_device_events_reason_check" CHECK ("store_device_events"."reason" in ('added', 'imported', 'adopted', 'manual', 'shipped', 'returned', 'boughtOut', 'replacedOut', 'replacedIn')),
	CONSTRAINT "store_device_events_actor_check" CHECK ("store_device_events"."actor_kind" in ('sys', 'system', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "store_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"serial_no" text NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_devices_serial_format" CHECK ("store_devices"."serial_no" ~ '^[A-Z0-9][A-Z0-9-]{3,39}$'),
	CONSTRAINT "store_devices_state_check" CHECK ("store_devices"."state" in ('inStock', 'rented', 'repair', 'sold', 'scrapped')),
	CONSTRAINT "store_devices_note_length" CHECK (char_length("store_devices"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "rental_devices" ADD COLUMN "store_device_id" integer;--> statement-breakpoint
ALTER TABLE "store_device_events" ADD CONSTRAINT "store_device_events_device_id_store_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."store_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_device_events" ADD CONSTRAINT "store_device_events_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_devices" ADD CONSTRAINT "store_devices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_devices" ADD CONSTRAINT "store_devices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_devices" ADD CONSTRAINT "store_devices_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_device_events_device_idx" ON "store_device_events" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "store_device_events_order_idx" ON "store_device_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_devices_serial_key" ON "store_devices" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "store_devices_store_state_idx" ON "store_devices" USING btree ("store_id","state");--> statement-breakpoint
CREATE INDEX "store_devices_sku_state_idx" ON "store_devices" USING btree ("sku_id","state","updated_at");--> statement-breakpoint
ALTER TABLE "rental_devices" ADD CONSTRAINT "rental_devices_store_device_id_store_devices_id_fk" FOREIGN KEY ("store_device_id") REFERENCES "public"."store_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_devices_store_device_idx" ON "rental_devices" USING btree ("store_device_id");