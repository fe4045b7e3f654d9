import * as z from "zod/mini";
import { MARKETPLACE_IDS } from "../../kdp/marketplaces";
import { TRIM_IDS } from "../../kdp/trim-sizes";

/*
 * zod/mini, not zod: these schemas run on every calculator page, and the classic API costs about
 * 25 KB of gzip JS in the browser where mini costs about 5 (decision 0054). The API accepts both.
 *
 * Input fields the KDP calculators share. They accept numbers or the strings a query string or a
 * form gives, and every message starts with the field's name as the page labels it.
 */

const blankToUndefined = (value: unknown) =>
  value === "" || value === null || value === undefined ? undefined : value;

type NumberOptions = { min?: number; max?: number; int?: boolean };

const toNumber = (value: unknown) => {
  const blank = blankToUndefined(typeof value === "string" ? value.trim() : value);
  return typeof blank === "string" ? Number(blank) : blank;
};

function numberSchema(label: string, options: NumberOptions) {
  const checks = [];
  if (options.min !== undefined)
    checks.push(z.gte(options.min, { error: `${label} must be at least ${options.min}` }));
  if (options.max !== undefined)
    checks.push(z.lte(options.max, { error: `${label} must be at most ${options.max}` }));
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined ? `${label} is required` : `${label} must be a number`;
  const base = options.int
    ? z.int({
        error: (issue) =>
          issue.input === undefined
            ? `${label} is required`
            : typeof issue.input === "number" && Number.isFinite(issue.input)
              ? Number.isInteger(issue.input)
                ? `${label} is far too large`
                : `${label} must be a whole number`
              : `${label} must be a number`,
      })
    : z.number({ error });
  return checks.length > 0 ? base.check(...checks) : base;
}

/** A number from JSON or text; an empty value is "missing", not 0. */
export function numberField(label: string, options: NumberOptions = {}) {
  return z.pipe(z.transform(toNumber), numberSchema(label, options));
}

export function optionalNumberField(label: string, options: NumberOptions = {}) {
  return z.pipe(z.transform(toNumber), z.optional(numberSchema(label, options)));
}

/** true/false from JSON, or "true"/"false"/"on"/"1"/"0" from a query string. */
export function flagField(label: string) {
  const toFlag = (value: unknown) => {
    if (value === "" || value === undefined || value === null) return undefined;
    if (value === "true" || value === "on" || value === "1") return true;
    if (value === "false" || value === "off" || value === "0") return false;
    return value;
  };
  return z.pipe(
    z.transform(toFlag),
    z.optional(z.boolean({ error: `${label} must be true or false` })),
  );
}

export const marketplaceField = z.enum(MARKETPLACE_IDS, {
  error: `Marketplace must be one of ${MARKETPLACE_IDS.join(", ")}`,
});
export const bookFormatField = z.enum(["ebook", "paperback", "hardcover"], {
  error: "Format must be ebook, paperback or hardcover",
});
export const inkField = z.enum(["black", "standard-color", "premium-color"], {
  error: "Ink must be black, standard-color or premium-color",
});
export const paperStockField = z.enum(["white", "cream"], {
  error: "Paper must be white or cream",
});
export const trimField = z.enum(TRIM_IDS, {
  error: "Trim size must be one of KDP's trim sizes, e.g. 6x9",
});
