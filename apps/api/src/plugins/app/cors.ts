import type { Config } from "../../config";
import type { App } from "../../types";

/** What a preflight may ask for; browsers cache the answer for `maxAge` seconds. */
const preflightHeaders = {
  "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
  "access-control-max-age": "600",
};

/**
 * Only the web app may call the API from a browser, with credentials: any other origin gets no
 * CORS headers, so the browser withholds the response from it. Written out rather than
 * @fastify/cors, which merges its options and rebuilds the route options on every request, about
 * a tenth of a small route's CPU time (docs/decisions/0010-api-hot-path.md).
 */
export function registerCors(app: App, { webOrigin }: Pick<Config, "webOrigin">): void {
  const webOriginHeaders = {
    "access-control-allow-origin": webOrigin,
    "access-control-allow-credentials": "true",
    // List pages read Content-Range; rate-limited clients read Retry-After.
    "access-control-expose-headers": "Content-Range, Retry-After, X-Request-Id",
  };

  app.addHook("onRequest", (request, reply, done) => {
    // The answer depends on the Origin header, so a cache must not reuse it for another origin.
    reply.header("vary", "Origin");
    if (request.headers.origin !== webOrigin) {
      done();
      return;
    }
    reply.headers(webOriginHeaders);

    const requestedMethod = request.headers["access-control-request-method"];
    if (request.method === "OPTIONS" && requestedMethod !== undefined) {
      // A preflight is answered here, before any later hook (such as an auth check) can turn it
      // down: browsers send preflights without credentials. It allows the headers the browser
      // asks for, so the answer varies with them too.
      const requestedHeaders = request.headers["access-control-request-headers"];
      reply.header("vary", "Origin, Access-Control-Request-Headers").headers(preflightHeaders);
      if (requestedHeaders !== undefined) {
        reply.header("access-control-allow-headers", requestedHeaders);
      }
      // Safari waits for a body on a 204 unless it is told the length.
      reply.code(204).header("content-length", "0").send();
      return;
    }
    done();
  });
}
