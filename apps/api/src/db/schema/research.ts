import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Answers of the research sources, kept for a while (decision 0063) so a repeated prefix or
 * search neither spends a source's quota nor waits on it. `key` names the question (source,
 * kind, marketplace, department, text); `asOf` is the instant the source observed the data, kept
 * so a cached answer is labelled with when it was true, not when it was read back.
 */
export const researchCache = pgTable(
  "research_cache",
  {
    key: text("key").primaryKey(),
    source: text("source").notNull(),
    payload: jsonb("payload").notNull(),
    asOf: timestamp("as_of", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("research_cache_expires_idx").on(table.expiresAt)],
);

/** A user's research runs, newest first on the page ("recent searches"). */
export const researchSearches = pgTable(
  "research_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The catalogue tool id: "search-suggestions" | "reverse-product-lookup". */
    tool: text("tool").notNull(),
    /** The request as sent, e.g. { seed, domain, department }. */
    query: jsonb("query").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("research_searches_user_tool_idx").on(table.userId, table.tool, table.createdAt),
  ],
);

/**
 * The phrases the offline sample market has generated a niche for (decision 0093). A generated
 * book's ASIN carries only a five-character code of its niche's core, so reading the ASIN back
 * needs the cores seen; kept here, written once per core, so a restart forgets none of them.
 */
export const samplePhraseNiches = pgTable(
  "sample_phrase_niches",
  {
    /** The sample market's seed: another seed stocks other books under the same core. */
    seed: text("seed").notNull(),
    /** The normalized words the niche is about ("sourdough bread"). */
    core: text("core").notNull(),
    /** The niche's part of its ASINs: "B0" + code + three characters of the book. */
    code: text("code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.seed, table.core] }),
    index("sample_phrase_niches_code_idx").on(table.seed, table.code),
  ],
);
