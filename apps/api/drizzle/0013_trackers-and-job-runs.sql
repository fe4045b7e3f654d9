CREATE TABLE "job_runs" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "keyword_monitor_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitor_id" uuid NOT NULL,
	"month" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"suggestions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_monitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"author" text NOT NULL,
	"seeds" jsonb NOT NULL,
	"domain" text NOT NULL,
	"department" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"boxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_change" jsonb
);
--> statement-breakpoint
CREATE TABLE "tracker_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"keyword" text,
	"asin" text NOT NULL,
	"domain" text NOT NULL,
	"department" text,
	"dedupe_key" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"alert_rank_threshold" integer,
	"alert_leaves_first_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_error_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "tracker_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"day" date NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"position" integer,
	"first_result_rank" integer,
	"result_count" integer,
	"sales_rank" integer,
	"price" double precision,
	"currency" text,
	"review_count" integer,
	"rating" double precision
);
--> statement-breakpoint
ALTER TABLE "keyword_monitor_runs" ADD CONSTRAINT "keyword_monitor_runs_monitor_id_keyword_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."keyword_monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_monitors" ADD CONSTRAINT "keyword_monitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_entries" ADD CONSTRAINT "tracker_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_snapshots" ADD CONSTRAINT "tracker_snapshots_entry_id_tracker_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tracker_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_monitor_runs_month_idx" ON "keyword_monitor_runs" USING btree ("monitor_id","month");--> statement-breakpoint
CREATE INDEX "keyword_monitors_user_idx" ON "keyword_monitors" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_entries_user_dedupe_idx" ON "tracker_entries" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "tracker_entries_user_kind_idx" ON "tracker_entries" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_snapshots_entry_day_idx" ON "tracker_snapshots" USING btree ("entry_id","day");