import Link from "next/link";
import { site } from "@/config/site";
import { contactEmails, mailto } from "./contact";
import type { FaqItem } from "./faq-list";

export type FaqGroup = {
  id: string;
  title: string;
  items: readonly FaqItem[];
};

/*
 * KDP numbers below come from shared/reference/kdp-facts.md (§1 eBook royalties, §2 print
 * royalties, §5 metadata limits, §9 pen names). Keep them in step with that file.
 */
export const faqGroups: readonly FaqGroup[] = [
  {
    id: "account",
    title: "Account",
    items: [
      {
        id: "need-account",
        question: "Do I need an account to use the free tools?",
        answer: (
          <p>
            Not for most of them. The calculators and generators open straight away. A few tools
            save your work, such as boards, trackers and drafts, and those ask you to sign in; you
            will see "You need to login to use this tool" with a button to log in. An account is
            free, and creating one does not start a trial or ask for a card.
          </p>
        ),
      },
      {
        id: "reset-password",
        question: "I forgot my password. How do I get back in?",
        answer: (
          <p>
            Choose "Forgot password" on the <Link href="/login">login page</Link> and enter your
            email address. We send a link to set a new password. If you signed up with Google or
            Facebook, use that button instead; there is no separate password. Changing your password
            signs you out on every device, so sign in again with the new one.
          </p>
        ),
      },
      {
        id: "delete-account",
        question: "How do I delete my account?",
        answer: (
          <>
            <p>
              Open your <Link href="/me">account page</Link> and choose Delete account. Cancel any
              monthly or yearly subscription first so that no further payment is taken.
            </p>
            <p>
              Deleting removes your personal data, boards and saved pages. Orders are kept without
              your name or email, because accounting law requires us to keep records of sales. The
              details are in the <Link href="/terms/privacy">privacy policy</Link>.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: "tools",
    title: "Tools and KDP",
    items: [
      {
        id: "ebook-royalties",
        question: "What are KDP's 35% and 70% eBook royalty options?",
        answer: (
          <>
            <p>
              With the 35% option you earn 35% of the list price without VAT. With the 70% option
              you earn 70% of the list price without VAT, minus a delivery cost based on the file
              size (on Amazon.com, US$0.15 per MB). To get 70%:
            </p>
            <ul>
              <li>
                the list price must sit inside the marketplace's 70% band (KDP's published band for
                Amazon.com is $2.99 to $9.99; reports from July 2026 say the top of the band rose to
                $12.99, so check the figure on your KDP pricing page);
              </li>
              <li>the price must be at least 20% below the list price of any print edition;</li>
              <li>the book must not be mainly public-domain content;</li>
              <li>in Brazil, Japan, Mexico and India, the book must be enrolled in KDP Select.</li>
            </ul>
            <p>
              Sales to customers outside the 70% territories are paid at 35%. The{" "}
              <Link href="/tools/KDP-Royalty-Calculator">royalty calculator</Link> applies these
              rules for you.
            </p>
          </>
        ),
      },
      {
        id: "print-royalties",
        question: "How are paperback and hardcover royalties calculated?",
        answer: (
          <>
            <p>
              On Amazon marketplaces you earn 60% of the list price minus the printing cost, when
              the list price is at or above a threshold: $9.99 on Amazon.com, €9.99 on the euro
              stores and £7.99 on Amazon.co.uk. Since 10 June 2025, books priced below the threshold
              earn 50% of the list price minus the printing cost. Paperbacks sold through Expanded
              Distribution earn 40% minus the printing cost.
            </p>
            <p>
              Printing cost is a fixed charge plus a cost per page, and depends on ink, trim size,
              page count and the marketplace. For example, a 120-page black-ink 8.5 × 11 inch
              paperback on Amazon.com costs $3.04 to print, so at $24.99 it earns 0.6 × 24.99 − 3.04
              = $11.95 per sale.
            </p>
          </>
        ),
      },
      {
        id: "bsr-estimates",
        question: "How does the sales-rank calculator estimate sales?",
        answer: (
          <p>
            Amazon does not publish how Best Sellers Rank turns into sales. The{" "}
            <Link href="/tools/KDP-BSR-Sales-Calculator">BSR sales calculator</Link> uses curves
            published by independent researchers, built from authors' reported sales. Rank moves
            with recent sales compared with other books, and Kindle Unlimited borrows count towards
            it, so read the result as a rough range rather than an exact number, and compare several
            books in a niche rather than trusting one.
          </p>
        ),
      },
      {
        id: "keywords",
        question: "What should I put in KDP's seven keyword boxes?",
        answer: (
          <>
            <p>
              KDP gives you 7 keyword slots per format. Use them for words readers search for that
              are not already in your title, subtitle or categories, such as themes, settings,
              audiences and problems your book solves. KDP's guidelines say not to use:
            </p>
            <ul>
              <li>other authors' names or other books' titles;</li>
              <li>brand names you do not own;</li>
              <li>Amazon programme names such as "Kindle Unlimited" or "KDP Select";</li>
              <li>quotation marks, HTML, or claims like "best" and "new".</li>
            </ul>
            <p>
              The <Link href="/7-backend-keywords-tool-amazon-kdp">backend keywords tool</Link>{" "}
              helps you fill all seven slots without repeating words.
            </p>
          </>
        ),
      },
      {
        id: "trademark-checker",
        question: "Does the trademark checker guarantee my listing will not be blocked?",
        answer: (
          <p>
            No. The <Link href="/kdp-trademark-checker">trademark checker</Link> screens your title,
            subtitle and keywords for terms that may be trademarked, so you know what to look up
            before you publish. It cannot know every mark in every country, and it is not legal
            advice. Confirm anything it flags in the official registers; our{" "}
            <Link href="/trademark">trademark guide</Link> explains how.
          </p>
        ),
      },
      {
        id: "pen-names",
        question: "Can I publish under a pen name?",
        answer: (
          <p>
            Yes. KDP lets you enter a pen name in the author field; your legal name stays in your
            KDP account for tax and payments and is not shown on Amazon. Use the pen name
            consistently, and keep the title and author exactly the same across formats, or KDP will
            not link your eBook and paperback on one product page. The{" "}
            <Link href="/tools/Pen-Name-Generator">pen name generator</Link> suggests names to start
            from.
          </p>
        ),
      },
    ],
  },
  {
    id: "billing",
    title: "Billing and plans",
    items: [
      {
        id: "plan-types",
        question: "What is the difference between monthly, yearly and lifetime?",
        answer: (
          <>
            <p>
              Monthly and yearly plans renew automatically at the end of each period until you
              cancel. A lifetime purchase is paid once and gives access for as long as {site.name}{" "}
              offers the feature, with no renewals.
            </p>
            <p>
              Not every feature is offered in every form; the{" "}
              <Link href="/pricing">pricing page</Link> shows the options, and its Lifetime tab
              lists one-time purchases.
            </p>
          </>
        ),
      },
      {
        id: "cancel",
        question: "How do I cancel a subscription?",
        answer: (
          <p>
            Cancel from your <Link href="/me">account page</Link> at any time. Cancelling stops the
            next renewal; you keep access to the feature until the end of the period you have
            already paid for. Your boards and saved work stay in your account.
          </p>
        ),
      },
      {
        id: "refunds",
        question: "What is your refund policy?",
        answer: (
          <p>
            If a first purchase of a paid feature is not right for you, ask within 14 days of
            payment and we refund it in full, whether it was monthly, yearly or lifetime. Email{" "}
            <a href={mailto(contactEmails.support, "Refund request")}>{contactEmails.support}</a>{" "}
            from the address on your account, with the order's date. Renewals and later purchases
            are not refunded, but you can cancel at any time to stop the next charge. This does not
            limit any rights you have under consumer law.
          </p>
        ),
      },
      {
        id: "payment-methods",
        question: "Which payment methods do you accept?",
        answer: (
          <p>
            Card payments are handled by Stripe, and PayPal is offered in the countries where we
            support it; the checkout shows the options available to you. We never see or store your
            full card number. Receipts are sent by email, and you can update your card or billing
            details from your account page.
          </p>
        ),
      },
    ],
  },
  {
    id: "privacy",
    title: "Data and privacy",
    items: [
      {
        id: "sell-data",
        question: "Do you sell my data or my keyword research?",
        answer: (
          <p>
            No. We do not sell personal data, and we do not share the keywords, niches or products
            you research with other members. We use service providers, such as payment processors
            and email delivery, only to run {site.name}; the{" "}
            <Link href="/terms/privacy">privacy policy</Link> lists them.
          </p>
        ),
      },
      {
        id: "cookies",
        question: "What cookies do you use?",
        answer: (
          <p>
            Essential cookies keep you signed in, remember your cookie choice and stop offers from
            repeating. Google Analytics runs only if you accept it in the cookie banner; it is off
            until you do. Your choice is remembered for 12 months, and you can change it at any time
            with the Cookie settings link in the footer.
          </p>
        ),
      },
      {
        id: "my-data",
        question: "How do I get a copy of my data or correct it?",
        answer: (
          <p>
            You can change your password on your account page. To correct your email address, get a
            copy of your data or make any other request under data protection law, email{" "}
            <a href={mailto(contactEmails.support, "Data request")}>{contactEmails.support}</a>. We
            reply within one month. The <Link href="/terms/gdpr">GDPR page</Link> lists your rights
            and how to use them.
          </p>
        ),
      },
    ],
  },
];
