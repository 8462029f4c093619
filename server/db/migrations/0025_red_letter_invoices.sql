-- An invoice outlives its money no more: 待红冲 (3) until the red-letter invoice is recorded, 已红冲 (4)
-- with its number and date, 已撤回 (5) for a request not yet issued; each with why the money went back.
ALTER TABLE "invoice_requests" DROP CONSTRAINT "invoice_requests_status_range";--> statement-breakpoint
ALTER TABLE "invoice_requests" DROP CONSTRAINT "invoice_requests_issued_has_number";--> statement-breakpoint
ALTER TABLE "invoice_requests" DROP CONSTRAINT "invoice_requests_dated_only_when_issued";--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "money_back_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "money_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "red_letter_no" text;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "red_letter_date" date;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "red_lettered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_red_letter_no_key" ON "invoice_requests" USING btree ("red_letter_no") WHERE "invoice_requests"."red_letter_no" is not null;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_money_back_has_reason" CHECK (("invoice_requests"."status" in (3, 4, 5)) = ("invoice_requests"."money_back_reason" is not null and "invoice_requests"."money_back_at" is not null));--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_red_lettered_has_number" CHECK (("invoice_requests"."status" = 4) = ("invoice_requests"."red_letter_no" is not null and "invoice_requests"."red_letter_date" is not null and "invoice_requests"."red_lettered_at" is not null));--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_status_range" CHECK ("invoice_requests"."status" between 0 and 5);--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_issued_has_number" CHECK ("invoice_requests"."status" not in (1, 3, 4) or ("invoice_requests"."invoice_no" is not null and "invoice_requests"."issued_at" is not null));--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_dated_only_when_issued" CHECK ("invoice_requests"."invoice_date" is null or "invoice_requests"."status" in (1, 3, 4));
