import { normalisedEmailSchema } from "@inkforge/domain/contracts/newsletter";
import { z } from "zod";
import { browserApi } from "@/lib/api/browser-api";

export { describeNewsletterFailure } from "./newsletter-messages";

/** The footer form's one field, by the subscribe contract's own rule. */
export const footerFormSchema = z.object({ email: normalisedEmailSchema });

/** Subscribes an address from the footer form (loaded on the form's first submit). */
export async function subscribeToNewsletter(
  email: string,
): Promise<{ status: number | null; error: string | null }> {
  const answer = await browserApi()("POST", "/api/newsletter/subscribe", {
    body: { email, source: "footer" },
  });
  // The form's shape (issue 25 moved the call onto the browser caller; the form is unchanged).
  return answer.ok
    ? { status: answer.status, error: null }
    : { status: answer.status, error: answer.message };
}
