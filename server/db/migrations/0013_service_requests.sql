CREATE TABLE "service_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_request_events_actor_check" CHECK ("service_request_events"."actor" in ('customer', 'merchant', 'platform'))
);
--> statement-breakpoint
CREATE TABLE "service_request_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_request_messages_author_check" CHECK ("service_request_messages"."author" in ('customer', 'merchant', 'platform'))
);
--> statement-breakpoint
CREATE TABLE "service_request_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"serial_no" text,
	"description" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_requests_status_range" CHECK ("service_requests"."status" between 0 and 4),
	CONSTRAINT "service_requests_kind_check" CHECK ("service_requests"."kind" in ('return', 'replacement', 'repair')),
	CONSTRAINT "service_requests_serial_format" CHECK ("service_requests"."serial_no" is null or "service_requests"."serial_no" ~ '^[A-Z0-9][A-Z0-9-]{3,39}$')
);
--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_messages" ADD CONSTRAINT "service_request_messages_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_photos" ADD CONSTRAINT "service_request_photos_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_photos" ADD CONSTRAINT "service_request_photos_file_key_uploaded_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."uploaded_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_events_request_idx" ON "service_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "service_request_messages_request_idx" ON "service_request_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_request_photos_file_key" ON "service_request_photos" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "service_request_photos_request_idx" ON "service_request_photos" USING btree ("request_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_service_no_key" ON "service_requests" USING btree ("service_no");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_customer_idempotency_key" ON "service_requests" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_open_key" ON "service_requests" USING btree ("order_id","kind",coalesce("serial_no", '')) WHERE "service_requests"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("customer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_store_idx" ON "service_requests" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_order_idx" ON "service_requests" USING btree ("order_id");