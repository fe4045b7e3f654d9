import { browserApi } from "@/lib/api/browser-api";

export { VALID_EMAIL_MESSAGE } from "@inkforge/domain/contracts/messages";
export { describeNewsletterFailure } from "./newsletter-messages";

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
