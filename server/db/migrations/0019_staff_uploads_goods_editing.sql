ALTER TABLE "uploaded_files" DROP CONSTRAINT "uploaded_files_purpose_check";--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "sys_user_id" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_sys_user_id_sys_users_id_fk" FOREIGN KEY ("sys_user_id") REFERENCES "public"."sys_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_sys_user_idx" ON "uploaded_files" USING btree ("sys_user_id","created_at");--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_one_owner" CHECK (("uploaded_files"."customer_id" is null) <> ("uploaded_files"."sys_user_id" is null));--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_fits_purpose" CHECK (("uploaded_files"."customer_id" is not null) = ("uploaded_files"."purpose" in ('licence', 'service')));--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_purpose_check" CHECK ("uploaded_files"."purpose" in ('licence', 'service', 'goods', 'inspection', 'news', 'carousel', 'store'));