import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { IconBadge } from "@/components/ui/icon";
import { site } from "@/config/site";
import { CheckList } from "@/features/marketing/components/check-list";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { FaqList } from "@/features/marketing/components/faq-list";
import { type Step, Steps } from "@/features/marketing/components/steps";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "KDP mentorship group: weekly calls, listing reviews, accountability",
  description:
    "Join the KDP mentorship group: weekly live calls, feedback on your listings and covers, and accountability from authors who publish on Amazon KDP every week.",
  path: "/mentorship",
  keywords: [
    "KDP mentorship",
    "self-publishing mentor",
    "KDP coaching group",
    "Amazon KDP community",
    "book listing review",
  ],
});

const joinSteps: readonly Step[] = [
  {
    title: "Choose the membership",
    body: (
      <>
        The mentorship group is a membership of its own. Find it with the other memberships on the{" "}
        <Link href="/pricing#memberships" className="font-medium text-ink-700 underline">
          pricing page
        </Link>
        .
      </>
    ),
  },
  {
    title: "Sign in to your account",
    body: `The membership is added to your ${site.name} account as soon as the payment is confirmed.`,
  },
  {
    title: "Open the members' area",
    body: "The group lives on a separate members' site. Its link appears in your account menu once the membership is yours, along with the call schedule.",
  },
];

export default function MentorshipPage() {
  return (
    <>
      <PageIntro
        eyebrow="Training"
        title="The KDP mentorship group"
        lead={
          <p>
            Publishing alone is slow: you wait for rejections to learn the rules and guess why a
            book is not selling. The mentorship group gives you a weekly call, honest feedback on
            your listings and a group of authors who expect to see your progress.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link href="/pricing#memberships">See how to join</Link>
        </Button>
      </PageIntro>

      <Section id="what-you-get" title="What members get">
        <div className="grid gap-4 md:grid-cols-3">
          <Card>
            <IconBadge name="users" />
            <CardTitle className="mt-4">Weekly live calls</CardTitle>
            <CardText className="text-slate-700">
              A group call every week: bring a question, share your screen and get answers on niche
              choices, pricing, covers and ads.
            </CardText>
          </Card>
          <Card>
            <IconBadge name="listing" />
            <CardTitle className="mt-4">Listing reviews</CardTitle>
            <CardText className="text-slate-700">
              Post your title, subtitle, description, keywords and cover before you publish, and get
              specific feedback on what to change and why, with KDP&apos;s metadata rules in mind.
            </CardText>
          </Card>
          <Card>
            <IconBadge name="calendar" />
            <CardTitle className="mt-4">Accountability</CardTitle>
            <CardText className="text-slate-700">
              Set a goal for the week, report back on the next call and keep a steady publishing
              rhythm. Consistent releases are how a catalogue grows.
            </CardText>
          </Card>
        </div>
      </Section>

      <Section id="who" title="Who it is for">
        <CheckList
          className="max-w-3xl"
          items={[
            "Authors preparing their first KDP book who want a second pair of eyes before they press Publish.",
            "Low-content, puzzle and coloring book publishers who want feedback on niches and covers.",
            "Authors with books that get impressions but few sales, who need to find out why.",
            "Anyone who publishes more when someone is expecting an update.",
          ]}
        />
        <p className="mt-4 max-w-3xl text-slate-700">
          It is not a done-for-you service: members do the work, the group helps you do it well. If
          you want a professional to design or format for you, see the{" "}
          <Link href="/services" className="font-medium text-ink-700 underline">
            services directory
          </Link>
          .
        </p>
      </Section>

      <Section id="join" title="How to join">
        <Steps steps={joinSteps} />
      </Section>

      <Section id="faq" title="Questions about the mentorship group">
        <FaqList
          items={[
            {
              question: "Do I need a paid plan to join?",
              answer: (
                <p>
                  No. The group is sold separately from the tool plans. Members often use the free
                  tools alongside it.
                </p>
              ),
            },
            {
              question: "Where does the group meet?",
              answer: (
                <p>
                  On a separate members&apos; site. You reach it from your {site.name} account once
                  the membership is yours; the link is not public.
                </p>
              ),
            },
            {
              question: "Can the group guarantee my book will sell?",
              answer: (
                <p>
                  No one can. Feedback improves the decisions you make; the market decides the rest.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Publish with people who have done it"
        body={<p>Join the group and bring your next listing to this week&apos;s call.</p>}
        primary={{ label: "See memberships and pricing", href: "/pricing#memberships" }}
        secondary={{ label: "Take the masterclass", href: "/masterclass" }}
      />
    </>
  );
}
