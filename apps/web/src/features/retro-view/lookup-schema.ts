import { amazonDomainSchema } from "@inkforge/domain/research/contract";
import { retroViewInputSchema } from "@inkforge/domain/research/deep-view-contract";
import { z } from "zod";
import type { RetroViewQuery } from "@/lib/api/use-research";

/** The lookup form read by Retro View's own contract (loaded on the first submit). */
export const retroFormSchema = z
  .object({ asin: z.string(), domain: amazonDomainSchema, days: z.string() })
  .transform(
    ({ asin, domain, days }): z.input<typeof retroViewInputSchema> => ({
      asin,
      domain,
      days: Number(days),
    }),
  )
  .pipe(retroViewInputSchema) as unknown as z.ZodType<
  RetroViewQuery,
  { asin: string; domain: RetroViewQuery["domain"]; days: string }
>;
