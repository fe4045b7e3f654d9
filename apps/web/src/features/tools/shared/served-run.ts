// Type-only, like record-tool-use: the request client stays out of the tool page's first load.
import type { ServedToolRun } from "./post-tool-use";

/**
 * A GET tool route's run for the parsed input: the query the route's querystring schema reads
 * (issue 24). A field left out (undefined, null or an empty string) is not sent, so the route
 * applies its own default; a list goes as one comma-separated value (`modules=a,b`).
 */
export function servedGetRun(
  path: string,
  input: Readonly<Record<string, unknown>>,
): ServedToolRun {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === "") continue;
    query.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const search = query.toString();
  return { method: "GET", path: search === "" ? path : `${path}?${search}` };
}
