CREATE TABLE "order_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"transfer_id" integer,
	"based_on" text,
	"content" jsonb NOT NULL,
	"signatures" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_documents_kind_check" CHECK ("order_documents"."kind" in ('lease', 'annex', 'transfer')),
	CONSTRAINT "order_documents_sha256_check" CHECK ("order_documents"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "order_documents_transfer_check" CHECK (("order_documents"."kind" = 'transfer') = ("order_documents"."transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_transfer_id_order_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."order_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_no_key" ON "order_documents" USING btree ("document_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_one_lease" ON "order_documents" USING btree ("order_id") WHERE "order_documents"."kind" = 'lease';--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_one_annex" ON "order_documents" USING btree ("order_id") WHERE "order_documents"."kind" = 'annex';--> statement-breakpoint
CREATE UNIQUE INDEX "order_documents_transfer_key" ON "order_documents" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" in (1, 2, 3, 4, 5, 6, 7, 8));