DROP INDEX "bill_payments_customer_idempotency_key";--> statement-breakpoint
ALTER TABLE "bill_payments" DROP COLUMN "idempotency_key";