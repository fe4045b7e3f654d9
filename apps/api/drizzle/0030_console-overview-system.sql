CREATE TABLE "integration_health" (
	"name" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "ops_daily_counts" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "ops_daily_counts_day_metric_pk" PRIMARY KEY("day","metric")
);
--> statement-breakpoint
CREATE INDEX "page_times_start_idx" ON "page_times" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "payment_events_type_received_idx" ON "payment_events" USING btree ("type","received_at");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","product_id","interval","order_id");