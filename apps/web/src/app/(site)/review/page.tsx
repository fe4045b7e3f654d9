import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { IconBadge, type IconName } from "@/components/ui/icon";
import { site } from "@/config/site";
import { CheckList } from "@/features/marketing/components/check-list";
import { FaqList } from "@/features/marketing/components/faq-list";
import { type Step, Steps } from "@/features/marketing/components/steps";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Free KDP book review: cover, title, description, keywords and price",
  description:
    "Get a free written review of your KDP book listing: cover, title and subtitle, description, keywords, categories and price, with clear fixes in priority order.",
  path: "/review",
  keywords: [
    "free book review",
    "KDP listing review",
    "book cover feedback",
    "Amazon book description review",
    "KDP keywords check",
  ],
});

type Area = { title: string; icon: IconName; checks: string };

const areas: readonly Area[] = [
  {
    title: "Cover",
    icon: "design",
    checks:
      "Does it read as a thumbnail, fit your genre's conventions and meet KDP's print specs: bleed, spine text only from about 80 pages, a clear barcode area?",
  },
  {
    title: "Title and subtitle",
    icon: "pen",
    checks:
      'Is it clear and searchable without keyword stuffing, within 200 characters combined, and free of claims KDP rejects such as "bestselling" or "free"?',
  },
  {
    title: "Description",
    icon: "listing",
    checks:
      "Does the opening hook a shopper, is the formatting clean, and does it avoid what Amazon forbids: reviews, links, prices and time-limited offers?",
  },
  {
    title: "Keywords",
    icon: "search",
    checks:
      "Do your seven backend keywords add new search phrases rather than repeat the title, and avoid other authors' names, brands and program names?",
  },
  {
    title: "Categories",
    icon: "layout",
    checks:
      "Do your three categories per format describe the book honestly and give it a realistic chance of ranking?",
  },
  {
    title: "Price",
    icon: "calculator",
    checks:
      "Does the list price fit the competition and earn the royalty you expect, for example clearing the $9.99 line where Amazon.com paperbacks move from 50% to 60%?",
  },
];

const requestSteps: readonly Step[] = [
  {
    title: "Create a free account",
    body: (
      <>
        Reviews are for members, so we can send the result to you.{" "}
        <Link href="/register" className="font-medium text-ink-700 underline">
          Register here
        </Link>
        ; it costs nothing.
      </>
    ),
  },
  {
    title: "Send your request",
    body: (
      <>
        Use the{" "}
        <Link href="/contact-us" className="font-medium text-ink-700 underline">
          contact form
        </Link>{" "}
        with the subject &quot;Free book review&quot;. Include the Amazon link or ASIN, or your
        draft listing and cover if the book is not live yet.
      </>
    ),
  },
  {
    title: "Get your review",
    body: "We reply by email with a written review. Requests are handled in the order they arrive.",
  },
];

export default function ReviewPage() {
  return (
    <>
      <PageIntro
        eyebrow="Free book review"
        title="A free, honest review of your KDP listing"
        lead={
          <p>
            A second pair of eyes catches what you no longer see. Send us your book and we will
            review the six things that decide whether shoppers click and buy, and whether KDP
            accepts the listing, then tell you what to fix first.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link href="/register">Create a free account</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="#request">How to request a review</Link>
        </Button>
      </PageIntro>

      <Section id="covers" title="What the review covers">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area) => (
            <li key={area.title}>
              <Card className="h-full">
                <IconBadge name={area.icon} />
                <CardTitle className="mt-4">{area.title}</CardTitle>
                <CardText className="text-slate-700">{area.checks}</CardText>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="request" title="How to request a review" className="scroll-mt-24">
        <Steps steps={requestSteps} />
      </Section>

      <Section id="turnaround" title="Turnaround">
        <p className="max-w-3xl text-slate-700 leading-7">
          Reviews are written by a person, not generated, so they take a few working days. Requests
          are answered in the order they arrive; if you are working to a launch date, say so in your
          message and send the request well before it.
        </p>
      </Section>

      <Section id="what-you-get" title="What you get back">
        <CheckList
          className="max-w-3xl"
          items={[
            "A written review of each of the six areas, with what works and what does not.",
            "A short list of changes in priority order, starting with anything that risks rejection.",
            `Pointers to the free ${site.name} tools that help with each fix.`,
            "Suggested wording where your title, subtitle or description could be clearer.",
          ]}
        />
      </Section>

      <Section id="faq" title="Questions about the free review">
        <FaqList
          items={[
            {
              question: "Is it really free?",
              answer: (
                <p>
                  Yes. You need a free account, and that is all. There is no obligation to buy a
                  plan afterwards.
                </p>
              ),
            },
            {
              question: "Can I send a book that is not published yet?",
              answer: (
                <p>
                  Yes, and it is the best time. Send the draft title, description, keywords, price
                  and cover image, and say which trim size and page count you plan.
                </p>
              ),
            },
            {
              question: "Will you leave a review on Amazon?",
              answer: (
                <p>
                  No. This is private feedback for you, not a customer review. For reader reviews,
                  see the <Link href="/arc-reviews">ARC reviews programme</Link>, which follows
                  Amazon&apos;s review rules.
                </p>
              ),
            },
          ]}
        />
      </Section>
    </>
  );
}
