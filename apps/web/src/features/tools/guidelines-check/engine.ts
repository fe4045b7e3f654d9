import {
  checkGuidelines,
  type GuidelinesCheckInput,
  guidelinesCheckInputSchema,
} from "@inkforge/domain/tools/guidelines-check/guidelines-check";
import * as z from "zod/mini";
import { splitKeywords, type Values } from "./form-values";

/*
 * What the guidelines checker loads after its first paint (decision 0054): the domain's schema
 * and rules, and zod with them.
 */

export { checkGuidelines };

export const guidelinesFormSchema = z.pipe(
  z.transform((raw): unknown => {
    const values = raw as Values;
    return {
      title: values.title,
      author: values.author,
      ...(values.subtitle ? { subtitle: values.subtitle } : {}),
      ...(values.series ? { series: values.series } : {}),
      ...(values.description ? { description: values.description } : {}),
      keywords: splitKeywords(values.keywords),
    };
  }),
  guidelinesCheckInputSchema,
) as unknown as z.ZodMiniType<GuidelinesCheckInput, Values>;
