CREATE TABLE "book_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"seed" text NOT NULL,
	"status" text NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"sample" boolean NOT NULL,
	"page_count" integer,
	"file_key" text,
	"file_bytes" integer,
	"preflight" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "book_builds" ADD CONSTRAINT "book_builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_builds_user_created_idx" ON "book_builds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "book_builds_user_status_idx" ON "book_builds" USING btree ("user_id","status");