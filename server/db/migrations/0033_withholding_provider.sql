CREATE TABLE "sandbox_agreements" (
	"agreement_no" text PRIMARY KEY NOT NULL,
	"sign_no" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"single_limit" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_agreements_status_check" CHECK ("sandbox_agreements"."status" in ('pending', 'signed', 'cancelled', 'ended')),
	CONSTRAINT "sandbox_agreements_signed_limit" CHECK ("sandbox_agreements"."status" = 'pending' or "sandbox_agreements"."status" = 'cancelled' or "sandbox_agreements"."single_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "withholding_agreements" DROP CONSTRAINT "withholding_agreements_method";--> statement-breakpoint
ALTER TABLE "withholding_attempts" DROP CONSTRAINT "withholding_attempts_outcome";--> statement-breakpoint
ALTER TABLE "withholding_agreements" ALTER COLUMN "signed_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "agreement_no" text;--> statement-breakpoint
ALTER TABLE "withholding_attempts" ADD COLUMN "trade_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_agreements_sign_no_key" ON "sandbox_agreements" USING btree ("sign_no");--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD CONSTRAINT "sandbox_trades_agreement_no_sandbox_agreements_agreement_no_fk" FOREIGN KEY ("agreement_no") REFERENCES "public"."sandbox_agreements"("agreement_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_attempts" ADD CONSTRAINT "withholding_attempts_trade_id_online_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."online_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_transfers_to_customer_idx" ON "order_transfers" USING btree ("to_customer_id");--> statement-breakpoint
CREATE INDEX "withholding_attempts_pending_idx" ON "withholding_attempts" USING btree ("attempted_at") WHERE "withholding_attempts"."outcome" = 'pending';--> statement-breakpoint
ALTER TABLE "withholding_agreements" ADD CONSTRAINT "withholding_agreements_balance_signed" CHECK ("withholding_agreements"."method" = 'provider' or "withholding_agreements"."signed_at" is not null);--> statement-breakpoint
ALTER TABLE "withholding_agreements" ADD CONSTRAINT "withholding_agreements_method" CHECK ("withholding_agreements"."method" in ('balance', 'provider'));--> statement-breakpoint
ALTER TABLE "withholding_attempts" ADD CONSTRAINT "withholding_attempts_outcome" CHECK ("withholding_attempts"."outcome" in ('pending', 'paid', 'failed'));