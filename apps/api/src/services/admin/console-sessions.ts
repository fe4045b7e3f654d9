import type { ConsoleSessionInfo } from "@inkforge/domain/admin/contract";
import { consoleIdleTimeoutMs } from "@inkforge/domain/admin/rules";
import { countUnusedRecoveryCodes, revokeConsoleSessions } from "../../db/queries/admin";
import { recordAudit } from "./audit";
import type { ConsoleCaller } from "./console-access";
import type { ConsoleContext } from "./console-context";

/** `GET /api/admin/session`: the caller's console session, without its token. */
export async function describeConsoleSession(
  ctx: Pick<ConsoleContext, "db">,
  { user, role, session }: ConsoleCaller,
): Promise<ConsoleSessionInfo> {
  return {
    role,
    email: user.email,
    expiresAt: session.expiresAt.toISOString(),
    idleTimeoutSeconds: consoleIdleTimeoutMs / 1000,
    recoveryCodesLeft: await countUnusedRecoveryCodes(ctx.db, user.id),
  };
}

/** `DELETE /api/admin/session`: signs out of the console now, audited. */
export async function closeConsoleSession(ctx: ConsoleContext, caller: ConsoleCaller) {
  await ctx.db.transaction(async (tx) => {
    await revokeConsoleSessions(tx, {
      userId: caller.user.id,
      id: caller.session.id,
      by: caller.user.id,
      now: ctx.now,
    });
    await recordAudit(tx, ctx, {
      action: "staff.session.close",
      targetType: "session",
      targetId: caller.session.id,
      before: { open: true },
      after: { open: false },
    });
  });
  return { closed: true };
}
