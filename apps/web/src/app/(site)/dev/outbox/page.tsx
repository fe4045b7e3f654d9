import { notFound } from "next/navigation";
import { Fragment } from "react";
import { PageIntro } from "@/components/layout/page-intro";
import { Card } from "@/components/ui/card";
import { fetchDevOutbox } from "@/features/account/account-data";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Demo outbox",
    description: "Emails the demo site would have sent, such as password reset links.",
    path: "/dev/outbox",
  }),
  robots: { index: false, follow: false },
};

// Read on every request: the outbox changes. The API is the one that knows whether dev routes
// exist (only a loopback demo without PUBLIC_DEMO, decision 0029); anywhere else it answers 404
// and so does this page, so a public demo or production never shows anyone's reset links.
export const dynamic = "force-dynamic";

const sentAt = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

function formatSentAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${sentAt.format(date)} UTC`;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The email text with its links clickable (the reset link above all). */
function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
            key={index}
            href={part}
            className="break-all font-semibold text-ink-700 underline"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default async function Page() {
  const outbox = await fetchDevOutbox();
  if (outbox === "not-found") notFound();
  return (
    <>
      <PageIntro
        title="Demo outbox"
        lead="The demo site sends no real email. Messages it would have sent are listed here, newest first."
      />
      <div className="grid gap-4 py-10" data-testid="outbox">
        {outbox === "unavailable" ? (
          <p className="text-slate-700">The outbox could not be loaded. Is the API running?</p>
        ) : outbox.length === 0 ? (
          <p className="text-slate-700">No emails yet.</p>
        ) : (
          outbox.map((message) => (
            <Card key={message.id} data-testid="outbox-message">
              <article aria-label={message.subject}>
                <h2 className="text-lg font-semibold text-ink-900">{message.subject}</h2>
                <p className="mt-1 text-sm text-slate-600">
                  To <span data-testid="outbox-to">{message.to}</span> ·{" "}
                  <time dateTime={message.createdAt}>{formatSentAt(message.createdAt)}</time>
                </p>
                <p className="mt-3 whitespace-pre-wrap text-slate-800">
                  <LinkifiedText text={message.text} />
                </p>
              </article>
            </Card>
          ))
        )}
      </div>
    </>
  );
}
