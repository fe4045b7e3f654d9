import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { type IdentityProviderName, oauthAccounts, type User, users } from "../schema";

/** Any account row, deleted or not (the token check needs to see deletions). */
export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The live (not deleted) account with this normalised email. */
export async function findActiveUserByEmail(
  db: Database,
  email: string,
): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export type InsertUserParams = {
  email: string;
  username: string;
  passwordHash: string | null;
  image?: string | null;
  leadMagnetData?: Record<string, unknown> | null;
  now: Date;
};

/** Creates an account; undefined when the email is already taken (nothing is written then). */
export async function insertUser(
  db: Database,
  { email, username, passwordHash, image, leadMagnetData, now }: InsertUserParams,
): Promise<User | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      email,
      username,
      passwordHash,
      image: image ?? null,
      leadMagnetData: leadMagnetData ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export type UpdateUserParams = {
  username?: string;
  image?: string | null;
  passwordHash?: string;
  /** Revoke every token issued so far (password change, reset, deletion). */
  bumpTokenVersion?: boolean;
  now: Date;
};

/** Changes a live account; undefined if it is gone or deleted. */
export async function updateUser(
  db: Database,
  userId: string,
  { username, image, passwordHash, bumpTokenVersion = false, now }: UpdateUserParams,
): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...(username !== undefined ? { username } : {}),
      ...(image !== undefined ? { image } : {}),
      ...(passwordHash !== undefined ? { passwordHash } : {}),
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return row;
}

/**
 * Wipes an account's personal data and marks it deleted, keeping the row (and its id) for what
 * must stay linked to it. Revokes its tokens. Returns false if it was already deleted.
 */
export async function anonymiseUser(
  db: Database,
  userId: string,
  { tombstoneEmail, now }: { tombstoneEmail: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({
      email: tombstoneEmail,
      username: "deleted-user",
      image: null,
      passwordHash: null,
      userType: null,
      metadata: {},
      leadMagnetData: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
      deletedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export type MergeMetadataParams = {
  /** Keys to set (shallow). */
  set: Record<string, unknown>;
  /** Keys to remove (a `null` in the request). */
  remove: string[];
  /** The merged object may not exceed this many bytes as JSON text. */
  maxBytes: number;
  now: Date;
};

/**
 * Shallow-merges into the account's metadata in one statement, so two concurrent posts cannot
 * lose each other's keys. Undefined when the result would be larger than `maxBytes` (nothing is
 * written then) or the account is gone.
 */
export async function mergeUserMetadata(
  db: Database,
  userId: string,
  { set, remove, maxBytes, now }: MergeMetadataParams,
): Promise<Record<string, unknown> | undefined> {
  // Both travel as one JSON parameter each; `jsonb - text[]` drops the removed keys.
  const removedKeys = sql`array(select jsonb_array_elements_text(${JSON.stringify(remove)}::jsonb))`;
  const merged = sql`((${users.metadata} || ${JSON.stringify(set)}::jsonb) - ${removedKeys})`;
  const [row] = await db
    .update(users)
    .set({ metadata: merged, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.deletedAt),
        sql`octet_length(${merged}::text) <= ${maxBytes}`,
      ),
    )
    .returning({ metadata: users.metadata });
  return row?.metadata;
}

/** The providers linked to an account, e.g. `["google"]`. */
export async function listLinkedProviders(
  db: Database,
  userId: string,
): Promise<IdentityProviderName[]> {
  const rows = await db
    .select({ provider: oauthAccounts.provider })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(oauthAccounts.provider);
  return [...new Set(rows.map((row) => row.provider))];
}

/** The live account a provider identity is linked to. */
export async function findUserByProviderAccount(
  db: Database,
  provider: IdentityProviderName,
  providerAccountId: string,
): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(
      and(
        eq(oauthAccounts.provider, provider),
        eq(oauthAccounts.providerAccountId, providerAccountId),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.user;
}

/** Links a provider identity to an account; a repeat of the same link changes nothing. */
export async function linkProviderAccount(
  db: Database,
  {
    provider,
    providerAccountId,
    userId,
    now,
  }: { provider: IdentityProviderName; providerAccountId: string; userId: string; now: Date },
): Promise<void> {
  await db
    .insert(oauthAccounts)
    .values({ provider, providerAccountId, userId, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteProviderAccountsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
}

/** Demo seed: puts an account's creation date at `createdAt` (the "new member" demo account). */
export async function setUserCreatedAt(
  db: Database,
  email: string,
  createdAt: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ createdAt })
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
}
