import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { site } from "@/config/site";
import { FaqList } from "@/features/content/faq-list";
import { faqGroups } from "@/features/content/faqs";
import { TextLink } from "@/features/content/text-link";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Frequently asked questions",
  description: `Answers about your ${site.name} account, KDP royalties and keywords, monthly, yearly and lifetime plans, the 14-day refund policy, cookies and your data.`,
  path: "/faqs",
  keywords: [
    "KDP FAQ",
    "KDP royalty 35% 70%",
    "paperback royalty",
    "KDP keywords",
    "refund policy",
    "lifetime plan",
  ],
});

export default function FaqsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Help"
        title="Frequently asked questions"
        lead={
          <p>
            Quick answers about your account, how our tools and KDP's rules work, plans and refunds,
            and what happens to your data. Select a question to open its answer.
          </p>
        }
      >
        <nav aria-label="FAQ topics">
          <ul className="flex flex-wrap gap-2">
            {faqGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-ink-300 hover:bg-ink-50"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>

      {faqGroups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title} className="scroll-mt-24">
          <FaqList items={group.items} />
        </Section>
      ))}

      <Section
        id="still-stuck"
        title="Still have a question?"
        className="border-t border-slate-200"
      >
        <p className="max-w-3xl text-slate-700">
          The <TextLink href="/support">support page</TextLink> explains how to report a bug and get
          billing help, or you can write to us directly.
        </p>
        <div className="mt-6">
          <Button asChild variant="secondary">
            <Link href="/contact-us">Contact support</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
