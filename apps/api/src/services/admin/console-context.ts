import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import type { App } from "../../types";
import type { AuditActor } from "./audit";
import type { ConsoleCaller } from "./console-access";

/** What a console use case works with: the database, the instant, and who acts (for the audit). */
export type ConsoleContext = {
  db: Database;
  now: Date;
  actor: AuditActor;
  requestId: string | null;
};

export function consoleContext(
  app: App,
  request: FastifyRequest,
  caller: ConsoleCaller,
): ConsoleContext {
  return {
    db: app.db,
    now: app.now(),
    actor: { id: caller.user.id, label: caller.user.email },
    requestId: request.id,
  };
}
