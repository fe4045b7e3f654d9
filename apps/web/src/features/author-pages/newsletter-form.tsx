import { NewsletterSubmit } from "./newsletter-submit";

/*
 * The reader's sign-up: a plain HTML form posted to the web server (no client JavaScript), which
 * forwards it to the API and comes back here with `?newsletter=<status>#newsletter`.
 */

const MESSAGES: Record<string, { text: string; tone: "ok" | "error" }> = {
  pending: {
    text: "Almost there: check your inbox and click the link to confirm your subscription.",
    tone: "ok",
  },
  invalid: { text: "Please enter a valid email address and tick the box.", tone: "error" },
  limited: { text: "Too many attempts for this address. Please try again later.", tone: "error" },
  failed: { text: "Something went wrong. Please try again in a moment.", tone: "error" },
};

export function NewsletterForm({
  action,
  heading,
  consentText,
  status,
  disabled = false,
}: {
  action: string;
  heading: string;
  consentText: string;
  status: string | null;
  disabled?: boolean;
}) {
  const message = status ? MESSAGES[status] : undefined;
  return (
    <section
      id="newsletter"
      aria-labelledby="ap-newsletter"
      className="mx-auto mt-14 max-w-xl rounded-2xl bg-[var(--ap-surface)] p-6 shadow-sm ring-1 ring-black/5"
    >
      <h2
        id="ap-newsletter"
        className="text-2xl font-semibold [font-family:var(--ap-font-heading)]"
      >
        {heading}
      </h2>
      <p
        id="ap-newsletter-status"
        role={message?.tone === "error" ? "alert" : "status"}
        data-testid="newsletter-status"
        hidden={!message}
        className="mt-3 rounded-md border border-[var(--ap-accent)] px-3 py-2"
      >
        {message?.text}
      </p>
      {/* The texts the in-place submit shows. Not <template>s: a parsed template keeps its text in
          a fragment React does not see, so hydration failed and React drew the page a second
          time in the browser (the JSON-LD block twice). */}
      <div hidden>
        {Object.entries(MESSAGES).map(([key, m]) => (
          <span key={key} id={`ap-newsletter-status-${key}`}>
            {m.text}
          </span>
        ))}
      </div>
      {disabled ? null : (
        <NewsletterSubmit formId="ap-newsletter-form" statusId="ap-newsletter-status" />
      )}
      <form
        id="ap-newsletter-form"
        method="post"
        action={action}
        aria-label="Newsletter sign-up"
        className="mt-4"
      >
        <label htmlFor="ap-email" className="block font-medium">
          Email address
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id="ap-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            disabled={disabled}
            className="min-w-0 flex-1 rounded-md border border-[var(--ap-muted)] bg-white px-3 py-2 text-[#1a1a1a]"
          />
          <button
            type="submit"
            disabled={disabled}
            className="rounded-md bg-[var(--ap-accent)] px-5 py-2 font-semibold text-[var(--ap-accent-text)]"
          >
            Subscribe
          </button>
        </div>
        {/* Hidden from people (and from screen readers); bots fill every field. */}
        <div aria-hidden="true" className="absolute left-[-9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input name="website" type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <label className="mt-3 flex items-start gap-2 text-sm">
          <input
            name="consent"
            type="checkbox"
            value="yes"
            required
            disabled={disabled}
            className="mt-1"
          />
          <span>{consentText}</span>
        </label>
      </form>
    </section>
  );
}
