ALTER TABLE "kdp_figure_changes" ALTER COLUMN "region" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kdp_figure_changes" ALTER COLUMN "binding" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kdp_figure_changes" ALTER COLUMN "ink" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kdp_figure_changes" ALTER COLUMN "bands" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kdp_figure_changes" ADD COLUMN "figure" text DEFAULT 'print-cost' NOT NULL;--> statement-breakpoint
ALTER TABLE "kdp_figure_changes" ADD COLUMN "marketplace" text;--> statement-breakpoint
ALTER TABLE "kdp_figure_changes" ADD COLUMN "value" double precision;