/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with nested keys in brackets,
 * e.g. `line_items[0][price_data][unit_amount]=999`. `undefined` leaves a key out; `null` sends an
 * empty value, which is how Stripe clears a field.
 */
export type StripeFormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly StripeFormValue[]
  | { readonly [key: string]: StripeFormValue };

export type StripeFormParams = { readonly [key: string]: StripeFormValue };

/** Flattens nested params into `[key, value]` pairs with bracketed keys, in insertion order. */
export function flattenStripeForm(params: StripeFormParams): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const walk = (key: string, value: StripeFormValue): void => {
    if (value === undefined) return;
    if (value === null) {
      pairs.push([key, ""]);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(`${key}[${index}]`, item);
      });
      return;
    }
    if (typeof value === "object") {
      for (const [child, item] of Object.entries(value as { [key: string]: StripeFormValue })) {
        walk(key === "" ? child : `${key}[${child}]`, item);
      }
      return;
    }
    if (typeof value === "number" && !Number.isFinite(value)) {
      throw new RangeError(`${key} must be a finite number, got ${value}`);
    }
    pairs.push([key, String(value)]);
  };
  walk("", params);
  return pairs;
}

/** The form body (or query string) for `params`. */
export function encodeStripeForm(params: StripeFormParams): string {
  return new URLSearchParams(flattenStripeForm(params)).toString();
}
