import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { site } from "@/config/site";
import { CheckList } from "@/features/marketing/components/check-list";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { FaqList } from "@/features/marketing/components/faq-list";
import { type Step, Steps } from "@/features/marketing/components/steps";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "ARC reviews: advance review copies within Amazon's rules",
  description:
    "Offer advance review copies of your book to interested readers through the ARC reviews group, without paying for reviews or asking for positive ratings.",
  path: "/arc-reviews",
  keywords: [
    "ARC reviews",
    "advance review copies",
    "Amazon book review policy",
    "get book reviews",
    "ARC readers",
  ],
});

const howItWorks: readonly Step[] = [
  {
    title: "List your book",
    body: "Add the title, genre, a short blurb, the format you can give (eBook file or a print copy) and when the book comes out.",
  },
  {
    title: "Readers choose",
    body: "Readers in the group browse the listings and request the books they genuinely want to read. Nobody is assigned your book.",
  },
  {
    title: "Send the copy",
    body: "You send each reader a free copy, with no conditions attached: no required review, no required rating.",
  },
  {
    title: "Readers decide",
    body: "Each reader decides whether to review and what to say. Some will not review at all, and that is their right.",
  },
];

const allowed = [
  "Giving readers a free or discounted copy of your book before or after publication.",
  "Saying that honest reviews, positive or negative, are welcome.",
  "Reminding readers once that reviews help other readers decide.",
];

const notAllowed = [
  "Paying for customer reviews, in money, gifts, refunds or any other reward.",
  "Requiring a review in exchange for the copy, or asking for a positive one.",
  "Trying to influence what the reviewer writes or the rating they give.",
  "Reviews from family, close friends or anyone with a financial interest in the book.",
  "Reviewing your own book, or swapping reviews with other authors.",
];

export default function ArcReviewsPage() {
  return (
    <>
      <PageIntro
        eyebrow="ARC reviews group"
        title="Advance review copies, done by the rules"
        lead={
          <p>
            A new book with no reviews is a hard sell. The ARC reviews group connects you with
            readers who want to read books like yours early, so honest reviews can appear soon after
            launch, without risking your account with paid or incentivised reviews.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link href="/pricing#memberships">See how to join</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="#policy">Amazon&apos;s review rules</Link>
        </Button>
      </PageIntro>

      <Section id="how-arcs-work" title="How review copies work">
        <div className="max-w-3xl space-y-3 text-slate-700 leading-7">
          <p>
            An advance review copy (ARC) is a free copy of a book given to readers, usually before
            publication, so that reviews are ready when shoppers arrive. Publishers have done this
            for a long time, and Amazon continues to allow it for books, with one condition: the
            copy must be a gift, not a payment for a review.
          </p>
          <p>
            That means a reader who gets your ARC is free to leave a glowing review, a critical one
            or none at all. An ARC programme that respects this produces reviews that shoppers trust
            and that Amazon has no reason to remove.
          </p>
        </div>
      </Section>

      <Section
        id="policy"
        title="Amazon's review rules, in plain words"
        intro="A summary to help you stay on the right side of Amazon's Community Guidelines. The guidelines themselves are the authority and can change, so read the current version on Amazon before each launch."
        className="scroll-mt-24"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="border-emerald-200">
            <CardTitle className="flex items-center gap-2">
              <Icon name="check" className="text-emerald-700" />
              Allowed
            </CardTitle>
            <CheckList items={allowed} className="mt-4 text-sm" />
          </Card>
          <Card className="border-red-200">
            <CardTitle className="flex items-center gap-2">
              <Icon name="minus" className="text-red-700" />
              Not allowed
            </CardTitle>
            <ul className="mt-4 space-y-2 text-sm">
              {notAllowed.map((item) => (
                <li key={item} className="flex gap-2 text-slate-700">
                  <Icon name="minus" className="mt-0.5 size-5 text-red-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <p className="mt-5 max-w-3xl text-sm text-slate-700">
          Amazon also sets its own eligibility rules for who may post customer reviews, and reviews
          of free copies are not marked as verified purchases. Neither is something an author can
          change.
        </p>
      </Section>

      <Section id="how-the-group-works" title="How the group works">
        <Steps steps={howItWorks} className="lg:grid-cols-4" />
        <div className="mt-6 max-w-3xl">
          <h3 className="font-semibold text-ink-900">Group rules every member agrees to</h3>
          <CheckList
            className="mt-3"
            items={[
              "Authors never require, request a rating for, or reward a review.",
              "Readers only request books they intend to read, and review only if they want to.",
              "No review swaps between authors, and no contact that pressures a reader.",
              "Members who break the rules lose access to the group.",
            ]}
          />
        </div>
      </Section>

      <Section id="faq" title="Questions about ARC reviews">
        <FaqList
          items={[
            {
              question: "How many reviews will I get?",
              answer: (
                <p>
                  We cannot promise any number, and a programme that does is not following
                  Amazon&apos;s rules. Readers choose freely; books with a clear blurb and a strong
                  cover tend to be requested more.
                </p>
              ),
            },
            {
              question: "Where is the group?",
              answer: (
                <p>
                  On a separate members&apos; site. Once the membership is yours, its link appears
                  in your {site.name} account menu.
                </p>
              ),
            },
            {
              question: "Can I use the group for a book that is already published?",
              answer: (
                <p>
                  Yes. Review copies can be given at any time; the same rules apply before and after
                  launch.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Get early readers for your next book"
        body={<p>Join the ARC reviews group and list your book before launch day.</p>}
        primary={{ label: "See memberships and pricing", href: "/pricing#memberships" }}
        secondary={{ label: "Get a free listing review", href: "/review" }}
      />
    </>
  );
}
