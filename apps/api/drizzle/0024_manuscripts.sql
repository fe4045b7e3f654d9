CREATE TABLE "manuscript_section_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"doc" jsonb NOT NULL,
	"word_count" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manuscript_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"manuscript_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"word_count" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manuscripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"word_goal" integer,
	"copyright_holder" text DEFAULT '' NOT NULL,
	"isbn" text DEFAULT '' NOT NULL,
	"print_contents" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manuscript_section_versions" ADD CONSTRAINT "manuscript_section_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_section_versions" ADD CONSTRAINT "manuscript_section_versions_section_id_manuscript_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."manuscript_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_sections" ADD CONSTRAINT "manuscript_sections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscript_sections" ADD CONSTRAINT "manuscript_sections_manuscript_id_manuscripts_id_fk" FOREIGN KEY ("manuscript_id") REFERENCES "public"."manuscripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manuscripts" ADD CONSTRAINT "manuscripts_project_id_book_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."book_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manuscript_section_versions_idx" ON "manuscript_section_versions" USING btree ("section_id","version");--> statement-breakpoint
CREATE INDEX "manuscript_sections_manuscript_idx" ON "manuscript_sections" USING btree ("manuscript_id","position");--> statement-breakpoint
CREATE INDEX "manuscript_sections_user_idx" ON "manuscript_sections" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manuscripts_project_idx" ON "manuscripts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "manuscripts_user_updated_idx" ON "manuscripts" USING btree ("user_id","updated_at");