CREATE TABLE "offers_off_sale" (
	"offer_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"taken_off_by" uuid,
	"taken_off_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"link" text NOT NULL,
	"rating" real NOT NULL,
	"total_reviews" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"vetted_by" uuid,
	"vetted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers_off_sale" ADD CONSTRAINT "offers_off_sale_taken_off_by_users_id_fk" FOREIGN KEY ("taken_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_vetted_by_users_id_fk" FOREIGN KEY ("vetted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_providers_category_idx" ON "service_providers" USING btree ("category","subcategory");