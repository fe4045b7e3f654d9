import "server-only";
import Link from "next/link";
import { z } from "zod";
import { env } from "@/config/env";

const resultSchema = z.object({ slug: z.string(), penName: z.string() });

/** The page behind a confirmation or unsubscribe link from an author's email. */
export async function NewsletterResult({
  action,
  token,
}: {
  action: "confirm" | "unsubscribe";
  token: string | undefined;
}) {
  let result: z.infer<typeof resultSchema> | null = null;
  if (token) {
    try {
      const response = await fetch(
        `${env.API_URL}/api/v1/author-pages/newsletter/${action}?token=${encodeURIComponent(token)}`,
        { cache: "no-store" },
      );
      if (response.ok) result = resultSchema.parse(await response.json());
    } catch (error) {
      console.error("Newsletter link could not be checked", { action, error });
    }
  }
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
