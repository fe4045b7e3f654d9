CREATE TABLE "pen_name_favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pen_name_favourites" ADD CONSTRAINT "pen_name_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pen_name_favourites_user_name_idx" ON "pen_name_favourites" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "pen_name_favourites_user_created_idx" ON "pen_name_favourites" USING btree ("user_id","created_at");