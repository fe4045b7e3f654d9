import { amazonDomainSchema, suggestionDepartmentSchema } from "@inkforge/domain/research/contract";
import {
  addKeywordEntriesSchema,
  asinSchema,
  MAX_ENTRIES_PER_ADD,
  updateTrackerEntrySchema,
} from "@inkforge/domain/research/trackers";
import { z } from "zod";
import { splitList } from "./tracker-api";

/*
 * The trackers' forms read by the trackers' own contract (loaded on the first submit, so zod is
 * not in the page's first load): one sentence per field; for a list, about the first entry that
 * breaks the rule.
 */

const keywordSchema = addKeywordEntriesSchema.shape.entries.element.shape.keyword;

function listOf(item: z.ZodType<string>, noun: string) {
  return z.string().transform((text, ctx) => {
    const words = splitList(text);
    if (words.length === 0) {
      ctx.addIssue({ code: "custom", message: `must list at least one ${noun}` });
      return z.NEVER;
    }
    if (words.length > MAX_ENTRIES_PER_ADD) {
      ctx.addIssue({
        code: "custom",
        message: `must list at most ${MAX_ENTRIES_PER_ADD} at once`,
      });
      return z.NEVER;
    }
    const parsed: string[] = [];
    for (const word of words) {
      const result = item.safeParse(word);
      if (!result.success) {
        ctx.addIssue({
          code: "custom",
          message: `${result.error.issues[0]?.message ?? "must be valid"} ("${word}" is not)`,
        });
        return z.NEVER;
      }
      parsed.push(result.data);
    }
    return parsed;
  });
}

export const keywordAddSchema = z
  .object({
    items: listOf(keywordSchema, "keyword"),
    asin: asinSchema,
    domain: amazonDomainSchema,
    department: suggestionDepartmentSchema,
  })
  .transform(({ items, asin, domain, department }) => ({
    entries: items.map((keyword) => ({ keyword, asin, domain, department })),
  }));

export const asinAddSchema = z
  .object({
    items: listOf(asinSchema, "ASIN"),
    asin: z.string(),
    domain: amazonDomainSchema,
    department: z.string(),
  })
  .transform(({ items, domain }) => ({ entries: items.map((asin) => ({ asin, domain })) }));

/** The alerts form: an empty threshold turns the rank alert off. */
export const alertsFormSchema = z
  .object({
    threshold: z
      .string()
      .trim()
      .transform((text, ctx) => {
        if (text === "") return null;
        const value = Number(text.replaceAll(",", ""));
        if (Number.isNaN(value)) {
          ctx.addIssue({ code: "custom", message: "must be a whole number" });
          return z.NEVER;
        }
        return value;
      })
      .pipe(updateTrackerEntrySchema.shape.alertRankThreshold.unwrap()),
    firstPage: z.enum(["true", "false"]),
  })
  .transform(({ threshold, firstPage }) => ({
    alertRankThreshold: threshold,
    alertLeavesFirstPage: firstPage === "true",
  }));
