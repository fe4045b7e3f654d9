import { formatEditionDate } from "@inkforge/domain/books/book";
import { bookSchema } from "@inkforge/domain/books/contract";
import { FIELD_GUIDE_EPUB_API_PATH, FIELD_GUIDE_LISTEN_PATH } from "@inkforge/domain/books/ids";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireSession } from "@/features/auth/require-session";
import { ListenPlayer } from "@/features/books/listen-player";
import { DownloadButton } from "@/features/shop/account/download-button";
import { serverApi } from "@/lib/api/server-api";
import { loginPath } from "@/lib/auth/redirects";
import { pageMetadata } from "@/lib/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Listen to your bonus book",
    description:
      "The new-member bonus book, read aloud chapter by chapter by your device's own voice.",
    path: FIELD_GUIDE_LISTEN_PATH,
  }),
  robots: { index: false, follow: false },
};

const PATH = FIELD_GUIDE_LISTEN_PATH;

export default async function ListenPage() {
  const session = await requireSession(PATH);
  const result = await serverApi({ token: session.apiToken })("GET", "/api/library/field-guide", {
    schema: bookSchema,
  });
  if (!result.ok && result.status === 401) {
    redirect(loginPath({ next: PATH, error: "SessionExpired" }));
  }
  if (!result.ok) {
    const missing = result.status === 404;
    if (!missing) console.error("Failed to fetch the bonus book", { status: result.status });
    return (
      <>
        <PageIntro
          title="Listen"
          lead={
            missing
              ? "This book isn't in your library. New members get its eBook and read-aloud edition free with a lifetime plan bought through the new-member offer."
              : "We couldn't load your book right now. Please reload the page in a moment."
          }
        />
        {missing ? (
          <Section className="pt-0 pb-16">
            <Button asChild>
              <Link href="/new-member?tab=lifetime">See the new-member offer</Link>
            </Button>
          </Section>
        ) : null}
      </>
    );
  }
  const book = result.data;
  return (
    <>
      <PageIntro
        eyebrow="Your bonus book · read-aloud edition"
        title={book.title}
        lead={`${book.subtitle}. ${book.chapters.length} chapters collected from the Inkforge blog, edition of ${formatEditionDate(book.editionDate)}.`}
      >
        <Button asChild variant="outline">
          <Link href="/me#downloads">Back to your downloads</Link>
        </Button>
      </PageIntro>
      {book.download_id ? (
        <Section className="pt-0">
          <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-700">
              The same chapters as an eBook: a PDF with a contents page, or an EPUB for e-readers
              and Send to Kindle.
            </p>
            <div className="flex flex-wrap gap-3">
              <DownloadButton
                downloadId={book.download_id}
                fileName="the-self-publishing-handbook.pdf"
                contentType="application/pdf"
                title={`${book.title} (PDF)`}
                label="Download PDF"
              />
              <DownloadButton
                downloadId={`${book.download_id}-epub`}
                path={FIELD_GUIDE_EPUB_API_PATH}
                fileName="the-self-publishing-handbook.epub"
                contentType="application/epub+zip"
                title={`${book.title} (EPUB)`}
                label="Download EPUB"
              />
            </div>
          </Card>
        </Section>
      ) : null}
      <Section className="pt-0 pb-16">
        <ListenPlayer book={book} />
      </Section>
    </>
  );
}
