import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { site } from "@/config/site";
import {
  contactEmails,
  mailto,
  officeHours,
  supportResponseTime,
} from "@/features/content/contact";
import { ContactForm } from "@/features/content/contact-form";
import { ContactOptions } from "@/features/content/contact-options";
import { TextLink } from "@/features/content/text-link";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Contact us",
  description: `Contact the ${site.name} team: email support for account, billing and tool questions, the community forum, partnerships and press. Replies in one business day.`,
  path: "/contact-us",
  keywords: ["contact", site.name, "customer support", "support email", "partnerships", "press"],
});

const includeInRequest = [
  "the email address of your account, if you are writing from a different one;",
  "the tool or page your question is about, with its address if you have it;",
  "what you were trying to do and what happened instead, with any error message;",
  "for billing questions, the date and amount of the payment (never your full card number);",
  "a screenshot, if it helps show the problem.",
];

export default function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Contact us"
        lead={
          <p>
            Questions about a tool, your account or a payment? Ideas for a feature? Write to us. A
            person on the {site.name} team reads every message and replies within{" "}
            {supportResponseTime}.
          </p>
        }
      >
        <Button asChild>
          <a href={mailto(contactEmails.support)}>Email support</a>
        </Button>
      </PageIntro>

      <Section id="message" title="Send us a message">
        <ContactForm />
      </Section>

      <Section id="ways" title="Ways to reach us" className="border-t border-slate-200">
        <ContactOptions show={["email", "support", "forum", "partners", "press"]} />
      </Section>

      <div className="grid gap-x-10 border-t border-slate-200 lg:grid-cols-2">
        <Section id="hours" title="Office hours and replies">
          <div className="space-y-4 leading-7 text-slate-700">
            <p>
              The support team works <strong className="text-ink-900">{officeHours}</strong>.
            </p>
            <ul className="list-disc space-y-2 pl-5">
              <li>Support emails: a reply within {supportResponseTime}.</li>
              <li>
                Press enquiries: a reply within one business day, sooner for urgent deadlines.
              </li>
              <li>
                Partnerships: a first reply within one business day, and a full answer once the
                right person has looked at your proposal.
              </li>
            </ul>
            <p>
              Messages sent in the evening or at the weekend are answered on the next business day.
              The <TextLink href="/faqs">FAQs</TextLink> and the{" "}
              <TextLink href="/support">support page</TextLink> are there around the clock.
            </p>
          </div>
        </Section>

        <Section id="what-to-include" title="What to include in a support request">
          <p className="leading-7 text-slate-700">
            A few details let us answer in one reply instead of three:
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 text-slate-700">
            {includeInRequest.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-4 leading-7 text-slate-700">
            Never send your password, your KDP login or card details. We will never ask for them.
          </p>
        </Section>
      </div>
    </>
  );
}
