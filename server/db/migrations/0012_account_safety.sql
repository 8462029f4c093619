CREATE TABLE "bill_due_reminders" (
	"bill_id" integer PRIMARY KEY NOT NULL,
	"notification_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"method" text NOT NULL,
	"success" boolean NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_records_method_check" CHECK ("login_records"."method" in ('password', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "bill_due_reminders" ADD CONSTRAINT "bill_due_reminders_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_due_reminders" ADD CONSTRAINT "bill_due_reminders_notification_id_customer_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."customer_notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_records" ADD CONSTRAINT "login_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_records_customer_at_idx" ON "login_records" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "login_records_at_idx" ON "login_records" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_key" ON "sessions" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" in (1, 2, 3, 4, 5, 6));