import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { App } from "../../types";

const requestIdHeader = "x-request-id";

/**
 * A caller's id is kept only if it is short and plain, so it can be trusted inside log lines and
 * response headers; anything else gets a fresh UUID.
 */
const safeRequestIdPattern = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify `genReqId`: the incoming `x-request-id` when safe, otherwise a random UUID. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  if (typeof incoming === "string" && safeRequestIdPattern.test(incoming)) {
    return incoming;
  }
  return randomUUID();
}

/** Echoes the request id on every response, so a client can quote it when reporting a problem. */
export function registerRequestIdHeader(app: App): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
