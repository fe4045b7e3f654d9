import * as z from "zod/mini";
import { penNameCountryCodes } from "./data";
import { findFamousAuthor } from "./famous-author";
import { penNameGenders } from "./generate";

/** `GET /api/tools/pen-name` answer. */
export const penNameResultSchema = z.object({
  names: z.array(
    z.object({
      name: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      country: z.string(),
      countryName: z.string(),
      gender: z.enum(penNameGenders.filter((gender) => gender !== "any") as [string, ...string[]]),
    }),
  ),
  initials: z.enum(["none", "one", "two", "middle"]),
  genreRule: z.string(),
  refusedFamous: z.array(z.string()),
});

export const PEN_NAME_FAVOURITES_LIMIT = 100;

/** `POST /api/tools/pen-names/favourites` body: a famous author's name is refused. */
export const penNameFavouriteCreateSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(2, "must be at least 2 characters"),
    z.maxLength(80, "must be at most 80 characters"),
    z.superRefine((name, context) => {
      const famous = findFamousAuthor(name);
      if (famous) {
        context.addIssue({
          code: "custom",
          message: `is the name of the well-known author ${famous}; add a middle name or an initial`,
        });
      }
    }),
    z.describe("The pen name to keep"),
  ),
  country: z
    ._default(z.nullable(z.enum(penNameCountryCodes)), null)
    .check(z.describe("The country whose lists the name came from")),
});
export type PenNameFavouriteCreate = z.input<typeof penNameFavouriteCreateSchema>;

export const penNameFavouriteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type PenNameFavourite = z.infer<typeof penNameFavouriteSchema>;

export const penNameFavouriteListSchema = z.array(penNameFavouriteSchema);
