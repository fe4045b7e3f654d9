import type { FastifyRequest } from "fastify";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";
import { readBearerToken } from "../../plugins/app/auth";
import { type ConsoleCaller, findConsoleCaller } from "../../services/admin/console-access";
import type { App } from "../../types";

/*
 * Who may reach an /api/admin/ route (decision 0103). Anyone else gets exactly the answer of an
 * unknown URL, before the body is read and before anything is written: the console does not
 * exist for them.
 */

declare module "fastify" {
  interface FastifyRequest {
    /** The staff account and console session of a console route (set by the console gate). */
    consoleCaller: ConsoleCaller | null;
  }
  interface FastifyContextConfig {
    /**
     * `read` (support or admin), `write` (admin only), `own` (any staff session acting on
     * itself: signing out). Default: read for GET, write for the rest.
     */
    consoleAccess?: "read" | "write" | "own";
  }
}

function notFound(request: FastifyRequest): AppError {
  const path = request.url.split("?")[0];
  return new AppError("NOT_FOUND", `No route matches ${request.method} ${path}`);
}

/** Every answer of the console is private and current: never stored by a cache. */
export function registerNoStore(app: App): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });
}

/** The second step's routes: a member's token whose account holds a staff role. */
export function registerStaffAccountGate(app: App): void {
  app.addHook("onRequest", async (request) => {
    await app.identifyIfSignedIn(request);
    const user = request.authUser;
    if (!user?.staffRole || user.deletedAt !== null) {
      request.authUser = null;
      throw notFound(request);
    }
  });
}

export function requireStaffAccount(request: FastifyRequest): User {
  if (!request.authUser?.staffRole) throw notFound(request);
  return request.authUser;
}

/** The console's routes: a console session token, with the role the route asks for. */
export function registerConsoleGate(app: App): void {
  app.decorateRequest("consoleCaller", null);
  app.addHook("onRequest", async (request) => {
    const access =
      request.routeOptions.config.consoleAccess ?? (request.method === "GET" ? "read" : "write");
    const caller = await findConsoleCaller(app.db, readBearerToken(request.headers.authorization), {
      now: app.now(),
      write: access === "write",
    });
    if (!caller) throw notFound(request);
    request.consoleCaller = caller;
    // Per-route rate limits then count per staff account.
    request.authUser = caller.user;
  });
}

export function requireConsoleCaller(request: FastifyRequest): ConsoleCaller {
  if (!request.consoleCaller) throw notFound(request);
  return request.consoleCaller;
}
