"use client";

import type { BlogSearchHit } from "@inkforge/domain/blog/contract";
import {
  COMMUNITY_SEARCH_DEBOUNCE_MS,
  COMMUNITY_SEARCH_RETRIES,
  COMMUNITY_SEARCH_TIMEOUT_MS,
  SEARCH_RESULTS_PER_GROUP,
} from "@inkforge/domain/constants";
import {
  type CommunityHit,
  communityHitUrl,
  communitySearchUrl,
  parseCommunitySearch,
} from "@inkforge/domain/search/community";
import { searchToolEntries, type ToolSearchEntry } from "@inkforge/domain/search/match";
import { Command } from "cmdk";
import { useEffect, useState } from "react";
import { publicEnv } from "@/config/public-env";
import { createRequestClient } from "@/lib/api/request";
import { dialogClasses, useOpenEntry } from "./tool-palette";

const api = createRequestClient({ baseUrl: publicEnv.apiUrl, retries: 1, defaultTimeoutMs: 8000 });
const forum = createRequestClient({
  baseUrl: "",
  retries: COMMUNITY_SEARCH_RETRIES,
  defaultTimeoutMs: COMMUNITY_SEARCH_TIMEOUT_MS,
});

type Answer<T> = { query: string; items: T[] };

const isHit = (value: unknown): value is BlogSearchHit =>
  typeof value === "object" && value !== null && typeof (value as BlogSearchHit).title === "string";

/**
 * Searches a source for the settled query: 300 ms after the last keystroke, the previous
 * request aborted when the query changes (SRCH-06, SRCH-07). A failure is logged and answers an
 * empty list, so the other groups still show (SRCH-09).
 */
function useDebouncedSource<T>(
  query: string,
  enabled: boolean,
  fetchItems: (query: string, signal: AbortSignal) => Promise<T[]>,
  failureMessage: string,
): Answer<T> | null {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  useEffect(() => {
    const trimmed = query.trim();
    if (!enabled || trimmed === "") {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchItems(trimmed, controller.signal)
        .then((items) => {
          if (!controller.signal.aborted) setAnswer({ query: trimmed, items });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(failureMessage, error);
          setAnswer({ query: trimmed, items: [] });
        });
    }, COMMUNITY_SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled, fetchItems, failureMessage]);
  return answer;
}

async function fetchBlogHits(query: string, signal: AbortSignal): Promise<BlogSearchHit[]> {
  const result = await api.get<unknown>("/api/blog/search", {
    query: { q: query, limit: SEARCH_RESULTS_PER_GROUP },
    signal,
  });
  if (result.error !== null) throw new Error(result.error);
  return Array.isArray(result.data)
    ? result.data.filter(isHit).slice(0, SEARCH_RESULTS_PER_GROUP)
    : [];
}

/** The global search (spec §2.5): tools, blog posts and community questions, five of each. */
export function SearchDialog({
  tools,
  forumSearchUrl,
  onClose,
}: {
  tools: ToolSearchEntry[];
  forumSearchUrl: string | undefined;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const open = useOpenEntry(onClose);
  const trimmed = query.trim();
  const toolHits = searchToolEntries(tools, query, SEARCH_RESULTS_PER_GROUP);
  const blog = useDebouncedSource(query, true, fetchBlogHits, "Failed to search the blog");
  const [fetchCommunity] = useState(() => async (q: string, signal: AbortSignal) => {
    if (!forumSearchUrl) return [];
    const result = await forum.get<unknown>(communitySearchUrl(forumSearchUrl, q), { signal });
    if (result.error !== null) throw new Error(result.error);
    return parseCommunitySearch(result.data).slice(0, SEARCH_RESULTS_PER_GROUP);
  });
  const community = useDebouncedSource<CommunityHit>(
    query,
    forumSearchUrl !== undefined,
    fetchCommunity,
    "Failed to search the community",
  );
  const blogHits = blog?.query === trimmed ? blog.items : [];
  const communityHits = community?.query === trimmed ? community.items : [];
  const allAnswered =
    trimmed !== "" && blog?.query === trimmed && (!forumSearchUrl || community?.query === trimmed);
  const nothing =
    allAnswered && toolHits.length === 0 && blogHits.length === 0 && communityHits.length === 0;

  return (
    <Command.Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      label="Search the site"
      shouldFilter={false}
      overlayClassName={dialogClasses.overlay}
      contentClassName={dialogClasses.content}
    >
      <Command.Input
        value={query}
        onValueChange={setQuery}
        placeholder="Search tools, articles and the community"
        className={dialogClasses.input}
      />
      <Command.List className={`${dialogClasses.list} ${dialogClasses.heading}`}>
        {nothing ? <p className={dialogClasses.empty}>No results found</p> : null}
        {toolHits.length > 0 ? (
          <Command.Group heading="Tools">
            {toolHits.map((tool) => (
              <Command.Item
                key={`tool-${tool.href}`}
                value={`tool-${tool.href}`}
                onSelect={() => open(tool)}
                className={dialogClasses.item}
              >
                <span>{tool.name}</span>
                <span className="text-xs text-slate-600">{tool.tag}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {blogHits.length > 0 ? (
          <Command.Group heading="Blog posts">
            {blogHits.map((post) => (
              <Command.Item
                key={`post-${post.id}`}
                value={`post-${post.id}`}
                onSelect={() => open({ href: post.link })}
                className={dialogClasses.item}
              >
                <span>{post.title}</span>
                <span className="text-xs text-slate-600">{post.category}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {forumSearchUrl && communityHits.length > 0 ? (
          <Command.Group heading="Community">
            {communityHits.map((hit) => (
              <Command.Item
                key={`community-${hit.object_type}-${hit.object.id}`}
                value={`community-${hit.object_type}-${hit.object.id}`}
                onSelect={() =>
                  open({ href: communityHitUrl(forumSearchUrl, hit), openInNewTab: true })
                }
                className={dialogClasses.item}
              >
                <span>{hit.object.title}</span>
                <span className="text-xs text-slate-600">
                  {hit.object_type === "question" ? `${hit.object.answer_count} answers` : "Answer"}
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
      </Command.List>
    </Command.Dialog>
  );
}
