CREATE TABLE "order_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"result" text NOT NULL,
	"damage_fee" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"deposit" integer NOT NULL,
	"early_return_fee" integer NOT NULL,
	"deposit_deduction" integer NOT NULL,
	"fee_billed" integer NOT NULL,
	"fee_bill_id" integer,
	"deposit_refund" integer NOT NULL,
	"inspected_by" integer NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"refund_to" text,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_inspections_result_check" CHECK ("order_inspections"."result" in ('pass', 'damaged')),
	CONSTRAINT "order_inspections_refund_to_check" CHECK ("order_inspections"."refund_to" is null or "order_inspections"."refund_to" in ('balance', 'online', 'none')),
	CONSTRAINT "order_inspections_money_not_negative" CHECK ("order_inspections"."damage_fee" >= 0 and "order_inspections"."deposit" >= 0 and "order_inspections"."early_return_fee" >= 0 and "order_inspections"."deposit_deduction" >= 0 and "order_inspections"."fee_billed" >= 0 and "order_inspections"."deposit_refund" >= 0),
	CONSTRAINT "order_inspections_pass_costs_nothing" CHECK ("order_inspections"."result" = 'damaged' or "order_inspections"."damage_fee" = 0),
	CONSTRAINT "order_inspections_deposit_split" CHECK ("order_inspections"."deposit" = "order_inspections"."deposit_deduction" + "order_inspections"."deposit_refund"),
	CONSTRAINT "order_inspections_fees_split" CHECK ("order_inspections"."early_return_fee" + "order_inspections"."damage_fee" = "order_inspections"."deposit_deduction" + "order_inspections"."fee_billed"),
	CONSTRAINT "order_inspections_fee_bill" CHECK (("order_inspections"."fee_billed" > 0) = ("order_inspections"."fee_bill_id" is not null)),
	CONSTRAINT "order_inspections_completed" CHECK (("order_inspections"."completed_at" is null) = ("order_inspections"."refund_to" is null) and ("order_inspections"."completed_at" is null) = ("order_inspections"."completed_by" is null))
);
--> statement-breakpoint
DROP INDEX "bills_order_period_key";--> statement-breakpoint
ALTER TABLE "risk_records" ADD COLUMN "review_outcome" text;--> statement-breakpoint
ALTER TABLE "risk_records" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "risk_records" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "risk_records" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "kind" text DEFAULT 'rent' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_inspections" ADD CONSTRAINT "order_inspections_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inspections" ADD CONSTRAINT "order_inspections_fee_bill_id_bills_id_fk" FOREIGN KEY ("fee_bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inspections" ADD CONSTRAINT "order_inspections_inspected_by_sys_users_id_fk" FOREIGN KEY ("inspected_by") REFERENCES "public"."sys_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inspections" ADD CONSTRAINT "order_inspections_completed_by_sys_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."sys_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_inspections_order_key" ON "order_inspections" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "risk_records" ADD CONSTRAINT "risk_records_reviewed_by_sys_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."sys_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_order_period_key" ON "bills" USING btree ("order_id","kind","period");--> statement-breakpoint
ALTER TABLE "risk_records" ADD CONSTRAINT "risk_records_review_outcome_check" CHECK ("risk_records"."review_outcome" is null or "risk_records"."review_outcome" in ('approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "risk_records" ADD CONSTRAINT "risk_records_review_complete" CHECK (("risk_records"."review_outcome" is null) = ("risk_records"."reviewed_at" is null));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_kind_check" CHECK ("bills"."kind" in ('rent', 'fee'));