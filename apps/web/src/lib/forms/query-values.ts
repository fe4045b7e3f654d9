/*
 * Form values kept in the URL query: every field is a string there, so a page can be shared or
 * reloaded with the same inputs. Pure helpers, tested without a browser.
 */

export type QueryValues = Record<string, string>;

/** The defaults, overridden by any of their keys present in the query; other keys are ignored. */
export function readQueryValues<V extends QueryValues>(query: URLSearchParams, defaults: V): V {
  const values: QueryValues = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = query.get(key);
    if (value !== null) values[key] = value;
  }
  return values as V;
}

/** `readQueryValues` for a server page's `searchParams` (a repeated key gives its first value). */
export function readSearchParamValues<V extends QueryValues>(
  searchParams: Record<string, string | string[] | undefined>,
  defaults: V,
): V {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(key, first);
  }
  return readQueryValues(query, defaults);
}

/**
 * The query with the form's values written in: values equal to their default are left out to keep
 * links short, and keys the form does not own (utm tags, tabs) are kept.
 */
export function writeQueryValues<V extends QueryValues>(
  query: URLSearchParams,
  values: Partial<V>,
  defaults: V,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of Object.keys(defaults)) {
    const value = values[key];
    if (value === undefined || value === "" || value === defaults[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
