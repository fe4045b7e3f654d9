import type { core } from "zod/mini";

/**
 * A `when` for an object's cross-field check that needs only `fields`: it runs when none of them
 * has an issue, even if another field failed. zod's default skips an object's checks after any
 * field fails, so a form showed one error at a time (a bad list price hid a page count KDP
 * refuses until the price was fixed). An issue about the value itself (not an object at all) has
 * an empty path and stops the check: there are no fields to read.
 */
export function whenParsed(fields: readonly string[]): (payload: core.ParsePayload) => boolean {
  return (payload) =>
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || fields.includes(String(field));
    });
}
