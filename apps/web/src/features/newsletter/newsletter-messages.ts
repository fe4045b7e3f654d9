import { humanizeMessage, VALID_EMAIL_MESSAGE } from "@inkforge/domain/contracts/messages";

/**
 * The sentence for a refused subscription. A 400 is about the address itself (the API's contract
 * is stricter than the instant check in the form), so it reads as a validation message under the
 * field, not as "try again". The request client hands over the API's message, whose validation
 * form is "email: <rule>; …".
 */
export function describeNewsletterFailure(status: number | null, error: string): string {
  if (status === 429) return "Too many attempts. Please wait a minute and try again.";
  if (status === 400 || status === 422) {
    const emailPart = error
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("email:"));
    return emailPart
      ? humanizeMessage("Email", emailPart.slice("email:".length))
      : VALID_EMAIL_MESSAGE;
  }
  if (status === null) return "We couldn't connect. Check your internet connection and try again.";
  return "We could not subscribe you right now. Please try again.";
}
