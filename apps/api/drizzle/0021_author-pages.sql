CREATE TABLE "author_page_daily_stats" (
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "author_page_daily_stats_page_id_day_event_target_pk" PRIMARY KEY("page_id","day","event","target")
);
--> statement-breakpoint
CREATE TABLE "author_page_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"page_id" uuid NOT NULL,
	"retired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "author_page_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"email" text NOT NULL,
	"confirm_token" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmation_sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "author_page_subscribers_confirm_token_unique" UNIQUE("confirm_token"),
	CONSTRAINT "author_page_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "author_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "author_pages_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "author_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "author_page_daily_stats" ADD CONSTRAINT "author_page_daily_stats_page_id_author_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."author_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_page_slugs" ADD CONSTRAINT "author_page_slugs_page_id_author_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."author_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_page_subscribers" ADD CONSTRAINT "author_page_subscribers_page_id_author_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."author_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_pages" ADD CONSTRAINT "author_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_page_slugs_page_idx" ON "author_page_slugs" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "author_page_subscribers_page_email_idx" ON "author_page_subscribers" USING btree ("page_id","email");