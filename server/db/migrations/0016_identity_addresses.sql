CREATE TABLE "customer_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"id_number" text,
	"credit_code" text,
	"legal_person" text,
	"licence_key" text,
	"credit_code_warning" text,
	"provider" text NOT NULL,
	"reject_reason" text,
	"credit_line" integer,
	"decided_by" text,
	"reviewed_by" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "customer_verifications_kind_check" CHECK ("customer_verifications"."kind" in ('person', 'company')),
	CONSTRAINT "customer_verifications_status_check" CHECK ("customer_verifications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "customer_verifications_fields_check" CHECK (("customer_verifications"."kind" = 'person' and "customer_verifications"."id_number" is not null) or ("customer_verifications"."kind" = 'company' and "customer_verifications"."credit_code" is not null and "customer_verifications"."legal_person" is not null and "customer_verifications"."licence_key" is not null)),
	CONSTRAINT "customer_verifications_reject_reason_check" CHECK ("customer_verifications"."status" <> 'rejected' or "customer_verifications"."reject_reason" is not null),
	CONSTRAINT "customer_verifications_credit_line_check" CHECK ("customer_verifications"."credit_line" is null or "customer_verifications"."credit_line" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"detail" text NOT NULL,
	"tag" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_verifications" ADD CONSTRAINT "customer_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_verifications" ADD CONSTRAINT "customer_verifications_reviewed_by_sys_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sys_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_verifications_customer_idx" ON "customer_verifications" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_verifications_status_idx" ON "customer_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_verifications_one_pending" ON "customer_verifications" USING btree ("customer_id") WHERE "customer_verifications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "customer_verifications_id_number_approved" ON "customer_verifications" USING btree ("id_number") WHERE "customer_verifications"."status" = 'approved' and "customer_verifications"."id_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_verifications_credit_code_approved" ON "customer_verifications" USING btree ("credit_code") WHERE "customer_verifications"."status" = 'approved' and "customer_verifications"."credit_code" is not null;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";