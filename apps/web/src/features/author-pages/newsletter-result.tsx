import "server-only";
import Link from "next/link";
import { answerNewsletterLink } from "@/lib/api/author-pages-server";

/** The page behind a confirmation or unsubscribe link from an author's email. */
export async function NewsletterResult({
  action,
  token,
}: {
  action: "confirm" | "unsubscribe";
  token: string | undefined;
}) {
  const result = token ? await answerNewsletterLink(action, token) : null;
  const title = !result
    ? "This link is not valid any more"
    : action === "confirm"
      ? "You're subscribed"
      : "You've left the list";
  const text = !result
    ? "It may have expired or been used to leave the list. Sign up again on the author's page."
    : action === "confirm"
      ? `Thank you: ${result.penName || "the author"} will write to you about new books.`
      : `You won't receive ${result.penName || "the author"}'s newsletter any more.`;
  return (
    <main className="mx-auto max-w-xl px-5 py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg">{text}</p>
      {result ? (
        <p className="mt-8">
          <Link href={`/authors/${result.slug}`} className="underline">
            Back to {result.penName || "the author"}'s page
          </Link>
        </p>
      ) : null}
    </main>
  );
}
