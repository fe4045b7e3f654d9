CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"colors" jsonb NOT NULL,
	"countdown" jsonb,
	"countdown_target" timestamp with time zone,
	"cta_button" jsonb NOT NULL,
	"close_button" boolean NOT NULL,
	"auto_show" boolean NOT NULL,
	"trigger_event" text,
	"is_active" boolean NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"features_to_show" jsonb NOT NULL,
	"target_life_time" jsonb NOT NULL,
	"target_upgrade" jsonb NOT NULL
);
--> statement-breakpoint
-- The spec's 2025 campaigns as they were (spec §4, §9; requirements list c), so today the site is in
-- the "after" state and the dev clock can show the "before" one. Windows are [starts_at, ends_at).
INSERT INTO "campaigns" ("id", "kind", "title", "colors", "countdown", "countdown_target", "cta_button", "close_button", "auto_show", "trigger_event", "is_active", "starts_at", "ends_at", "priority") VALUES
('seasonal-sale-2025', 'seasonal-sale', 'Seasonal sale: up to 55% off lifetime plans', '{"background":"#7c2d12","text":"#ffffff"}', NULL, '2025-11-06T17:59:59.999Z', '{"text":"See sale prices","colors":{"background":"#ffffff","text":"#7c2d12"},"link":"/pricing"}', false, true, NULL, true, NULL, '2025-11-06T17:59:59.999Z', 10),
('seasonal-popup-2025', 'seasonal-popup', 'Our seasonal sale ends soon: up to 55% off every lifetime plan', '{"background":"#7c2d12","text":"#ffffff"}', NULL, '2025-11-06T17:59:59.999Z', '{"text":"See sale prices","colors":{"background":"#ea6a0c","text":"#ffffff"},"link":"/pricing"}', true, true, NULL, true, NULL, '2025-11-06T17:59:59.999Z', 10),
('author-page-builder-popup-2025', 'author-page-builder-popup', 'New: the Author Page Builder. Launch price until the countdown ends', '{"background":"#23275a","text":"#ffffff"}', NULL, '2025-11-04T20:59:59.999Z', '{"text":"Build your author page","colors":{"background":"#ea6a0c","text":"#ffffff"},"link":"/author-page-builder"}', true, true, NULL, true, NULL, '2025-11-06T17:59:59.999Z', 10),
('new-member-offer', 'new-member-offer', 'New-member offer: up to 55% off lifetime plans', '{"background":"#23275a","text":"#ffffff"}', NULL, NULL, '{"text":"See my offer","colors":{"background":"#ea6a0c","text":"#ffffff"},"link":"/new-member?tab=lifetime"}', false, true, NULL, true, NULL, NULL, 10),
('promo-banner', 'promo-banner', 'Limited Time Offer: Save up to 55% on our tools!', '{"background":"#23275a","text":"#ffffff"}', '{"hours":72,"minutes":0,"seconds":0}', NULL, '{"text":"Save 55% Now →","colors":{"background":"#ea6a0c","text":"#ffffff"},"link":"/new-member"}', true, false, 'promo-banner:show', true, NULL, NULL, 10);
--> statement-breakpoint
-- Popup sets by ownership (spec §4). Their content is not given by the spec (G-31): each set offers
-- what its owners do not have yet, the next plan up first; `target_upgrade` marks higher plans
-- (the upgrade variant), `target_life_time` the lifetime variant offered to monthly subscribers.
INSERT INTO "popup_sets" ("id", "features_to_show", "target_life_time", "target_upgrade") VALUES
('default', '["pro","masterclass","author-tools-bundle","hot-niches","puzzle-tools-v1","checker-tools"]', '[]', '[]'),
('gen', '["pro","masterclass","author-tools-bundle","checker-tools","hot-niches","creative-bundle"]', '[]', '[]'),
('jm', '["pro","mentorship-group","hot-niches","author-tools-bundle"]', '[]', '[]'),
('jpt', '["puzzle-tools-v2","puzzle-mega-bundle","coloring-book-maker","pro"]', '[]', '["puzzle-mega-bundle"]'),
('jcb', '["pro","template-membership","author-page-builder","masterclass"]', '[]', '[]'),
('tp_m', '["pro-max","masterclass","ultra","hot-niches"]', '["pro-max","ultra"]', '["pro-max","ultra"]'),
('tp_L', '["pro-max","masterclass","ultra","hot-niches"]', '[]', '["pro-max","ultra"]'),
('tpm_m', '["ultra","masterclass","supreme","mentorship-group"]', '["ultra","supreme"]', '["ultra","supreme"]'),
('tpm_l', '["ultra","masterclass","supreme","mentorship-group"]', '[]', '["ultra","supreme"]'),
('tu_m', '["supreme","masterclass","mentorship-group","arc-reviews"]', '["supreme"]', '["supreme"]'),
('tu_l', '["supreme","masterclass","mentorship-group","arc-reviews"]', '[]', '["supreme"]'),
('ts_m', '["masterclass","mentorship-group","template-membership","arc-reviews"]', '[]', '[]'),
('ts_l', '["masterclass","mentorship-group","template-membership","arc-reviews"]', '[]', '[]');
