CREATE TABLE "sample_phrase_niches" (
	"seed" text NOT NULL,
	"core" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sample_phrase_niches_seed_core_pk" PRIMARY KEY("seed","core")
);
--> statement-breakpoint
CREATE INDEX "sample_phrase_niches_code_idx" ON "sample_phrase_niches" USING btree ("seed","code");