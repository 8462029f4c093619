CREATE TABLE "order_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"upgrade_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"from_sku_id" integer NOT NULL,
	"from_goods_name" text NOT NULL,
	"from_sku_name" text NOT NULL,
	"from_unit_rent" integer NOT NULL,
	"from_unit_deposit" integer NOT NULL,
	"to_goods_id" integer NOT NULL,
	"to_sku_id" integer NOT NULL,
	"to_goods_name" text NOT NULL,
	"to_sku_name" text NOT NULL,
	"to_image" text DEFAULT '' NOT NULL,
	"to_config" jsonb NOT NULL,
	"to_unit_rent" integer NOT NULL,
	"to_unit_deposit" integer NOT NULL,
	"to_buyout_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"monthly_rent_before" integer NOT NULL,
	"monthly_rent_after" integer NOT NULL,
	"deposit_top_up" integer NOT NULL,
	"upgrade_fee" integer NOT NULL,
	"coupon_id" integer,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"amount_due" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"paid_by" text,
	"payment_key" text,
	"trade_no" text,
	"paid_at" timestamp with time zone,
	"decided_by" integer,
	"reject_reason" text,
	"carrier" text,
	"waybill_no" text,
	"new_serials" text[] DEFAULT '{}'::text[] NOT NULL,
	"old_serials" text[] DEFAULT '{}'::text[] NOT NULL,
	"swap_day" text,
	"periods_rewritten" integer DEFAULT 0 NOT NULL,
	"return_carrier" text,
	"return_waybill_no" text,
	"inspection_result" text,
	"damage_fee" integer DEFAULT 0 NOT NULL,
	"damage_from_deposit" integer DEFAULT 0 NOT NULL,
	"damage_billed" integer DEFAULT 0 NOT NULL,
	"fee_bill_id" integer,
	"inspection_remark" text DEFAULT '' NOT NULL,
	"inspection_photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_upgrades_status_check" CHECK ("order_upgrades"."status" in ('unpaid', 'pending', 'approved', 'shipped', 'swapped', 'returning', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "order_upgrades_quantity_positive" CHECK ("order_upgrades"."quantity" > 0),
	CONSTRAINT "order_upgrades_money_not_negative" CHECK ("order_upgrades"."deposit_top_up" >= 0 and "order_upgrades"."upgrade_fee" >= 0 and "order_upgrades"."coupon_discount" >= 0 and "order_upgrades"."amount_due" >= 0 and "order_upgrades"."damage_fee" >= 0 and "order_upgrades"."damage_from_deposit" >= 0 and "order_upgrades"."damage_billed" >= 0),
	CONSTRAINT "order_upgrades_amount_split" CHECK ("order_upgrades"."amount_due" = "order_upgrades"."deposit_top_up" + "order_upgrades"."upgrade_fee" - "order_upgrades"."coupon_discount"),
	CONSTRAINT "order_upgrades_damage_split" CHECK ("order_upgrades"."damage_fee" = "order_upgrades"."damage_from_deposit" + "order_upgrades"."damage_billed"),
	CONSTRAINT "order_upgrades_paid_by_check" CHECK ("order_upgrades"."paid_by" is null or "order_upgrades"."paid_by" in ('balance', 'online')),
	CONSTRAINT "order_upgrades_online_has_trade" CHECK (("order_upgrades"."paid_by" = 'online') = ("order_upgrades"."trade_no" is not null))
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" DROP CONSTRAINT "balance_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "balance_ledger" DROP CONSTRAINT "balance_ledger_refund_cause_check";--> statement-breakpoint
ALTER TABLE "online_refunds" DROP CONSTRAINT "online_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "online_trades" DROP CONSTRAINT "online_trades_purpose_check";--> statement-breakpoint
ALTER TABLE "online_trades" DROP CONSTRAINT "online_trades_purpose_order";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "upgrade_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_trades" ADD COLUMN "upgrade_id" integer;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_order_id_rental_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rental_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_order_item_id_rental_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."rental_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_from_sku_id_goods_skus_id_fk" FOREIGN KEY ("from_sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_to_goods_id_goods_id_fk" FOREIGN KEY ("to_goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_to_sku_id_goods_skus_id_fk" FOREIGN KEY ("to_sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_coupon_id_customer_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."customer_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_upgrades" ADD CONSTRAINT "order_upgrades_fee_bill_id_bills_id_fk" FOREIGN KEY ("fee_bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_upgrades_upgrade_no_key" ON "order_upgrades" USING btree ("upgrade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_upgrades_customer_idempotency_key" ON "order_upgrades" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_upgrades_payment_key" ON "order_upgrades" USING btree ("customer_id","payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_upgrades_one_live_per_order" ON "order_upgrades" USING btree ("order_id") WHERE "order_upgrades"."status" not in ('completed', 'rejected', 'cancelled');--> statement-breakpoint
CREATE INDEX "order_upgrades_order_idx" ON "order_upgrades" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_upgrade_id_order_upgrades_id_fk" FOREIGN KEY ("upgrade_id") REFERENCES "public"."order_upgrades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_upgrade_fee_not_negative" CHECK ("stores"."upgrade_fee" >= 0);--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_kind_check" CHECK ("balance_ledger"."kind" in ('payment', 'late_fee', 'buyout', 'upgrade', 'refund', 'recharge', 'deposit_refund'));--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_refund_cause_check" CHECK ("balance_ledger"."refund_cause" in ('order_closed', 'early_return', 'completion', 'buyout', 'transfer', 'upgrade_rejected', 'unneeded'));--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_reason_check" CHECK ("online_refunds"."reason" in ('order_closed', 'early_return', 'completion', 'buyout', 'transfer', 'upgrade_rejected', 'unneeded'));--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_purpose_upgrade" CHECK (("online_trades"."purpose" = 'upgrade') = ("online_trades"."upgrade_id" is not null));--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_purpose_check" CHECK ("online_trades"."purpose" in ('order', 'bills', 'buyout', 'upgrade', 'topup'));--> statement-breakpoint
ALTER TABLE "online_trades" ADD CONSTRAINT "online_trades_purpose_order" CHECK (("online_trades"."purpose" in ('order', 'buyout', 'upgrade')) = ("online_trades"."order_id" is not null));