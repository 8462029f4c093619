-- Money goes back the way it came, everywhere (server/README.md "Money goes back the way it came").
-- Rows written before this migration are described from what they left behind.

-- The sandbox refunds a trade in parts, one row per refund number, as a real provider does.
CREATE TABLE "sandbox_refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_trade_no_sandbox_trades_trade_no_fk" FOREIGN KEY ("trade_no") REFERENCES "public"."sandbox_trades"("trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_trade_idx" ON "sandbox_refunds" USING btree ("trade_no");--> statement-breakpoint
INSERT INTO "sandbox_refunds" ("refund_no", "trade_no", "amount", "created_at")
  SELECT "refund_no", "trade_no", "refunded_amount", "updated_at" FROM "sandbox_trades" WHERE "refund_no" IS NOT NULL AND "refunded_amount" > 0;--> statement-breakpoint
ALTER TABLE "sandbox_trades" DROP COLUMN "refund_no";--> statement-breakpoint

-- Online refunds: a trade may be refunded in parts, each part (claim) once.
ALTER TABLE "online_refunds" DROP CONSTRAINT "online_refunds_reason_check";--> statement-breakpoint
DROP INDEX "online_refunds_trade_no_key";--> statement-breakpoint
ALTER TABLE "online_refunds" ADD COLUMN "claim" text;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD COLUMN "bill_id" integer;--> statement-breakpoint
UPDATE "online_refunds" SET "claim" = CASE "reason" WHEN 'unneeded' THEN 'trade' WHEN 'order_closed' THEN 'payment' ELSE 'deposit' END;--> statement-breakpoint
UPDATE "online_refunds" r SET "reason" = CASE WHEN o."status" = 8 THEN 'buyout' ELSE 'completion' END
  FROM "rental_orders" o WHERE r."reason" = 'deposit_refund' AND o."id" = r."order_id";--> statement-breakpoint
UPDATE "online_refunds" SET "reason" = 'completion' WHERE "reason" = 'deposit_refund';--> statement-breakpoint
ALTER TABLE "online_refunds" ALTER COLUMN "claim" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_trade_claim_key" ON "online_refunds" USING btree ("trade_no","claim");--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_reason_check" CHECK ("online_refunds"."reason" in ('order_closed', 'early_return', 'completion', 'buyout', 'transfer', 'unneeded'));--> statement-breakpoint

-- What each trade has given back so far.
ALTER TABLE "online_trades" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "online_trades" t SET "refunded_amount" = s."total"
  FROM (SELECT "trade_no", sum("amount")::integer AS "total" FROM "online_refunds" GROUP BY "trade_no") s WHERE s."trade_no" = t."trade_no";--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_refund_within_amount" CHECK ("online_trades"."refunded_amount" >= 0 and "online_trades"."refunded_amount" <= "online_trades"."amount");--> statement-breakpoint

-- A change of renting entity records the deposit it gave back and how.
ALTER TABLE "order_transfers" ADD COLUMN "deposit_refund" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD COLUMN "deposit_refund_to" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
UPDATE "order_transfers" t SET "deposit_refund" = l."amount", "deposit_refund_to" = 'balance'
  FROM "balance_ledger" l
  WHERE l."kind" = 'deposit_refund' AND l."customer_id" = t."from_customer_id" AND l."order_id" = t."order_id" AND l."created_at" = t."created_at" AND l."amount" > 0;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_deposit_refund" CHECK ("order_transfers"."deposit_refund" >= 0 and "order_transfers"."deposit_refund_to" in ('balance', 'online', 'none') and ("order_transfers"."deposit_refund" = 0) = ("order_transfers"."deposit_refund_to" = 'none'));--> statement-breakpoint

-- Every refund row of the balance ledger says why.
ALTER TABLE "balance_ledger" ADD COLUMN "refund_cause" text;--> statement-breakpoint
UPDATE "balance_ledger" SET "refund_cause" = CASE WHEN "bill_id" IS NOT NULL THEN 'early_return' ELSE 'order_closed' END WHERE "kind" = 'refund';--> statement-breakpoint
UPDATE "balance_ledger" l SET "refund_cause" = 'transfer'
  FROM "order_transfers" t
  WHERE l."kind" = 'deposit_refund' AND l."customer_id" = t."from_customer_id" AND l."order_id" = t."order_id" AND l."created_at" = t."created_at";--> statement-breakpoint
UPDATE "balance_ledger" l SET "refund_cause" = CASE WHEN o."status" = 8 THEN 'buyout' ELSE 'completion' END
  FROM "rental_orders" o WHERE l."kind" = 'deposit_refund' AND l."refund_cause" IS NULL AND o."id" = l."order_id";--> statement-breakpoint
UPDATE "balance_ledger" SET "refund_cause" = 'completion' WHERE "kind" = 'deposit_refund' AND "refund_cause" IS NULL;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_refund_cause_check" CHECK ("balance_ledger"."refund_cause" in ('order_closed', 'early_return', 'completion', 'buyout', 'transfer', 'unneeded'));--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_refund_has_cause" CHECK (("balance_ledger"."kind" in ('refund', 'deposit_refund')) = ("balance_ledger"."refund_cause" is not null));
