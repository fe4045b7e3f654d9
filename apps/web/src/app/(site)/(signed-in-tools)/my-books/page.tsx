import { PageIntro } from "@/components/layout/page-intro";
import { requireSession } from "@/features/auth/require-session";
import { MyBooksAfterPaint } from "@/features/my-books/my-books-after-paint";
import { pageMetadata } from "@/lib/metadata";

const PATH = "/my-books";

export const metadata = {
  ...pageMetadata({
    title: "My books",
    description:
      "Your KDP and Amazon Ads reports in one place: profit per book, series and marketplace, and a price planner.",
    path: PATH,
  }),
  robots: { index: false, follow: false },
};

export default async function Page() {
  await requireSession(PATH);
  return (
    <>
      <PageIntro
        title="My books"
        lead="What each book earned per marketplace after printing and ads, and what to charge next."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <MyBooksAfterPaint />
      </div>
    </>
  );
}
