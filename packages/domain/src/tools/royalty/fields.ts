import { z } from "zod";
import { MARKETPLACE_IDS } from "../../kdp/marketplaces";
import { TRIM_IDS } from "../../kdp/trim-sizes";

/*
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
  let schema = z.number({
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be a number`,
  });
  if (options.int) schema = schema.int({ error: `${label} must be a whole number` });
  if (options.min !== undefined)
    schema = schema.min(options.min, { error: `${label} must be at least ${options.min}` });
  if (options.max !== undefined)
    schema = schema.max(options.max, { error: `${label} must be at most ${options.max}` });
  return schema;
}

/** A number from JSON or text; an empty value is "missing", not 0. */
export function numberField(label: string, options: NumberOptions = {}) {
  return z.preprocess(toNumber, numberSchema(label, options));
}

export function optionalNumberField(label: string, options: NumberOptions = {}) {
  return z.preprocess(toNumber, numberSchema(label, options).optional());
}

/** true/false from JSON, or "true"/"false"/"on"/"1"/"0" from a query string. */
export function flagField(label: string) {
  return z.preprocess((value) => {
    if (value === "" || value === undefined || value === null) return undefined;
    if (value === "true" || value === "on" || value === "1") return true;
    if (value === "false" || value === "off" || value === "0") return false;
    return value;
  }, z.boolean({ error: `${label} must be true or false` }).optional());
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
