import { ACCOUNT_METADATA_MAX_BYTES } from "@inkforge/domain/contracts/account";
import { mergeUserMetadata } from "../../db/queries/accounts";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";
import { fieldInvalid } from "../../lib/validation";
import type { AccountContext } from "./context";

/** `GET /api/account/metadata`. */
export function getAccountMetadata({ user }: { user: User }): {
  metadata: Record<string, unknown>;
} {
  return { metadata: user.metadata };
}

/**
 * `POST /api/account/metadata`: records `lastSeenAt` (server time) and shallow-merges the body's
 * keys, if any; a key sent as `null` is removed. The result may not exceed 4 KB.
 */
export async function recordAccountMetadata(
  ctx: AccountContext,
  { user, patch }: { user: User; patch: Record<string, unknown> | undefined },
): Promise<{ metadata: Record<string, unknown> }> {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (value === null) remove.push(key);
    else set[key] = value;
  }
  // Server-owned: a client cannot backdate or forge it.
  set.lastSeenAt = ctx.now.toISOString();
  const metadata = await mergeUserMetadata(ctx.db, user.id, {
    set,
    remove: remove.filter((key) => key !== "lastSeenAt"),
    maxBytes: ACCOUNT_METADATA_MAX_BYTES,
    now: ctx.now,
  });
  if (metadata === undefined) {
    if (user.deletedAt !== null) {
      throw new AppError("UNAUTHENTICATED", "The session is no longer valid; sign in again");
    }
    throw fieldInvalid(
      "metadata",
      `would exceed ${ACCOUNT_METADATA_MAX_BYTES} bytes; remove keys (send them as null) first`,
    );
  }
  return { metadata };
}
