import { z } from "zod";
import { amazonDomainSchema, suggestionDepartmentSchema } from "./contract";

/* Request and response shapes of the keyword and ASIN trackers and the backend keywords monitor. */

export const trackerKindSchema = z.enum(["keyword", "asin"]);

/** Amazon ASINs (and ISBN-10s, which books use as their ASIN): ten letters or digits. */
export const asinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{10}$/, "must be an ASIN: 10 letters or digits");

const keywordSchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(80, "must be at most 80 characters");

/** At most this many entries in one add (the web app sends its selection at once). */
export const MAX_ENTRIES_PER_ADD = 50;

export const addKeywordEntriesSchema = z.object({
  entries: z
    .array(
      z.object({
        keyword: keywordSchema,
        domain: amazonDomainSchema,
        department: suggestionDepartmentSchema,
        asin: asinSchema,
      }),
    )
    .min(1, "must list at least one entry")
    .max(MAX_ENTRIES_PER_ADD, `must list at most ${MAX_ENTRIES_PER_ADD} entries`),
});

export const addAsinEntriesSchema = z.object({
  entries: z
    .array(z.object({ asin: asinSchema, domain: amazonDomainSchema }))
    .min(1, "must list at least one entry")
    .max(MAX_ENTRIES_PER_ADD, `must list at most ${MAX_ENTRIES_PER_ADD} entries`),
});

export const updateTrackerEntrySchema = z
  .object({
    paused: z.boolean().optional(),
    alertRankThreshold: z
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(10_000_000, "must be at most 10000000")
      .nullable()
      .optional(),
    alertLeavesFirstPage: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "must change at least one setting");

export const trackerSnapshotSchema = z.object({
  day: z.string(),
  takenAt: z.string(),
  source: z.string(),
  asOf: z.string(),
  /** Keyword entries: the ASIN's 1-based position; null when it was not in the results. */
  position: z.number().int().nullable(),
  /** Keyword entries: the sales rank of the first result. */
  firstResultRank: z.number().int().nullable(),
  /** How many results the marketplace reported, when the source says. */
  resultCount: z.number().int().nullable(),
  salesRank: z.number().int().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  reviewCount: z.number().int().nullable(),
  rating: z.number().nullable(),
});
export type TrackerSnapshot = z.infer<typeof trackerSnapshotSchema>;

const changeSchema = z
  .object({ from: z.number(), to: z.number(), delta: z.number(), sinceDay: z.string() })
  .nullable();

export const trackerEntrySchema = z.object({
  id: z.string(),
  kind: trackerKindSchema,
  keyword: z.string().nullable(),
  asin: z.string(),
  domain: amazonDomainSchema,
  department: suggestionDepartmentSchema.nullable(),
  paused: z.boolean(),
  alertRankThreshold: z.number().int().nullable(),
  alertLeavesFirstPage: z.boolean(),
  createdAt: z.string(),
  /** The minute of the UTC day at which the daily snapshot is taken. */
  slotMinute: z.number().int(),
  latest: trackerSnapshotSchema.nullable(),
  /** The tracked value (keyword: position; ASIN: sales rank) of the last 30 snapshots, oldest first. */
  sparkline: z.array(z.object({ day: z.string(), value: z.number().nullable() })),
  changeSinceYesterday: changeSchema,
  changeSinceLastWeek: changeSchema,
});
export type TrackerEntry = z.infer<typeof trackerEntrySchema>;

export const jobStatusSchema = z.object({
  kind: z.string(),
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const trackerListSchema = z.object({
  kind: trackerKindSchema,
  entries: z.array(trackerEntrySchema),
  limit: z.object({
    used: z.number().int(),
    /** null: no limit; 0: the plan does not include the tracker. */
    max: z.number().int().nullable(),
    upgradeTier: z.string().nullable(),
  }),
  job: jobStatusSchema,
});
export type TrackerList = z.infer<typeof trackerListSchema>;

export const trackerHistorySchema = z.object({
  entry: trackerEntrySchema,
  snapshots: z.array(trackerSnapshotSchema),
});
export type TrackerHistory = z.infer<typeof trackerHistorySchema>;

// --- Backend keywords monitor -----------------------------------------------------------------------

export const createKeywordMonitorSchema = z.object({
  title: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"),
  subtitle: z.string().trim().max(200, "must be at most 200 characters").default(""),
  author: z.string().trim().max(120, "must be at most 120 characters").default(""),
  seeds: z
    .array(z.string().trim().min(1, "must not be empty").max(80, "must be at most 80 characters"))
    .min(1, "must list at least one seed keyword")
    .max(10, "must list at most 10 seed keywords"),
  domain: amazonDomainSchema,
  department: suggestionDepartmentSchema,
});
export type CreateKeywordMonitor = z.input<typeof createKeywordMonitorSchema>;

export const keywordMonitorSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  seeds: z.array(z.string()),
  domain: amazonDomainSchema,
  department: suggestionDepartmentSchema,
  createdAt: z.string(),
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string(),
  /** The seven boxes of the last run; empty before the first. */
  boxes: z.array(z.string()),
  suggestions: z.array(z.string()),
  /** What changed at the last run compared with the one before; null before the second run. */
  lastChange: z
    .object({
      added: z.array(z.string()),
      removed: z.array(z.string()),
      changeRatio: z.number(),
      shifted: z.boolean(),
    })
    .nullable(),
});
export type KeywordMonitor = z.infer<typeof keywordMonitorSchema>;
