import { z } from "zod";

/**
 * The list convention of spec 7.1: `range=[a,b]` (inclusive indexes) and
 * `sort=["field","ASC"|"DESC"]`, both JSON in the query string, answered with a `Content-Range`
 * header. The defaults are CONST-33 / API-GEN-16.
 */

export const sortDirections = ["ASC", "DESC"] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Inclusive `[start, end]` item indexes. */
export type ListRange = readonly [start: number, end: number];
export type ListSort<F extends string = string> = readonly [field: F, direction: SortDirection];

export const defaultListRange: ListRange = [0, 2];
export const defaultListSort: ListSort<"datetime"> = ["datetime", "ASC"];
/** Most items one request may ask for; bigger pages must be fetched in several requests. */
export const maxListSpan = 100;

const rangeShapeMessage =
  "must be a JSON array of two non-negative integers [start,end], for example [0,24]";
const sortShapeMessage =
  'must be a JSON array ["field","ASC"|"DESC"], for example ["datetime","ASC"]';

/** JSON.parse that reports failure instead of throwing, so bad input becomes a zod issue. */
function parseJsonOrUndefined(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The `range` query parameter: a JSON string in, a checked `[start, end]` tuple out. */
export const listRangeParamSchema = z.string().transform((raw, ctx): ListRange => {
  const value = parseJsonOrUndefined(raw);
  const isPair =
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => typeof n === "number" && Number.isSafeInteger(n) && n >= 0);
  if (!isPair) {
    ctx.addIssue({ code: "custom", message: rangeShapeMessage, input: raw });
    return z.NEVER;
  }
  const [start, end] = value as [number, number];
  if (start > end) {
    ctx.addIssue({ code: "custom", message: "start must not be greater than end", input: raw });
    return z.NEVER;
  }
  if (end - start + 1 > maxListSpan) {
    ctx.addIssue({
      code: "custom",
      message: `asks for ${end - start + 1} items; at most ${maxListSpan} per request`,
      input: raw,
    });
    return z.NEVER;
  }
  return [start, end];
});

/** The `sort` query parameter for a list whose sortable fields are `sortFields`. */
export function createListSortParamSchema<const F extends string>(sortFields: readonly F[]) {
  return z.string().transform((raw, ctx): ListSort<F> => {
    const value = parseJsonOrUndefined(raw);
    const isPair =
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      sortDirections.includes(value[1]);
    if (!isPair) {
      ctx.addIssue({ code: "custom", message: sortShapeMessage, input: raw });
      return z.NEVER;
    }
    const [field, direction] = value as [string, SortDirection];
    if (!(sortFields as readonly string[]).includes(field)) {
      ctx.addIssue({
        code: "custom",
        message: `cannot sort by "${field}"; sortable fields: ${sortFields.join(", ")}`,
        input: raw,
      });
      return z.NEVER;
    }
    return [field as F, direction];
  });
}

export type ListQueryOptions<F extends string> = {
  /** Fields a client may sort by; the route maps each to a column. */
  sortFields: readonly F[];
  /** Defaults to `["datetime","ASC"]`, so `datetime` must then be one of `sortFields`. */
  defaultSort?: ListSort<F>;
};

/**
 * The query-string schema of a list route. Routes can `.extend()` it with their own filters.
 * Throws at definition time if the default sort field is not sortable (a programming error).
 */
export function createListQuerySchema<const F extends string>(options: ListQueryOptions<F>) {
  const defaultSort = options.defaultSort ?? (defaultListSort as ListSort<string>);
  if (!(options.sortFields as readonly string[]).includes(defaultSort[0])) {
    throw new Error(
      `List default sort field "${defaultSort[0]}" is not in sortFields [${options.sortFields.join(", ")}]`,
    );
  }
  const formatted = formatListQuery({ range: defaultListRange, sort: defaultSort });
  return z.object({
    range: listRangeParamSchema
      .prefault(formatted.range)
      .describe(`Inclusive item indexes as JSON [start,end]; at most ${maxListSpan} items`),
    sort: createListSortParamSchema(options.sortFields)
      .prefault(formatted.sort)
      .describe(`JSON ["field","ASC"|"DESC"]; fields: ${options.sortFields.join(", ")}`),
  });
}

export type ListQuery<F extends string = string> = {
  range: ListRange;
  sort: ListSort<F>;
};

/** The query-string values for a list request, ready for `URLSearchParams`. */
export function formatListQuery(query: ListQuery): { range: string; sort: string } {
  return { range: JSON.stringify(query.range), sort: JSON.stringify(query.sort) };
}

export type ContentRange = {
  /** Lower-case resource name, e.g. `notifications`. */
  resource: string;
  /** Index of the first item sent. */
  start: number;
  /** Index of the last item sent (inclusive); `end < start` means nothing was sent. */
  end: number;
  /** Number of items in the whole list. */
  total: number;
};

/**
 * `Content-Range` value for a list answer: `notifications 0-2/17`, or `notifications *\/17`
 * when no item is sent (an empty list, or a range past the end).
 */
export function formatContentRange({ resource, start, end, total }: ContentRange): string {
  if (total === 0 || end < start || start >= total) {
    return `${resource} */${total}`;
  }
  return `${resource} ${start}-${Math.min(end, total - 1)}/${total}`;
}

/** Reads a `Content-Range` list header; `range` is null when no item was sent. */
export function parseContentRange(
  header: string,
): { resource: string; range: ListRange | null; total: number } | undefined {
  const match = /^(\S+) (?:(\d+)-(\d+)|\*)\/(\d+)$/.exec(header.trim());
  if (!match) {
    return undefined;
  }
  const [, resource, start, end, total] = match;
  return {
    resource: resource!,
    range: start !== undefined && end !== undefined ? [Number(start), Number(end)] : null,
    total: Number(total),
  };
}
