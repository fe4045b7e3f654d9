import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { site } from "@/config/site";
import { LearningCards } from "@/features/blog/learning-cards";
import {
  contactEmails,
  mailto,
  officeHours,
  supportResponseTime,
} from "@/features/content/contact";
import {
  communityForumUrl,
  tutorialsUrl,
  videoChannelUrl,
} from "@/features/content/external-links";
import { TextLink } from "@/features/content/text-link";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Support",
  description: `Get help with ${site.name}: FAQs, guides, the community forum, billing and refunds, reporting a bug, account security tips, and support replies in one business day.`,
  path: "/support",
  keywords: ["support", "help centre", site.name, "billing help", "report a bug", "KDP tools help"],
});

const selfHelp = [
  {
    title: "Frequently asked questions",
    text: "Accounts, KDP royalties and keywords, plans, refunds and privacy, answered in a few lines each.",
    href: "/faqs",
    linkText: "Read the FAQs",
  },
  {
    title: "Tool tutorials",
    text: "Step-by-step walkthroughs of the tools on our help site, from first search to finished file.",
    href: tutorialsUrl,
    linkText: "Open the tutorials",
  },
  {
    title: "Video tutorials",
    text: "Short screen recordings that show a tool or a KDP task from start to finish.",
    href: videoChannelUrl,
    linkText: "Watch the video tutorials",
  },
  {
    title: "Guides on the blog",
    text: "Articles on keywords, categories, pricing, covers and listings, written for KDP authors.",
    href: "/blog",
    linkText: "Browse the blog",
  },
  {
    title: "Checklists",
    text: "Pre-publication and metadata checklists with KDP's limits, plus links to every free calculator.",
    href: "/free-resources",
    linkText: "Open the free resources",
  },
  {
    title: "Masterclass",
    text: "Written lessons that take you from niche research to a published, well-presented book.",
    href: "/masterclass",
    linkText: "See the masterclass",
  },
] as const;

/** The domain our emails come from, e.g. "inkforge.app". */
const emailDomain = contactEmails.support.split("@")[1];

export default function SupportPage() {
  return (
    <>
      <PageIntro
        eyebrow="Help"
        title="Support"
        lead={
          <p>
            Most answers are a click away. If you cannot find yours, a person on the {site.name}{" "}
            team will reply within {supportResponseTime}.
          </p>
        }
      >
        <Button asChild>
          <Link href="/faqs">Search the FAQs</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/contact-us">Contact support</Link>
        </Button>
      </PageIntro>

      <Section id="learn" title="Learn step by step">
        <LearningCards />
      </Section>

      <Section id="self-help" title="Find an answer yourself">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {selfHelp.map((item) => (
            <li key={item.href}>
              <Card className="flex h-full flex-col">
                <CardTitle>{item.title}</CardTitle>
                <CardText className="flex-1">{item.text}</CardText>
                <p className="mt-4 text-sm">
                  <TextLink href={item.href}>{item.linkText}</TextLink>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="community"
        title="Ask the community"
        intro={
          <p>
            Other members have often solved the same problem. Search the forum for earlier
            questions, or ask your own about niches, listings, covers or a specific tool. The forum
            is a separate site with its own sign-in.
          </p>
        }
      >
        <Button asChild variant="secondary">
          <a href={communityForumUrl}>Community forum</a>
        </Button>
      </Section>

      <Section id="contact" title="Contact the support team">
        <div className="max-w-3xl space-y-4 leading-7 text-slate-700">
          <p>
            Email <TextLink href={mailto(contactEmails.support)}>{contactEmails.support}</TextLink>{" "}
            or see all the ways to reach us on the{" "}
            <TextLink href="/contact-us">contact page</TextLink>. We answer {officeHours}, and reply
            within {supportResponseTime}; messages sent at the weekend are answered on Monday.
          </p>
          <p>
            Write from the email address on your account, so we can find your account and orders
            straight away.
          </p>
        </div>
      </Section>

      <div className="grid gap-x-10 lg:grid-cols-2">
        <Section id="billing" title="Billing help">
          <ul className="list-disc space-y-3 pl-5 leading-7 text-slate-700">
            <li>
              <strong className="text-ink-900">Receipts</strong> are emailed after every payment.
              Check your spam folder if one has not arrived.
            </li>
            <li>
              <strong className="text-ink-900">Update your card or billing details</strong>, or
              cancel a monthly or yearly plan, from your{" "}
              <TextLink href="/me">account page</TextLink>. After cancelling, you keep access until
              the end of the period you paid for.
            </li>
            <li>
              <strong className="text-ink-900">Refunds</strong>: your first purchase of a paid
              feature can be refunded in full within 14 days of payment. Email us with the order
              date.
            </li>
            <li>
              <strong className="text-ink-900">Payment declined?</strong> Check the card's expiry
              date and billing address, or try another method; PayPal is offered in some countries.
            </li>
            <li>
              <strong className="text-ink-900">Paid but the feature is missing?</strong> Sign out
              and back in first. If it still does not appear, email us with the order date and the
              email address you paid with, and we will fix it.
            </li>
          </ul>
          <p className="mt-4 text-slate-700">
            The <TextLink href="/terms#billing">billing terms</TextLink> explain renewals and
            lifetime purchases in full.
          </p>
        </Section>

        <Section id="report-a-bug" title="Report a bug">
          <p className="leading-7 text-slate-700">
            Email{" "}
            <TextLink href={mailto(contactEmails.support, "Bug report")}>
              {contactEmails.support}
            </TextLink>{" "}
            with "Bug report" in the subject. These details help us fix it on the first try:
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 text-slate-700">
            <li>the address of the page or the name of the tool;</li>
            <li>what you did, step by step, and what you expected to happen;</li>
            <li>what happened instead, with any error message copied word for word;</li>
            <li>your browser and device, for example Chrome on Windows or Safari on iPhone;</li>
            <li>a screenshot or short screen recording, if you can;</li>
            <li>
              for a wrong number in a calculator, the exact values you entered and the result you
              expected.
            </li>
          </ul>
        </Section>
      </div>

      <Section
        id="security"
        title="Account and security tips"
        className="border-t border-slate-200"
      >
        <ul className="grid max-w-5xl list-disc gap-x-12 gap-y-3 pl-5 leading-7 text-slate-700 marker:text-ember-600 md:grid-cols-2">
          <li>
            Use a password you use nowhere else, ideally from a password manager. Changing it signs
            you out on every device.
          </li>
          <li>Sign out when you use a shared or public computer.</li>
          <li>
            We will never ask for your password, your Amazon or KDP login, or your card number, by
            email, chat or phone.
          </li>
          <li>
            Our emails come only from addresses ending in @{emailDomain}. If a message looks
            suspicious, do not click its links; forward it to{" "}
            <TextLink href={mailto(contactEmails.support, "Suspicious email")}>
              {contactEmails.support}
            </TextLink>
            .
          </li>
          <li>
            One account is for one person. Sharing a login breaks our{" "}
            <TextLink href="/terms#accounts">terms of use</TextLink> and puts your saved work at
            risk.
          </li>
          <li>
            Want to leave? You can delete your account yourself from the{" "}
            <TextLink href="/me">account page</TextLink>.
          </li>
        </ul>
      </Section>
    </>
  );
}
