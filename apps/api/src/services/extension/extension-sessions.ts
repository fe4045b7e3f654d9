import { createHash, randomBytes } from "node:crypto";
import {
  EXTENSION_CODE_LIFETIME_SECONDS,
  EXTENSION_SESSION_DAYS,
  type ExtensionSessions,
} from "@inkforge/domain/contracts/extension";
import { DAY_MS } from "@inkforge/domain/time-units";
import type { Database } from "../../db/client";
import { findUserById } from "../../db/queries/accounts";
import {
  consumeExtensionSignInCode,
  deleteStaleExtensionSignInCodes,
  findLiveExtensionSession,
  insertExtensionSession,
  insertExtensionSignInCode,
  listLiveExtensionSessions,
  revokeExtensionSession,
  touchExtensionSession,
} from "../../db/queries/extension";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";

/*
 * The extension's sign-in (decision 0123): a one-time code made for the signed-in member, then
 * exchanged once for an opaque token that opens the extension routes only. Codes and tokens are
 * 256 random bits kept as SHA-256 hashes; the `ixt_` prefix keeps a token from being taken for a
 * member's JWT (and a JWT is never an extension token).
 */

const EXTENSION_TOKEN_PREFIX = "ixt_";
/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 5 * 60_000;

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

export async function createExtensionSignInCode(
  db: Database,
  input: { userId: string; now: Date },
): Promise<{ code: string; expiresAt: string }> {
  const code = randomBytes(32).toString("base64url");
  const expiresAt = new Date(input.now.getTime() + EXTENSION_CODE_LIFETIME_SECONDS * 1000);
  await deleteStaleExtensionSignInCodes(db, new Date(input.now.getTime() - DAY_MS));
  await insertExtensionSignInCode(db, {
    userId: input.userId,
    codeHash: hashOf(code),
    now: input.now,
    expiresAt,
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

export async function exchangeExtensionSignInCode(
  db: Database,
  input: { code: string; now: Date; userAgent: string | null },
): Promise<{ token: string; sessionId: string; expiresAt: string }> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const userId = await consumeExtensionSignInCode(tx, { codeHash: hashOf(input.code), now });
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user || user.deletedAt !== null) {
      throw new AppError(
        "UNAUTHENTICATED",
        "This sign-in code is used, expired or unknown; start the sign-in from the extension again",
      );
    }
    const token = `${EXTENSION_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
    const expiresAt = new Date(now.getTime() + EXTENSION_SESSION_DAYS * DAY_MS);
    const session = await insertExtensionSession(tx, {
      userId: user.id,
      tokenHash: hashOf(token),
      tokenVersion: user.tokenVersion,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { token, sessionId: session.id, expiresAt: expiresAt.toISOString() };
  });
}

/** The member of a live extension token, or undefined (revoked, expired, password changed, deleted). */
export async function userOfExtensionToken(
  db: Database,
  input: { token: string; now: Date },
): Promise<{ user: User; sessionId: string } | undefined> {
  if (!input.token.startsWith(EXTENSION_TOKEN_PREFIX)) return undefined;
  const found = await findLiveExtensionSession(db, {
    tokenHash: hashOf(input.token),
    now: input.now,
  });
  if (
    !found ||
    found.user.deletedAt !== null ||
    found.user.tokenVersion !== found.session.tokenVersion
  ) {
    return undefined;
  }
  if (input.now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchExtensionSession(db, found.session.id, input.now);
  }
  return { user: found.user, sessionId: found.session.id };
}

export async function listExtensionSessions(
  db: Database,
  input: { userId: string; now: Date },
): Promise<ExtensionSessions> {
  const rows = await listLiveExtensionSessions(db, input);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/** Revokes one of the member's extension sessions; another member's id is 404 like an unknown one. */
export async function revokeOwnExtensionSession(
  db: Database,
  input: { userId: string; id: string; now: Date },
): Promise<void> {
  if (!(await revokeExtensionSession(db, input))) {
    throw new AppError("NOT_FOUND", "No such extension session");
  }
}
