import { normalisedEmailSchema } from "@inkforge/domain/contracts/newsletter";
import { z } from "zod";
import { apiClient } from "@/lib/api-client";

export { describeNewsletterFailure } from "./newsletter-messages";

/** The footer form's one field, by the subscribe contract's own rule. */
export const footerFormSchema = z.object({ email: normalisedEmailSchema });

/** Subscribes an address from the footer form (loaded on the form's first submit, with zod). */
export function subscribeToNewsletter(email: string) {
  return apiClient.post("/api/newsletter/subscribe", { body: { email, source: "footer" } });
}
