CREATE TABLE "exchange_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"per_eur" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "kdp_figure_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"binding" text NOT NULL,
	"ink" text NOT NULL,
	"bands" jsonb NOT NULL,
	"effective_from" date NOT NULL,
	"source" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "my_books_ad_spend" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"month" text NOT NULL,
	"marketplace" text NOT NULL,
	"asin" text NOT NULL,
	"campaign" text NOT NULL,
	"spend" double precision NOT NULL,
	"sales" double precision NOT NULL,
	"orders" double precision NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_books_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"ads_marketplace" text,
	"status" text NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"layout_id" text,
	"months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "my_books_rates" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"month" text NOT NULL,
	"value" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "my_books_rates_user_id_kind_code_month_pk" PRIMARY KEY("user_id","kind","code","month")
);
--> statement-breakpoint
CREATE TABLE "my_books_rule_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_books_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"month" text NOT NULL,
	"marketplace" text NOT NULL,
	"asin" text NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"units" double precision NOT NULL,
	"kenp_pages" double precision NOT NULL,
	"royalty" double precision NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "my_books_ad_spend" ADD CONSTRAINT "my_books_ad_spend_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_books_ad_spend" ADD CONSTRAINT "my_books_ad_spend_import_id_my_books_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."my_books_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_books_imports" ADD CONSTRAINT "my_books_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_books_rates" ADD CONSTRAINT "my_books_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_books_rule_alerts" ADD CONSTRAINT "my_books_rule_alerts_change_id_kdp_figure_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."kdp_figure_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_books_rule_alerts" ADD CONSTRAINT "my_books_rule_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_books_rule_alerts" ADD CONSTRAINT "my_books_rule_alerts_project_id_book_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."book_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_books_sales" ADD CONSTRAINT "my_books_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_books_sales" ADD CONSTRAINT "my_books_sales_import_id_my_books_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."my_books_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_books_ad_spend_user_month_idx" ON "my_books_ad_spend" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "my_books_imports_user_created_idx" ON "my_books_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "my_books_rule_alerts_once_idx" ON "my_books_rule_alerts" USING btree ("change_id","project_id","marketplace");--> statement-breakpoint
CREATE INDEX "my_books_rule_alerts_user_idx" ON "my_books_rule_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "my_books_sales_user_month_idx" ON "my_books_sales" USING btree ("user_id","month");