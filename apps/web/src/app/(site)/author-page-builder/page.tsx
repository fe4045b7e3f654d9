import { AUTHOR_PAGE_EDITOR_PATH } from "@inkforge/domain/promotions/campaign-rules";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import Link from "next/link";
import { getServerSession } from "next-auth/next";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { IconBadge, type IconName } from "@/components/ui/icon";
import { site } from "@/config/site";
import { authOptions } from "@/features/auth/auth-options";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { FaqList } from "@/features/marketing/components/faq-list";
import { type Step, Steps } from "@/features/marketing/components/steps";
import { checkFeatureAccess } from "@/features/shop/server-access";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Author page builder: an author website without code",
  description:
    "Build an author website or book landing page without code: your bio, books, series, newsletter sign-up and links to every store, saved to your account.",
  path: "/author-page-builder",
  keywords: [
    "author website builder",
    "book landing page",
    "author page",
    "self-published author website",
    "newsletter sign-up page",
  ],
});

type PageSection = { title: string; icon: IconName; body: string };

const sections: readonly PageSection[] = [
  {
    title: "Hero and bio",
    icon: "users",
    body: "Your author name, a photo or logo, a one-line promise to readers and a short bio in your own voice.",
  },
  {
    title: "Books and series",
    icon: "book",
    body: "Each book with its cover, blurb and store links, grouped into series in reading order.",
  },
  {
    title: "Newsletter sign-up",
    icon: "listing",
    body: "A sign-up block that points to your email list provider, so readers hear about your next release first.",
  },
  {
    title: "Reader extras",
    icon: "star",
    body: "Reading-order guides, a free sample chapter, editorial reviews you have permission to quote, and FAQs.",
  },
  {
    title: "Events and news",
    icon: "calendar",
    body: "Upcoming releases, signings and interviews, so the page never looks abandoned.",
  },
  {
    title: "Contact and social links",
    icon: "globe",
    body: "Where readers, bloggers and podcasters can reach you, and links to the profiles you keep up to date.",
  },
];

const steps: readonly Step[] = [
  {
    title: "Choose a layout",
    body: "Start from a layout for a single book, a series or a full author catalogue.",
  },
  {
    title: "Add your sections",
    body: "Turn on the sections you need, reorder them and fill in your bio, books and links.",
  },
  {
    title: "Style it",
    body: "Pick colours and fonts that match your covers, and preview the page on phone and desktop.",
  },
  {
    title: "Publish and share",
    body: `Publish the page and share its link in your books' back matter, your bio and your social profiles. Pages are saved to your ${site.name} account, so you can update them any time.`,
  },
];

/** Does the visitor own the builder (then the page offers their editor instead of the product). */
async function ownsTheBuilder(): Promise<boolean> {
  const session = await getServerSession(authOptions);
  if (!session?.apiToken || session.error) return false;
  return (await checkFeatureAccess(session.apiToken, featureIds.authorPageBuilder)) === "granted";
}

/**
 * The product page. The header's and the popup's links take an owner straight to the editor
 * (decision 0130); an owner who comes here anyway can read it, with the editor one click away.
 */
export default async function AuthorPageBuilderPage() {
  const owner = await ownsTheBuilder();
  return (
    <>
      <PageIntro
        eyebrow="New · Author page builder"
        title="Build your author website in an afternoon"
        lead={
          <p>
            Readers who finish your book look for you. Give them a page that shows every book you
            have written, in order, with links to buy and a way to join your list. The author page
            builder lets you make one without code, hosting or a designer.
          </p>
        }
      >
        <Button asChild size="lg">
          {owner ? (
            <Link href={AUTHOR_PAGE_EDITOR_PATH}>Edit your author page</Link>
          ) : (
            <Link href="/pricing#memberships">Get the author page builder</Link>
          )}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="#how">See how it works</Link>
        </Button>
      </PageIntro>

      <Section
        id="sections"
        title="Sections you can add"
        intro="Use as many or as few as your page needs."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.title}>
              <Card className="h-full">
                <IconBadge name={section.icon} />
                <CardTitle className="mt-4">{section.title}</CardTitle>
                <CardText className="text-slate-700">{section.body}</CardText>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" title="Why authors need their own page">
        <div className="grid gap-4 md:grid-cols-3">
          <Card>
            <CardTitle>One link for everything</CardTitle>
            <CardText className="text-slate-700">
              Put a single address in your back matter and bio instead of a list of store links that
              goes out of date with every release.
            </CardText>
          </Card>
          <Card>
            <CardTitle>Readers you can reach again</CardTitle>
            <CardText className="text-slate-700">
              Store pages don&apos;t give you your buyers&apos; details. A newsletter sign-up on
              your own page does, and that list is yours.
            </CardText>
          </Card>
          <Card>
            <CardTitle>Series read in order</CardTitle>
            <CardText className="text-slate-700">
              A clear reading order helps readers move from book one to the next, which is where a
              series earns most of its money.
            </CardText>
          </Card>
        </div>
      </Section>

      <Section id="how" title="How it works" className="scroll-mt-24">
        <Steps steps={steps} className="lg:grid-cols-4" />
      </Section>

      <Section id="faq" title="Questions about the author page builder">
        <FaqList
          items={[
            {
              question: "Do I need to know HTML or buy hosting?",
              answer: (
                <p>
                  No. You build the page from sections in the browser, and {site.name} hosts it.
                </p>
              ),
            },
            {
              question: "Can I put my Amazon reviews on the page?",
              answer: (
                <p>
                  Quote only what you have permission to use, such as editorial reviews or
                  endorsements, and always credit the source.
                </p>
              ),
            },
            {
              question: "Can I have pages for more than one pen name?",
              answer: (
                <p>
                  Yes. Each page is saved separately in your account, so you can keep a page for
                  each pen name or series.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Give your readers somewhere to go"
        body={<p>Build your author page and put its link in your next book.</p>}
        primary={{ label: "Get the author page builder", href: "/pricing#memberships" }}
        secondary={{ label: "Explore free tools", href: "/tools" }}
      />
    </>
  );
}
