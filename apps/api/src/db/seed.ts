import { isWithinNewMemberWindow } from "@inkforge/domain/shop/pricing";
import { DAY_MS } from "@inkforge/domain/time-units";
import { createWelcomeNotification, defaultUsername } from "../services/account/welcome";
import { defaultPasswordHasher, type PasswordHasher } from "../services/auth/password-hasher";
import { seedDemoPurchases } from "../services/shop/seed-purchases";
import type { Database } from "./client";
import { demoAccounts, demoPassword } from "./demo-accounts";
import { findActiveUserByEmail, insertUser, setUserCreatedAt } from "./queries/accounts";
import { insertNewsletterSubscription } from "./queries/newsletter";

export type SeedDemoDataParams = {
  /** The server's start time. */
  now: Date;
  /** Hashes the demo password; defaults to the app's scrypt hasher. */
  passwordHasher?: PasswordHasher;
  /** For the welcome notifications. */
  siteName?: string;
};

/**
 * Fills a demo database with sample data so the site has something to show on first start.
 * Runs on every demo start, so every step must be idempotent (insert … on conflict do nothing):
 * it adds what is missing and never overwrites what a person changed.
 */
export async function seedDemoData(
  db: Database,
  { now, passwordHasher = defaultPasswordHasher, siteName = "Inkforge" }: SeedDemoDataParams,
): Promise<void> {
  // example.com is reserved (RFC 2606), so a demo address can never reach a real inbox.
  await insertNewsletterSubscription(db, {
    email: "demo-reader@example.com",
    source: "demo-seed",
    now,
  });

  // Demo accounts: created when missing (one hash for all of them, only if one is missing).
  const missing = [];
  for (const account of demoAccounts) {
    if (!(await findActiveUserByEmail(db, account.email))) missing.push(account);
  }
  if (missing.length > 0) {
    const passwordHash = await passwordHasher.hash(demoPassword);
    for (const account of missing) {
      const user = await insertUser(db, {
        email: account.email,
        username: defaultUsername(account.email),
        passwordHash,
        now,
      });
      if (user) await createWelcomeNotification(db, { userId: user.id, siteName, now });
    }
  }
  // The new member stays new: it joins again at every start, so it is new for 24 hours. Every
  // other account is given its age when it still looks new (just created, or created by an older
  // seed that dated every account at start-up), so none of them gets the new-member price.
  for (const account of demoAccounts) {
    if (account.newMember) {
      await setUserCreatedAt(db, account.email, now);
      continue;
    }
    const user = await findActiveUserByEmail(db, account.email);
    if (user && isWithinNewMemberWindow(user.createdAt, now)) {
      await setUserCreatedAt(db, account.email, new Date(now.getTime() - account.ageDays * DAY_MS));
    }
  }
  // What the paid demo accounts bought (their `plan`): orders, grants, a subscription, a download.
  await seedDemoPurchases(db, { now });
}
