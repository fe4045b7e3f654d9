import "server-only";
import type { CoverTemplate } from "@inkforge/domain/tools/cover-template/cover-template";
import { readSearchParamValues } from "@/lib/forms/query-values";
import { computeCoverTemplate, coverTemplateFormSchema } from "./engine";
import { COVER_TEMPLATE_DEFAULTS } from "./form-values";

/**
 * The template for the URL's values, computed on the server so the first paint holds the result
 * the browser will compute once its engine has loaded: the panel no longer appears after the
 * paint and pushes the page down (CLS 0.14; decision 0087). Null for values the form refuses.
 */
export function computeInitialCoverTemplate(
  searchParams: Record<string, string | string[] | undefined>,
): CoverTemplate | null {
  const parsed = coverTemplateFormSchema.safeParse(
    readSearchParamValues(searchParams, COVER_TEMPLATE_DEFAULTS),
  );
  return parsed.success ? computeCoverTemplate(parsed.data) : null;
}
