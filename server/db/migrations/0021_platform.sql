ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "merchant_applications" DROP CONSTRAINT "merchant_applications_status_check";--> statement-breakpoint
ALTER TABLE "sys_users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "sys_user_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reviewed_by_sys_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sys_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_sys_user_id_sys_users_id_fk" FOREIGN KEY ("sys_user_id") REFERENCES "public"."sys_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_users_store_idx" ON "sys_users" USING btree ("store_id");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" in (1, 2, 3, 4, 5, 6, 7));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_status_check" CHECK ("stores"."status" in ('open', 'closed'));--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_status_check" CHECK ("merchant_applications"."status" in ('pending', 'contacted', 'approved', 'rejected', 'closed'));