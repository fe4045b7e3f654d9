CREATE TABLE "extension_parse_failures" (
	"day" date NOT NULL,
	"marketplace" text NOT NULL,
	"page_kind" text NOT NULL,
	"parser_version" text NOT NULL,
	"reports" integer NOT NULL,
	CONSTRAINT "extension_parse_failures_pk" PRIMARY KEY("day","marketplace","page_kind","parser_version")
);
