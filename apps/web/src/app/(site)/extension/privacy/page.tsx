import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { EXTENSION_PRIVACY_NOTE as note } from "@/features/extension/privacy-note";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "All-In-One extension: privacy note",
  description: "What the Inkforge All-In-One browser extension reads, what it sends and why.",
  path: "/extension/privacy",
});

export default function Page() {
  return (
    <>
      <PageIntro title="All-In-One extension: privacy note" lead={note.reads} />
      <Section title="What leaves your browser, and why" className="pt-0">
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
          {note.sent.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-slate-700">{note.links}</p>
      </Section>
      <Section title="Your account" className="pt-0 pb-16">
        <p className="max-w-3xl text-slate-700">{note.account}</p>
      </Section>
    </>
  );
}
