CREATE TABLE "page_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_route" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"total_time" bigint NOT NULL,
	"user_id" uuid,
	"unique_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "page_times_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "xp_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"award_id" text NOT NULL,
	"day" text NOT NULL,
	"time_zone" text NOT NULL,
	"slot" integer NOT NULL,
	"points" integer NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_times" ADD CONSTRAINT "page_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_awards" ADD CONSTRAINT "xp_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_times_route_idx" ON "page_times" USING btree ("page_route","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_awards_once_idx" ON "xp_awards" USING btree ("user_id","award_id","day","slot");--> statement-breakpoint
CREATE INDEX "xp_awards_user_day_idx" ON "xp_awards" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "xp_awards_awarded_at_idx" ON "xp_awards" USING btree ("awarded_at");