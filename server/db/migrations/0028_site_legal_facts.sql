CREATE TABLE "site_legal_facts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"icp_record" text NOT NULL,
	"police_record" text DEFAULT '' NOT NULL,
	"telecom_licence" text DEFAULT '' NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"registered_address" text NOT NULL,
	"legal_representative" text NOT NULL,
	"business_scope" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "site_legal_facts_one_row" CHECK ("site_legal_facts"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "site_legal_facts" ADD CONSTRAINT "site_legal_facts_updated_by_sys_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_users"("id") ON DELETE set null ON UPDATE no action;