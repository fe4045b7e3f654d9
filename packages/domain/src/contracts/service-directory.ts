import { z } from "zod";
import {
  type ServiceCategoryName,
  serviceCategoryNames,
  subcategoriesOf,
} from "./service-categories";
import { shownTextSchema } from "./text";

/*
 * The freelance services directory (spec §2.9, issue 29, decision 0135): the providers an
 * operator enters in the console, and the public list the site renders. The categories and their
 * subcategories are fixed by the spec (their copy lives with the page); a category without
 * subcategories keeps its providers in one subcategory of its own name.
 */

export { type ServiceCategoryName, serviceCategoryNames, subcategoriesOf };

const categoryNames = Object.keys(serviceCategoryNames) as [
  ServiceCategoryName,
  ...ServiceCategoryName[],
];

/** `POST /api/admin/service-providers` and `PUT …/{id}`: one provider as the operator enters it. */
export const serviceProviderInputSchema = z
  .object({
    category: z.enum(categoryNames),
    subcategory: z.string().min(1, "must be chosen"),
    name: shownTextSchema({ max: 80 }),
    description: shownTextSchema({ max: 400 }),
    /** The provider's own page on the marketplace (an affiliate parameter is added when shown). */
    link: z.url({ protocol: /^https$/, message: "must be an https:// address" }).max(500),
    rating: z.number().min(0).max(5),
    totalReviews: z.number().int().min(0).max(10_000_000),
    tags: z.array(shownTextSchema({ max: 30 })).max(6),
    /** Only an operator's own check makes a provider "Vetted". */
    vetted: z.boolean(),
  })
  .refine((p) => subcategoriesOf(p.category).includes(p.subcategory), {
    path: ["subcategory"],
    message: "must be one of the category's subcategories",
  });
export type ServiceProviderInput = z.input<typeof serviceProviderInputSchema>;

/** A provider as the public site shows it. */
export const publicServiceProviderSchema = z.object({
  id: z.string(),
  category: z.string(),
  subcategory: z.string(),
  name: z.string(),
  description: z.string(),
  link: z.string(),
  rating: z.number(),
  totalReviews: z.number().int(),
  tags: z.array(z.string()),
  vetted: z.boolean(),
});
export type PublicServiceProvider = z.infer<typeof publicServiceProviderSchema>;
export const publicServiceProvidersSchema = z.object({
  providers: z.array(publicServiceProviderSchema),
});

/** A provider in the console: who vetted it and when, and when it last changed. */
export const consoleServiceProviderSchema = publicServiceProviderSchema.extend({
  vettedBy: z.string().nullable(),
  vettedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ConsoleServiceProvider = z.infer<typeof consoleServiceProviderSchema>;
export const consoleServiceProvidersSchema = z.object({
  providers: z.array(consoleServiceProviderSchema),
});
