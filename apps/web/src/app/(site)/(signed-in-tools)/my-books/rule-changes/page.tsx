import { PageIntro } from "@/components/layout/page-intro";
import { requireSession } from "@/features/auth/require-session";
import { RuleChanges } from "@/features/my-books/rule-changes";
import { pageMetadata } from "@/lib/metadata";

const PATH = "/my-books/rule-changes";

export const metadata = {
  ...pageMetadata({
    title: "KDP rule changes",
    description:
      "Every KDP figure change we track, its source, and which of your books it touched.",
    path: PATH,
  }),
  robots: { index: false, follow: false },
};

export default async function Page() {
  await requireSession(PATH);
  return (
    <>
      <PageIntro
        title="KDP rule changes"
        lead="When KDP changes a printing cost, we re-price your books and show what changed here."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <RuleChanges />
      </div>
    </>
  );
}
