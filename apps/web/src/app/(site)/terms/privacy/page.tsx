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
  title: "Privacy policy",
  description: `What personal data ${site.name} collects, why, the providers that process it, how cookies and consent work, how long we keep data and how to delete your account.`,
  path: "/terms/privacy",
  keywords: ["privacy policy", site.name, "cookies", "personal data", "data retention", "GDPR"],
});

const updated = "2026-11-21";

const headings: readonly PolicyHeading[] = [
  { id: "summary", title: "The short version" },
  { id: "data-we-collect", title: "What we collect" },
  { id: "purposes", title: "Why we use it and our legal bases" },
  { id: "processors", title: "Who processes data for us" },
  { id: "cookies", title: "Cookies and similar storage" },
  { id: "retention", title: "How long we keep data" },
  { id: "deletion", title: "Deleting your account" },
  { id: "transfers", title: "International transfers" },
  { id: "rights", title: "Your rights" },
  { id: "security", title: "Security" },
  { id: "children", title: "Children" },
  { id: "changes", title: "Changes to this policy" },
  { id: "contact", title: "Contact" },
];

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro
        eyebrow="Legal"
        title="Privacy policy"
        lead={
          <p>
            This policy explains what personal data {site.name} collects when you use the website,
            its tools and your account, why we need it, who helps us process it and what choices you
            have.
          </p>
        }
      />
      <div className="py-10">
        <PolicyHeader updated={updated} headings={headings} />
        <Prose className="mt-4">
          <PolicySectionTitle headings={headings} id="summary" />
          <ul>
            <li>We collect what we need to run your account, your purchases and the tools.</li>
            <li>
              We do not sell personal data, and we do not share your research with other members.
            </li>
            <li>Google Analytics runs only after you accept it in the cookie banner.</li>
            <li>
              You can delete your account yourself; your personal data is removed, and orders are
              kept only in anonymised form for accounting.
            </li>
          </ul>
          <p>
            {site.name} is the controller of the personal data described here. For any privacy
            question, email{" "}
            <a href={mailto(contactEmails.support, "Privacy")}>{contactEmails.support}</a>.
          </p>

          <PolicySectionTitle headings={headings} id="data-we-collect" />
          <h3>Account data</h3>
          <p>
            Your email address, username and, if you add one, a profile image. Your password is
            never stored as written: we keep only a hash made with a memory-hard algorithm, so
            nobody at {site.name} can read it. If you sign in with Google or Facebook, we receive
            your name, email address and an account identifier from that provider.
          </p>
          <h3>Purchases</h3>
          <p>
            What you bought, when, the price, the billing period (monthly, yearly or lifetime) and
            the payment status. Your card or PayPal details go directly to the payment provider; we
            receive a reference and the last digits or type of card at most. We record your country
            and the IP address used at checkout, to show the payment options available where you are
            and to prevent fraud.
          </p>
          <h3>Usage</h3>
          <p>
            Which tools you use and when, pages visited and time spent on them, and the date of each
            daily visit. We use these records for your points, streak and rank, to keep usage within
            plan limits and to see which tools need work. We also store what you save: boards,
            pages, trackers, notifications and comments.
          </p>
          <h3>Messages and surveys</h3>
          <p>
            What you send us by email or through the site, including your name and email address,
            and any answers you choose to give in a survey. If you subscribe to the newsletter, we
            store your email address and your subscription status.
          </p>
          <h3>Affiliate programme</h3>
          <p>
            When you sign in, an affiliate account is created for you on our affiliate platform so
            that you can share a referral link. It holds your affiliate ID, username and email
            address, and the sales credited to your link.
          </p>
          <h3>Technical data and cookies</h3>
          <p>
            Your IP address, browser and device type, collected by our servers and, when something
            breaks, in error reports. Cookies are described in <a href="#cookies">section 5</a>.
          </p>

          <PolicySectionTitle headings={headings} id="purposes" />
          <ul>
            <li>
              <strong>To provide your account, the tools and what you buy</strong>: account data,
              purchases, saved work and usage needed for plan limits. Legal basis: performance of
              our contract with you.
            </li>
            <li>
              <strong>To take payments, prevent fraud and keep the service secure</strong>: purchase
              records, IP address, country, error reports. Legal basis: our legitimate interest in
              running a safe, working service, and our contract with you.
            </li>
            <li>
              <strong>To keep accounting and tax records</strong>: orders and invoices. Legal basis:
              legal obligation.
            </li>
            <li>
              <strong>To improve the product</strong>: first-party usage records (which tools are
              used, where people get stuck). Legal basis: legitimate interest. You can object at any
              time.
            </li>
            <li>
              <strong>To measure visits with Google Analytics</strong>, and to send the newsletter.
              Legal basis: your consent, which you can withdraw at any time.
            </li>
            <li>
              <strong>To answer your messages and send service emails</strong> such as receipts,
              password resets and notices about your plan. Legal basis: contract and legitimate
              interest.
            </li>
          </ul>

          <PolicySectionTitle headings={headings} id="processors" />
          <p>
            We use service providers that process personal data on our behalf, under contracts that
            limit them to our instructions:
          </p>
          <ul>
            <li>
              <strong>Stripe</strong> and <strong>PayPal</strong>: payments, subscriptions, refunds
              and fraud checks. Each also acts as a controller for its own legal duties.
            </li>
            <li>
              <strong>Email delivery provider</strong>: sends receipts, password resets,
              notifications and, if you subscribed, the newsletter.
            </li>
            <li>
              <strong>Sentry</strong>: error reporting. When a page or server error happens, it
              receives technical details about the error, sent through our own domain.
            </li>
            <li>
              <strong>Google Analytics</strong>: visit statistics, only after you consent in the
              cookie banner.
            </li>
            <li>
              <strong>Hosting and database providers</strong>: run the servers and store the data
              described in this policy.
            </li>
            <li>
              <strong>Affiliate platform</strong>: holds affiliate accounts and credits referred
              sales.
            </li>
            <li>
              <strong>Country lookup service</strong>: tells us the country of an IP address, to
              show the right payment options and check affiliate availability.
            </li>
            <li>
              <strong>Formbricks</strong>: runs the optional surveys shown on the site.
            </li>
            <li>
              <strong>Google and Facebook</strong>: only if you choose to sign in with them.
            </li>
          </ul>
          <p>
            The community forum is a separate service with its own account. When you use the site
            search, your search words are also sent to the forum's search to show matching questions
            and answers. We do not sell personal data or share it with advertisers.
          </p>

          <PolicySectionTitle headings={headings} id="cookies" />
          <p>
            On your first visit, a cookie banner asks for your choice. Accept All turns on Google
            Analytics; Customize lets you leave it off. Until you save a choice, analytics stay off
            and the banner stays visible.
          </p>
          <h3>Essential cookies and storage (always on)</h3>
          <ul>
            <li>A secure, HTTP-only session cookie that keeps you signed in.</li>
            <li>A security token that protects sign-in and sign-out forms.</li>
            <li>Your cookie preferences, kept for 12 months.</li>
            <li>
              Small first-party values that stop offers and pop-ups from repeating (a 12-hour marker
              and the last offer shown) and remember your last daily visit for your streak.
            </li>
          </ul>
          <h3>Analytics cookies (only with your consent)</h3>
          <p>
            Google Analytics sets its own cookies (names starting with <code>_ga</code>) to count
            visits and understand how pages are used. They are not set, and the analytics script is
            not loaded, unless you allow Google Analytics.
          </p>
          <p>
            Your choice is stored for 12 months, after which we ask again. You can change it at any
            time with the Cookie settings link in the footer; switching analytics off stops it from
            loading on later pages, and you can also delete existing cookies in your browser.
          </p>

          <PolicySectionTitle headings={headings} id="retention" />
          <ul>
            <li>
              <strong>Account data, saved work and usage records</strong>: while your account
              exists. They are deleted when you delete the account, and disappear from backups as
              the backups expire.
            </li>
            <li>
              <strong>Orders and invoices</strong>: for as long as tax and accounting law requires.
              After you delete your account they are kept in anonymised form, no longer linked to
              your name or email.
            </li>
            <li>
              <strong>Support messages</strong>: as long as we need them to resolve your request and
              handle any follow-up, then deleted.
            </li>
            <li>
              <strong>Error reports</strong>: for a limited period, long enough to find and fix the
              problem.
            </li>
            <li>
              <strong>Cookie preferences</strong>: 12 months.
            </li>
            <li>
              <strong>Newsletter</strong>: until you unsubscribe, using the link in every issue.
            </li>
          </ul>

          <PolicySectionTitle headings={headings} id="deletion" />
          <p>
            You can delete your account at any time from your <Link href="/me">account page</Link>.
            Cancel any active subscription first so that no further payment is taken. When you
            delete your account:
          </p>
          <ul>
            <li>
              your email address, username, profile, boards, pages, usage history, points and
              notifications are removed;
            </li>
            <li>all sessions are signed out and your sign-in token stops working;</li>
            <li>
              your orders are kept, anonymised, because we must keep records of sales for
              accounting.
            </li>
          </ul>
          <p>
            If you cannot sign in, email us from your account's address and we will delete the
            account for you.
          </p>

          <PolicySectionTitle headings={headings} id="transfers" />
          <p>
            Some of our providers, including Stripe, PayPal and Google, process data outside the UK
            and the European Economic Area, for example in the United States. Where that happens,
            the transfer is protected by an adequacy decision (such as the EU–US Data Privacy
            Framework for certified companies) or by the European Commission's Standard Contractual
            Clauses and the UK addendum.
          </p>

          <PolicySectionTitle headings={headings} id="rights" />
          <p>
            Depending on where you live, you can ask for access to your data, correction, erasure, a
            portable copy, restriction of processing, or object to processing, and you can withdraw
            consent at any time. You can also complain to a data protection authority. Our{" "}
            <Link href="/terms/gdpr">GDPR page</Link> explains each right and how to use it; we
            answer within one month.
          </p>

          <PolicySectionTitle headings={headings} id="security" />
          <p>
            The site is served only over HTTPS, passwords are stored as memory-hard hashes, changing
            your password or deleting your account invalidates existing sign-ins, and staff access
            to personal data is limited to what their work needs. No system is perfectly secure; if
            a breach affects your data, we will tell you and the relevant authority as the law
            requires.
          </p>

          <PolicySectionTitle headings={headings} id="children" />
          <p>
            {site.name} is not meant for children. You must be at least 16 to create an account, and
            we do not knowingly collect data from younger children. If you think a child has given
            us personal data, contact us and we will delete it.
          </p>

          <PolicySectionTitle headings={headings} id="changes" />
          <p>
            When we change this policy we update the date at the top. If a change affects how we use
            data you have already given us, we will email account holders before it takes effect.
          </p>

          <PolicySectionTitle headings={headings} id="contact" />
          <p>
            Email <a href={mailto(contactEmails.support, "Privacy")}>{contactEmails.support}</a>{" "}
            with "Privacy" in the subject, or see the other options on the{" "}
            <Link href="/contact-us">contact page</Link>. Our{" "}
            <Link href="/terms">Terms of Service</Link> cover the rest of your use of {site.name}.
          </p>
        </Prose>
      </div>
    </>
  );
}
