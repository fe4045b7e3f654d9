import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Prose } from "@/components/layout/prose";
import { site } from "@/config/site";
import { contactEmails, mailto } from "@/features/content/contact";
import {
  PolicyHeader,
  type PolicyHeading,
  PolicySectionTitle,
} from "@/features/content/policy-header";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "GDPR and your data rights",
  description: `Your GDPR and UK GDPR rights at ${site.name}: access, correction, erasure, portability, objection and restriction, how to use them, and our one-month reply time.`,
  path: "/terms/gdpr",
  keywords: [
    "GDPR",
    "data subject rights",
    "data protection",
    "DPA",
    "right to erasure",
    site.name,
  ],
});

const updated = "2026-11-21";

const headings: readonly PolicyHeading[] = [
  { id: "scope", title: "Who this page is for" },
  { id: "your-rights", title: "Your rights" },
  { id: "how-to", title: "How to use your rights" },
  { id: "response-time", title: "How quickly we respond" },
  { id: "transfers", title: "Data transfers outside the UK and EEA" },
  { id: "complaints", title: "Complaints to a supervisory authority" },
  { id: "dpa", title: "Data processing agreements for businesses" },
];

const rights = [
  {
    name: "Access",
    text: "Ask whether we hold personal data about you and receive a copy of it, with an explanation of how we use it, who receives it and how long we keep it.",
  },
  {
    name: "Rectification",
    text: "Have inaccurate data corrected and incomplete data completed, such as an old email address on your account.",
  },
  {
    name: "Erasure",
    text: "Have your personal data deleted. Deleting your account does this; we keep only what the law requires, such as anonymised order records for accounting.",
  },
  {
    name: "Portability",
    text: "Receive the data you gave us, such as your account details, saved boards and pages and purchase history, in a structured, machine-readable format (JSON), or have it sent to another service where that is technically possible.",
  },
  {
    name: "Objection",
    text: "Object to processing based on our legitimate interests, such as product-improvement statistics. We stop unless we have compelling grounds. You can always object to direct marketing, and we will stop.",
  },
  {
    name: "Restriction",
    text: "Ask us to pause using your data while a correction or objection is checked, or to keep it rather than delete it when you need it for a legal claim.",
  },
] as const;

export default function GdprPage() {
  return (
    <>
      <PageIntro
        eyebrow="Legal"
        title="GDPR and your data rights"
        lead={
          <p>
            The General Data Protection Regulation (GDPR) and the UK GDPR give you control over your
            personal data. This page explains each right, how to use it with {site.name} and what
            happens next. What we collect and why is in the{" "}
            <Link href="/terms/privacy" className="font-medium text-ink-700 underline">
              privacy policy
            </Link>
            .
          </p>
        }
      />
      <div className="py-10">
        <PolicyHeader updated={updated} headings={headings} />
        <Prose className="mt-4">
          <PolicySectionTitle headings={headings} id="scope" />
          <p>
            These rights apply by law if you are in the European Economic Area or the United
            Kingdom. We offer the same rights to every {site.name} member, wherever you live.
          </p>

          <PolicySectionTitle headings={headings} id="your-rights" />
          {rights.map((right) => (
            <div key={right.name}>
              <h3>Right to {right.name.toLowerCase()}</h3>
              <p>{right.text}</p>
            </div>
          ))}
          <h3>Withdrawing consent</h3>
          <p>
            Where we rely on your consent, such as for Google Analytics or the newsletter, you can
            withdraw it at any time: use the Cookie settings link in the footer, or the unsubscribe
            link in any newsletter. Withdrawing does not affect processing that happened before.
          </p>
          <h3>Automated decisions</h3>
          <p>
            We do not make decisions about you based solely on automated processing that have legal
            or similarly significant effects.
          </p>

          <PolicySectionTitle headings={headings} id="how-to" />
          <p>You can handle the most common requests yourself:</p>
          <ul>
            <li>
              <strong>
                From your <Link href="/me">account page</Link>
              </strong>
              : change your password, cancel a subscription, or delete your account (erasure).
            </li>
            <li>
              <strong>From the footer</strong>: open Cookie settings to turn Google Analytics on or
              off.
            </li>
            <li>
              <strong>From any newsletter</strong>: unsubscribe with the link at the bottom.
            </li>
          </ul>
          <p>
            For everything else, including access, portability, rectification of your email address,
            objection and restriction, email{" "}
            <a href={mailto(contactEmails.support, "GDPR request")}>{contactEmails.support}</a> with
            "GDPR request" in the subject. Tell us which right you want to use and, if you can,
            which data it concerns.
          </p>
          <p>
            Send the request from the email address on your account, so we can confirm it is you. If
            you write from another address, we may ask for a small piece of information to verify
            your identity; we will not ask for more than we need. Requests are free of charge.
          </p>

          <PolicySectionTitle headings={headings} id="response-time" />
          <p>
            We respond within one month of receiving your request. If a request is complex, or you
            send several at once, the law allows us to extend this by up to two further months; if
            we need to, we will tell you within the first month and explain why. If we cannot do
            what you ask, for example because the law requires us to keep a record, we will explain
            the reason.
          </p>

          <PolicySectionTitle headings={headings} id="transfers" />
          <p>
            Some of our service providers, such as Stripe, PayPal and Google, process data outside
            the UK and the EEA, for example in the United States. We transfer data only where it is
            protected by an adequacy decision (such as the EU–US Data Privacy Framework for
            certified companies) or by the European Commission's Standard Contractual Clauses, with
            the UK addendum for UK data. You can ask us for a copy of the safeguards that apply to a
            particular transfer. The full list of providers is in the{" "}
            <Link href="/terms/privacy#processors">privacy policy</Link>.
          </p>

          <PolicySectionTitle headings={headings} id="complaints" />
          <p>
            If you are unhappy with how we handle your data, please tell us first so we can try to
            put it right. You also have the right to complain to a supervisory authority: in the
            EEA, the data protection authority of the country where you live or work, or where you
            believe the problem happened; in the United Kingdom, the Information Commissioner's
            Office (ICO).
          </p>

          <PolicySectionTitle headings={headings} id="dpa" />
          <p>
            If you use {site.name} on behalf of a business, such as a small press or an agency
            working for authors, and you need a data processing agreement (DPA) for personal data
            you handle with our tools, email{" "}
            <a href={mailto(contactEmails.partners, "DPA request")}>{contactEmails.partners}</a>{" "}
            with "DPA request" in the subject. We will send our standard DPA, which includes the
            Standard Contractual Clauses and a list of our sub-processors.
          </p>
        </Prose>
      </div>
    </>
  );
}
