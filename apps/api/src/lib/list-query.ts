import {
  type ContentRange,
  formatContentRange,
  type ListQuery,
  type SortDirection,
} from "@inkforge/domain/contracts/list";
import type { FastifyReply } from "fastify";

export { createListQuerySchema } from "@inkforge/domain/contracts/list";

/** What a list query function needs, from a validated `range`/`sort` query. */
export type ListWindow<F extends string = string> = {
  offset: number;
  limit: number;
  sortField: F;
  sortDirection: SortDirection;
};

/**
 * Turns the validated query of a list route (see createListQuerySchema, which rejects bad JSON,
 * out-of-range spans and unknown sort fields with a 400 naming `range` or `sort`) into an
 * offset/limit window and a sort. `range` is inclusive, so `[0,2]` is three items.
 */
export function toListWindow<F extends string>(query: ListQuery<F>): ListWindow<F> {
  const [start, end] = query.range;
  const [sortField, sortDirection] = query.sort;
  return { offset: start, limit: end - start + 1, sortField, sortDirection };
}

/** Sends `Content-Range: <resource> <start>-<end>/<total>` (or `<resource> *\/<total>` when empty). */
function setContentRange(reply: FastifyReply, range: ContentRange): FastifyReply {
  return reply.header("content-range", formatContentRange(range));
}

/** Content-Range for a page that started at `offset` and returned `count` items. */
export function setContentRangeForPage(
  reply: FastifyReply,
  {
    resource,
    offset,
    count,
    total,
  }: { resource: string; offset: number; count: number; total: number },
): FastifyReply {
  return setContentRange(reply, { resource, start: offset, end: offset + count - 1, total });
}
