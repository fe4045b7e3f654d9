import type { StaffRole } from "@inkforge/domain/admin/rules";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { auditLog } from "../src/db/schema";
import { setStaffRole } from "../src/services/admin/staff-roles";
import { totpCodeAt } from "../src/services/admin/totp";
import type { App } from "../src/types";
import { bearer, registerUser } from "./account-helpers";

/** A clock the test moves; the app reads it on every request. */
export function movableClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export type Staff = {
  email: string;
  userId: string;
  memberToken: string;
  consoleToken: string;
  secret: string;
  recoveryCodes: string[];
};

/**
 * A staff account with its second factor set up and a console session, the way a person gets
 * one: the CLI's role grant, then enrolment and its first code through the API. Moves the clock
 * one TOTP step on, so the next code the test computes is a fresh one.
 */
export async function makeStaff(
  app: App,
  db: Database,
  clock: ReturnType<typeof movableClock>,
  email: string,
  role: StaffRole = "admin",
): Promise<Staff> {
  const memberToken = await registerUser(app, email);
  const { user } = await setStaffRole(
    { db, now: clock.now(), actor: { id: null, label: "cli" } },
    { email },
    role,
    null,
  );
  const start = await app.inject({
    method: "POST",
    url: "/api/admin/enrolment",
    headers: bearer(memberToken),
  });
  if (start.statusCode !== 200) throw new Error(`enrolment: ${start.statusCode} ${start.body}`);
  const { secret } = start.json() as { secret: string };
  const confirm = await app.inject({
    method: "POST",
    url: "/api/admin/enrolment/confirm",
    headers: bearer(memberToken),
    payload: { code: totpCodeAt(secret, clock.now()) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
  const body = confirm.json() as { recoveryCodes: string[]; session: { token: string } };
  clock.advance(30_000);
  return {
    email,
    userId: user.id,
    memberToken,
    consoleToken: body.session.token,
    secret,
    recoveryCodes: body.recoveryCodes,
  };
}

export async function latestAudit(db: Database, action?: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return rows[0];
}

export function consoleCall(
  app: App,
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
