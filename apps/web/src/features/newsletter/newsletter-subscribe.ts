import { apiClient } from "@/lib/api-client";

export { VALID_EMAIL_MESSAGE } from "@inkforge/domain/contracts/messages";
export { describeNewsletterFailure } from "./newsletter-messages";

/** Subscribes an address from the footer form (loaded on the form's first submit). */
export function subscribeToNewsletter(email: string) {
  return apiClient.post("/api/newsletter/subscribe", { body: { email, source: "footer" } });
}
