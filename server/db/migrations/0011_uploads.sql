CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "uploaded_files_purpose_check" CHECK ("uploaded_files"."purpose" in ('licence', 'service')),
	CONSTRAINT "uploaded_files_size_positive" CHECK ("uploaded_files"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_key_key" ON "uploaded_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploaded_files_customer_idx" ON "uploaded_files" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_files_unattached_idx" ON "uploaded_files" USING btree ("created_at") WHERE "uploaded_files"."attached_at" is null;