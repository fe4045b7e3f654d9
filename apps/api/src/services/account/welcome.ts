import type { Database } from "../../db/client";
import { createNotification } from "../../db/queries/notifications";

/** Notification 001 every new account starts with. */
function welcomeMessage(siteName: string): string {
  return `Welcome to ${siteName}! Your free tools are ready.`;
}

export async function createWelcomeNotification(
  db: Database,
  { userId, siteName, now }: { userId: string; siteName: string; now: Date },
): Promise<void> {
  await createNotification(db, { userId, code: "001", message: welcomeMessage(siteName), now });
}

/** The username an account starts with: the local part of its email (`ann` for ann@example.com). */
export function defaultUsername(email: string): string {
  return (email.split("@")[0] ?? email).slice(0, 80) || "member";
}
