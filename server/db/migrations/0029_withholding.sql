CREATE TABLE "withholding_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"method" text NOT NULL,
	"signed_from" text,
	"signed_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "withholding_agreements_method" CHECK ("withholding_agreements"."method" in ('balance'))
);
--> statement-breakpoint
CREATE TABLE "withholding_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withholding_attempts_outcome" CHECK ("withholding_attempts"."outcome" in ('paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "withholding_agreements" ADD CONSTRAINT "withholding_agreements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_attempts" ADD CONSTRAINT "withholding_attempts_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_attempts" ADD CONSTRAINT "withholding_attempts_agreement_id_withholding_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."withholding_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_agreements_no_key" ON "withholding_agreements" USING btree ("agreement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_agreements_one_in_force" ON "withholding_agreements" USING btree ("customer_id") WHERE "withholding_agreements"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_attempts_bill_key" ON "withholding_attempts" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "withholding_attempts_agreement_idx" ON "withholding_attempts" USING btree ("agreement_id");