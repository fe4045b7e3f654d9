import type { NewsletterSubscribeResponse } from "@inkforge/domain/contracts/newsletter";
import type { Database } from "../../db/client";
import { insertNewsletterSubscription } from "../../db/queries/newsletter";

export type SubscribeToNewsletterOptions = {
  /** Normalised by the request contract (trimmed, lower-case). */
  email: string;
  source?: string | undefined;
  now: Date;
};

/**
 * Subscribes an address. A repeat is not an error and answers exactly like a first subscription,
 * so the endpoint does not reveal who is already on the list.
 */
export async function subscribeToNewsletter(
  db: Database,
  { email, source, now }: SubscribeToNewsletterOptions,
): Promise<NewsletterSubscribeResponse> {
  await insertNewsletterSubscription(db, { email, source, now });
  return { subscribed: true, email };
}
