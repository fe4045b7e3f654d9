import { COMMUNITY_SEARCH_PARAMS } from "../constants";

/** A community forum search hit (spec §3, SRCH-10). */
export type CommunityHit = {
  object_type: "question" | "answer";
  object: {
    id: string;
    question_id: string;
    title: string;
    excerpt: string;
    vote_count: number;
    answer_count: number;
  };
};

/** `GET /answer/api/v1/search?q&page=1&order=relevance&size=5` on the forum host (SRCH-08). */
export function communitySearchUrl(forumUrl: string, query: string): string {
  const url = new URL("/answer/api/v1/search", forumUrl);
  url.searchParams.set("q", query);
  url.searchParams.set("page", String(COMMUNITY_SEARCH_PARAMS.page));
  url.searchParams.set("order", COMMUNITY_SEARCH_PARAMS.order);
  url.searchParams.set("size", String(COMMUNITY_SEARCH_PARAMS.size));
  return url.toString();
}

const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null;
const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * The hits in an Apache Answer search answer (`data.list`). Items that are not a question or an
 * answer with a title are skipped, so one odd item never hides the rest.
 */
export function parseCommunitySearch(body: unknown): CommunityHit[] {
  const list = (body as { data?: { list?: unknown } } | null)?.data?.list;
  if (!Array.isArray(list)) return [];
  const hits: CommunityHit[] = [];
  for (const item of list) {
    const type = (item as { object_type?: unknown })?.object_type;
    const object = (item as { object?: Record<string, unknown> })?.object;
    if ((type !== "question" && type !== "answer") || !object) continue;
    const id = text(object.id);
    const title = text(object.title);
    if (!id || !title) continue;
    hits.push({
      object_type: type,
      object: {
        id,
        question_id: text(object.question_id) ?? id,
        title,
        excerpt: text(object.excerpt) ?? "",
        vote_count: count(object.vote_count),
        answer_count: count(object.answer_count),
      },
    });
  }
  return hits;
}

/** Where a hit lives on the forum: the question, or the answer within it. */
export function communityHitUrl(forumUrl: string, hit: CommunityHit): string {
  const question = encodeURIComponent(hit.object.question_id);
  const path =
    hit.object_type === "answer"
      ? `/questions/${question}/${encodeURIComponent(hit.object.id)}`
      : `/questions/${question}`;
  return new URL(path, forumUrl).toString();
}
