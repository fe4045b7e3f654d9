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
  title: "Terms of Service",
  description: `The terms for using ${site.name}: accounts, acceptable use, monthly, yearly and lifetime plans, cancellation, the 14-day refund policy and our disclaimers.`,
  path: "/terms",
  keywords: [
    "terms of service",
    "terms and conditions",
    site.name,
    "refund policy",
    "lifetime plan",
  ],
});

const updated = "2026-11-21";

const headings: readonly PolicyHeading[] = [
  { id: "acceptance", title: "Accepting these terms" },
  { id: "accounts", title: "Your account" },
  { id: "acceptable-use", title: "Acceptable use" },
  { id: "billing", title: "Paid features and billing" },
  { id: "refunds", title: "Refunds" },
  { id: "offers", title: "Offers, points and streaks" },
  { id: "content", title: "Your content and our materials" },
  { id: "third-parties", title: "Third-party services and external links" },
  { id: "affiliates", title: "Affiliate programme" },
  { id: "disclaimers", title: "Disclaimers" },
  { id: "liability", title: "Limitation of liability" },
  { id: "changes", title: "Changes to the service and these terms" },
  { id: "contact", title: "Contact" },
];

export default function TermsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Legal"
        title="Terms of Service"
        lead={
          <p>
            These terms explain what you can expect from {site.name} and what we expect from you. We
            have kept them as short and plain as we can.
          </p>
        }
      />
      <div className="py-10">
        <PolicyHeader updated={updated} headings={headings} />
        <Prose className="mt-4">
          <PolicySectionTitle headings={headings} id="acceptance" />
          <p>
            By creating an account, buying a feature or using the tools on this website, you agree
            to these terms, to our <Link href="/terms/privacy">privacy policy</Link> and to any
            extra conditions shown next to a specific product or offer. "{site.name}", "we" and "us"
            mean the operator of this website; "you" means the person or business using it. If you
            use {site.name} for a business, you confirm you may accept these terms on its behalf.
          </p>
          <p>
            You must be at least 16 years old to create an account, and old enough to enter a
            binding contract where you live to buy a paid feature.
          </p>

          <PolicySectionTitle headings={headings} id="accounts" />
          <ul>
            <li>
              Give a real email address and keep it up to date; we use it for receipts and account
              messages.
            </li>
            <li>
              Keep your password secret and use it only for {site.name}. You are responsible for
              what happens under your account.
            </li>
            <li>
              An account is for one person. Sharing a login, or reselling access to paid features,
              is not allowed.
            </li>
            <li>
              Tell us straight away at{" "}
              <a href={mailto(contactEmails.support, "Account security")}>
                {contactEmails.support}
              </a>{" "}
              if you think someone else has used your account.
            </li>
            <li>
              You can close your account at any time from your <Link href="/me">account page</Link>.
              We may suspend or close an account that breaks these terms; where the breach can be
              put right, we will tell you first and give you the chance to do so.
            </li>
          </ul>

          <PolicySectionTitle headings={headings} id="acceptable-use" />
          <p>When you use {site.name}, do not:</p>
          <ul>
            <li>
              collect data from the site with bots, scrapers or scripts, or send requests faster
              than a person using the tools normally would;
            </li>
            <li>get around usage limits, plan restrictions or security measures;</li>
            <li>copy, resell or rebuild our tools, or try to extract their source code;</li>
            <li>
              use the tools to copy other authors' books, covers or listings, or to infringe
              anyone's copyright or trademarks;
            </li>
            <li>upload malware, or anything unlawful, hateful or sexually exploitative;</li>
            <li>harass other members in the community forum or anywhere else on the service.</li>
          </ul>
          <p>
            You are responsible for what you publish. Follow Amazon's KDP terms and content
            guidelines for every book you create with our help.
          </p>

          <PolicySectionTitle headings={headings} id="billing" />
          <p>
            Some features are free. Paid features are sold in three ways, and the product page and
            checkout show which ones apply:
          </p>
          <ul>
            <li>
              <strong>Monthly and yearly plans</strong> renew automatically at the end of each
              period, and you are charged for the next period, until you cancel.
            </li>
            <li>
              <strong>Cancelling</strong> stops the next renewal. You keep access until the end of
              the period you have already paid for; we do not charge a cancellation fee. Cancel at
              any time from your <Link href="/me">account page</Link>.
            </li>
            <li>
              <strong>Lifetime purchases</strong> are paid once and give access for the life of the
              product: for as long as {site.name} operates that feature, not for the lifetime of the
              buyer. They include the improvements we make to that feature, but not separate new
              products.
            </li>
          </ul>
          <p>
            Prices are shown before you pay, and taxes that apply where you live are shown at
            checkout. Payments are handled by our payment providers (Stripe for cards, and PayPal
            where available); we do not store your card number. If a renewal payment fails, we may
            retry it, and the feature may pause until the payment goes through. If we change the
            price of a plan you subscribe to, we will email you at least 30 days before the new
            price applies to your renewal, so you can cancel first if you wish.
          </p>

          <PolicySectionTitle headings={headings} id="refunds" />
          <p>
            If your first purchase of a paid feature is not right for you, ask for a refund within
            14 days of payment and we will refund it in full, whether it was monthly, yearly or
            lifetime. Email{" "}
            <a href={mailto(contactEmails.support, "Refund request")}>{contactEmails.support}</a>{" "}
            from your account's email address. After a refund, access to that feature ends.
          </p>
          <p>
            Renewals, later purchases and purchases made to get around this policy (for example,
            buying, refunding and buying again) are not refundable, but you can cancel a plan at any
            time to stop the next charge. If something has gone wrong, please contact us before
            opening a dispute with your bank or PayPal; we can usually fix it faster. Nothing in
            this section limits rights you have under the consumer law of the country where you
            live.
          </p>

          <PolicySectionTitle headings={headings} id="offers" />
          <p>
            Sales, new-member offers and discounts apply to the products named, for the time shown,
            and cannot be combined unless the offer says so. The price you pay is the one confirmed
            at checkout. Points, streaks and ranks are a way to track your progress; they have no
            cash value and cannot be transferred or exchanged for money.
          </p>

          <PolicySectionTitle headings={headings} id="content" />
          <p>
            <strong>Your content stays yours.</strong> Manuscripts, keyword lists, boards, pages,
            designs and anything else you create or upload belong to you (or to whoever licensed
            them to you). You give us permission to store, process and display that content only as
            needed to run the features you use, for example to save a board or render a cover. Make
            sure you have the right to use anything you upload, such as images and fonts.
          </p>
          <p>
            <strong>Our materials.</strong> The website, the tools, their code and design, our
            articles and the masterclass belong to {site.name} and its licensors. Templates,
            illustrations and other assets provided inside a tool may be used in the books and
            covers you make with that tool, unless the tool says otherwise. You may not resell or
            share them as stand-alone files, templates or asset packs. The masterclass and other
            courses are for your own learning and may not be shared or republished.
          </p>
          <p>
            If you believe something on {site.name} infringes your rights, email{" "}
            <a href={mailto(contactEmails.support, "Rights notice")}>{contactEmails.support}</a>{" "}
            with the details and we will look into it promptly.
          </p>

          <PolicySectionTitle headings={headings} id="third-parties" />
          <p>
            {site.name} links to and works alongside services we do not run: Amazon and KDP, the
            community forum, browser extension stores, the freelance marketplace in our services
            directory, and the payment providers. Their own terms and privacy policies apply when
            you use them, and we are not responsible for their content or availability.
          </p>
          <p>
            Some links to third-party services, including entries in the services directory, are
            affiliate links: if you buy through them, we may earn a commission at no extra cost to
            you. Listing a provider is not a guarantee of their work; check reviews and agree the
            scope before you hire anyone.
          </p>

          <PolicySectionTitle headings={headings} id="affiliates" />
          <p>
            Signed-in members can promote {site.name} and earn commission through our affiliate
            programme. Your affiliate details are on your{" "}
            <Link href="/user/affiliate">affiliate page</Link>. The programme has its own terms,
            shown on the affiliate site, and it is not available in every country.
          </p>

          <PolicySectionTitle headings={headings} id="disclaimers" />
          <ul>
            <li>
              <strong>Not affiliated with Amazon.</strong> {site.name} is independent and is not
              affiliated with, endorsed by or sponsored by Amazon. Amazon, Kindle, Kindle Direct
              Publishing, KDP and Kindle Unlimited are trademarks of Amazon.com, Inc. or its
              affiliates.
            </li>
            <li>
              <strong>Tools give estimates.</strong> Calculators follow the formulas and figures KDP
              publishes, but KDP can change them at any time, and sales estimates from Best Sellers
              Rank are approximations because Amazon does not publish how rank relates to sales.
              Always check the figures in your KDP dashboard before you publish or set a price.
            </li>
            <li>
              <strong>No guaranteed results.</strong> We cannot promise that a book will be
              approved, rank or sell, or that a keyword, niche or title is free of risk.
            </li>
            <li>
              <strong>Not legal, tax or financial advice.</strong> Our trademark checker, guideline
              checks, articles and courses are general guidance. For decisions about trademarks,
              contracts or tax, ask a qualified professional.
            </li>
            <li>
              The service is provided "as is" and "as available". We work to keep it running and
              accurate, but we do not promise it will be uninterrupted or error-free.
            </li>
          </ul>

          <PolicySectionTitle headings={headings} id="liability" />
          <p>
            To the extent the law allows, {site.name} is not liable for indirect or consequential
            losses, such as lost profits, lost sales or a blocked or removed listing, and our total
            liability for any claim relating to the service is limited to the amount you paid us in
            the twelve months before the event that caused the claim.
          </p>
          <p>
            Nothing in these terms limits liability that cannot be limited by law, including for
            fraud, or for death or personal injury caused by negligence, and nothing affects your
            statutory rights as a consumer.
          </p>

          <PolicySectionTitle headings={headings} id="changes" />
          <p>
            We improve {site.name} continually, and we may change or retire features. If we retire a
            paid feature you are using, we will tell you in advance by email. We may update these
            terms; we will change the date at the top of this page and, for significant changes,
            email account holders before they take effect. If you keep using {site.name} after a
            change takes effect, the new terms apply; if you do not agree, you can cancel and close
            your account.
          </p>

          <PolicySectionTitle headings={headings} id="contact" />
          <p>
            Questions about these terms? Email{" "}
            <a href={mailto(contactEmails.support, "Terms of Service")}>{contactEmails.support}</a>{" "}
            or use the options on the <Link href="/contact-us">contact page</Link>.
          </p>
        </Prose>
      </div>
    </>
  );
}
