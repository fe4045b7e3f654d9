CREATE TABLE "time_zone_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"previous_time_zone" text,
	"time_zone" text NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "time_zone_changes" ADD CONSTRAINT "time_zone_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_zone_changes_user_idx" ON "time_zone_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Accounts that already earned points keep the zone their newest award was counted in (decision 0079).
UPDATE "users" SET "time_zone" = (SELECT "time_zone" FROM "xp_awards" WHERE "xp_awards"."user_id" = "users"."id" ORDER BY "awarded_at" DESC LIMIT 1) WHERE "time_zone" IS NULL;
