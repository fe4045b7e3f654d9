import { amazonDomainSchema, suggestionDepartmentSchema } from "@inkforge/domain/research/contract";
import { deepViewInputSchema } from "@inkforge/domain/research/deep-view-contract";
import { z } from "zod";
import type { DeepViewQuery } from "@/lib/api/use-research";

/**
 * The search form read by Deep View's own contract (loaded on the first submit): a category id
 * from the category finder wins over the keyword, as the address says.
 */
export const deepViewFormSchema = z
  .object({
    keyword: z.string(),
    category: z.string(),
    domain: amazonDomainSchema,
    department: suggestionDepartmentSchema,
  })
  .transform(
    ({ keyword, category, domain, department }): z.input<typeof deepViewInputSchema> =>
      category ? { categoryId: category, domain, department } : { keyword, domain, department },
  )
  .pipe(deepViewInputSchema) as unknown as z.ZodType<
  DeepViewQuery,
  {
    keyword: string;
    category: string;
    domain: DeepViewQuery["domain"];
    department: DeepViewQuery["department"];
  }
>;
