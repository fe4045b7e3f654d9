import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/*
 * Responses that change only on deploy (the catalogue is code, not data) are serialised once per
 * URL and served from memory afterwards, with a strong ETag so a browser's repeat is a bodiless
 * 304 (issue 16: catalogue reads were at 9% of a bare Fastify route, spending their time
 * rebuilding and serialising the same items). Call it inside an encapsulated plugin: its hooks
 * cover that plugin's routes only. Only 200 answers to GET are kept, keyed by the full URL, so an
 * invalid query still reaches validation and answers its 400 every time.
 */

type CachedResponse = { body: string; etag: string; contentType: string; cacheControl: string };

/** Distinct URLs kept; queries vary (category, range, sort), and a crawler must not grow it forever. */
const maxEntries = 500;

export function registerStaticResponseCache(app: FastifyInstance): void {
  const cache = new Map<string, CachedResponse>();

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET") return;
    const hit = cache.get(request.url);
    if (!hit) return;
    reply
      .header("etag", hit.etag)
      .header("cache-control", hit.cacheControl)
      .header("content-type", hit.contentType);
    if (request.headers["if-none-match"] === hit.etag) return reply.code(304).send();
    return reply.code(200).send(hit.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" || reply.statusCode !== 200 || typeof payload !== "string") {
      return payload;
    }
    if (cache.has(request.url)) return payload;
    const etag = `"${createHash("sha1").update(payload).digest("base64url")}"`;
    // Without a policy of its own, an answer is revalidated every time: first answer and hits alike.
    const cacheControl = String(reply.getHeader("cache-control") ?? "no-cache");
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(request.url, {
      body: payload,
      etag,
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      cacheControl,
    });
    reply.header("etag", etag).header("cache-control", cacheControl);
    return payload;
  });
}
