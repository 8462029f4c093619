CREATE TABLE "invoice_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"freight" integer DEFAULT 0 NOT NULL,
	"period" integer,
	"periods" integer,
	"paid_at" timestamp with time zone NOT NULL,
	"claimed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_request_items_kind_check" CHECK ("invoice_request_items"."kind" in ('rent', 'buyout')),
	CONSTRAINT "invoice_request_items_amount_positive" CHECK ("invoice_request_items"."amount" > 0 and "invoice_request_items"."freight" >= 0 and "invoice_request_items"."freight" <= "invoice_request_items"."amount")
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"type" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"buyer" jsonb NOT NULL,
	"email" text NOT NULL,
	"amount" integer NOT NULL,
	"item_count" integer NOT NULL,
	"invoice_no" text,
	"issued_at" timestamp with time zone,
	"reject_reason" text,
	"reviewed_by" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_requests_type_check" CHECK ("invoice_requests"."type" in (1, 2)),
	CONSTRAINT "invoice_requests_status_range" CHECK ("invoice_requests"."status" between 0 and 2),
	CONSTRAINT "invoice_requests_amount_positive" CHECK ("invoice_requests"."amount" > 0 and "invoice_requests"."item_count" > 0),
	CONSTRAINT "invoice_requests_issued_has_number" CHECK ("invoice_requests"."status" <> 1 or ("invoice_requests"."invoice_no" is not null and "invoice_requests"."issued_at" is not null)),
	CONSTRAINT "invoice_requests_rejected_has_reason" CHECK ("invoice_requests"."status" <> 2 or "invoice_requests"."reject_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"tax_no" text,
	"address" text,
	"telephone" text,
	"bank_name" text,
	"bank_account" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_titles_kind_check" CHECK ("invoice_titles"."kind" in ('person', 'company')),
	CONSTRAINT "invoice_titles_company_tax_no" CHECK ("invoice_titles"."kind" = 'person' or "invoice_titles"."tax_no" is not null)
);
--> statement-breakpoint
CREATE TABLE "vat_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"tax_no" text NOT NULL,
	"address" text,
	"telephone" text,
	"bank_name" text,
	"bank_account" text,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "vat_qualifications_status_range" CHECK ("vat_qualifications"."status" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "invoice_request_items" ADD CONSTRAINT "invoice_request_items_request_id_invoice_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."invoice_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_request_items" ADD CONSTRAINT "invoice_request_items_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_reviewed_by_sys_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sys_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_qualifications" ADD CONSTRAINT "vat_qualifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_qualifications" ADD CONSTRAINT "vat_qualifications_reviewed_by_sys_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sys_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_request_items_request_idx" ON "invoice_request_items" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_request_items_claim_key" ON "invoice_request_items" USING btree ("kind","source_id") WHERE "invoice_request_items"."claimed";--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_request_no_key" ON "invoice_requests" USING btree ("request_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_customer_idempotency_key" ON "invoice_requests" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_invoice_no_key" ON "invoice_requests" USING btree ("invoice_no") WHERE "invoice_requests"."invoice_no" is not null;--> statement-breakpoint
CREATE INDEX "invoice_requests_customer_idx" ON "invoice_requests" USING btree ("customer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invoice_requests_store_idx" ON "invoice_requests" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invoice_titles_customer_idx" ON "invoice_titles" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default_key" ON "invoice_titles" USING btree ("customer_id") WHERE "invoice_titles"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "vat_qualifications_customer_key" ON "vat_qualifications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "vat_qualifications_status_idx" ON "vat_qualifications" USING btree ("status","submitted_at");