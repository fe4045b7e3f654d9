CREATE TABLE "hot_niche_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"domain" text NOT NULL,
	"candidates" integer NOT NULL,
	"scored" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_niches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"keyword" text NOT NULL,
	"department" text NOT NULL,
	"score" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"result_count" integer,
	"median_rank" integer NOT NULL,
	"median_reviews" integer NOT NULL,
	"median_price" double precision,
	"daily_at_median" jsonb,
	"young_count" integer NOT NULL,
	"young_known" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_niches" ADD CONSTRAINT "hot_niches_run_id_hot_niche_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."hot_niche_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hot_niche_runs_week_idx" ON "hot_niche_runs" USING btree ("week");--> statement-breakpoint
CREATE INDEX "hot_niche_runs_computed_idx" ON "hot_niche_runs" USING btree ("computed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_niches_run_rank_idx" ON "hot_niches" USING btree ("run_id","rank");