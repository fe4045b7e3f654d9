import { canStaffWrite, consoleSessionState, type StaffRole } from "@inkforge/domain/admin/rules";
import type { Database } from "../../db/client";
import { findConsoleSession, touchConsoleSession } from "../../db/queries/admin";
import type { AdminSessionRow, User } from "../../db/schema";
import { consoleTokenPrefix, sessionTokenHash } from "./secrets";

/** The staff account behind a console request, and the session it came with. */
export type ConsoleCaller = { user: User; role: StaffRole; session: AdminSessionRow };

/**
 * The caller a console token stands for, or undefined for anything else: no token, a member's
 * token, an unknown, revoked, idle or expired session, or an account that lost its role. `write`
 * asks for the admin role as well. Every refusal looks the same to the route: 404 (decision 0103).
 */
export async function findConsoleCaller(
  db: Database,
  token: string | undefined,
  { now, write }: { now: Date; write: boolean },
): Promise<ConsoleCaller | undefined> {
  if (!token?.startsWith(consoleTokenPrefix)) return undefined;
  const found = await findConsoleSession(db, sessionTokenHash(token));
  if (!found) return undefined;
  const { session, user } = found;
  const state = consoleSessionState(
    {
      ...session,
      accountTokenVersion: user.tokenVersion,
      role: user.staffRole,
      deleted: user.deletedAt !== null,
    },
    now,
  );
  if (state !== "active" || user.staffRole === null) return undefined;
  if (write && !canStaffWrite(user.staffRole)) return undefined;
  await touchConsoleSession(db, session.id, now);
  return { user, role: user.staffRole, session };
}
