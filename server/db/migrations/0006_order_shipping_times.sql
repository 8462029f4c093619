ALTER TABLE "rental_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_orders" ADD COLUMN "rent_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rental_orders_shipped_idx" ON "rental_orders" USING btree ("shipped_at") WHERE "rental_orders"."status" = 3;