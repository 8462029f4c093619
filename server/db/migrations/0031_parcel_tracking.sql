CREATE TABLE "parcel_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"leg" text NOT NULL,
	"carrier" text NOT NULL,
	"waybill_no" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parcel_signatures_leg_check" CHECK ("parcel_signatures"."leg" in ('shipment', 'return'))
);
--> statement-breakpoint
ALTER TABLE "parcel_signatures" ADD CONSTRAINT "parcel_signatures_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_signatures_order_leg_key" ON "parcel_signatures" USING btree ("order_id","leg");