import { formatPrice } from "@inkforge/domain/shop/money";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { IconBadge, type IconName } from "@/components/ui/icon";
import { bsrBandFor } from "./bsr-estimates";
import {
  formatInches,
  isLargeTrim,
  usBlackInkPrintCostCents,
  usPaperbackRoyaltyCents,
} from "./print-specs";

type ReportPart = { title: string; icon: IconName; contains: string; read: string };

const reportParts: readonly ReportPart[] = [
  {
    title: "Demand",
    icon: "chart",
    contains:
      "The Best Sellers Rank of the top paperback and Kindle results for the niche's main searches, sampled over time.",
    read: "Lower rank means more sales. Look at the spread, not only the number one book: a niche where the tenth result still sells is healthier than one carried by a single bestseller.",
  },
  {
    title: "Competition",
    icon: "users",
    contains:
      "How many results each search returns, review counts of the top books, how old they are and whether they come from large publishers or independents.",
    read: "Top books with few reviews, recent publication dates and independent publishers are signs that a new, well-made book can break in.",
  },
  {
    title: "Seasonality",
    icon: "calendar",
    contains: "The months when demand rises and falls, from rank history across the year.",
    read: "Publish before the rise, not at the peak. New books need time to be indexed, collect reviews and settle into their categories.",
  },
  {
    title: "Price and royalty",
    icon: "calculator",
    contains:
      "The price range of the top results, and the royalty a typical book in the niche earns at those prices.",
    read: "Check where your own printing cost leaves you. On Amazon.com a paperback earns 60% from $9.99 and 50% below it, which can change your price.",
  },
  {
    title: "Angles",
    icon: "star",
    contains: "Gaps the top results leave open: an age group, a format, a theme or a skill level.",
    read: "Pick one angle and make it obvious on the cover and in the title. Copying the bestseller is rarely enough to outrank it.",
  },
  {
    title: "Risk flags",
    icon: "shield",
    contains: "Trademarked words, franchise characters and content rules that apply to the niche.",
    read: "Treat a flag as a stop sign until you have checked it. A trademark problem can get a book removed after you publish.",
  },
];

// Worked example. The inputs are illustrative, not live data; the maths uses KDP's published rules.
const example = {
  niche: "Halloween activity book for children aged 4 to 8",
  trim: { width: 8.5, height: 11 },
  pages: 120,
  medianRank: 28_000,
  lowPriceCents: 799,
  highPriceCents: 999,
};
const exampleLarge = isLargeTrim(example.trim);
const exampleCost = usBlackInkPrintCostCents(example.pages, exampleLarge);
const exampleBand = bsrBandFor(example.medianRank);
const royaltyLow = usPaperbackRoyaltyCents(example.lowPriceCents, exampleCost);
const royaltyHigh = usPaperbackRoyaltyCents(example.highPriceCents, exampleCost);
const cents = (value: number) => formatPrice(value);

/**
 * The members' guide of Hot KDP Niches (/hot-niches): how to read a report, with a worked
 * example. Rendered only after the page has checked the membership on the server; below the
 * week's niches it goes without its own intro (`intro={false}`), so the page keeps one h1.
 */
export function HotNichesGuide({ intro = true }: { intro?: boolean } = {}) {
  return (
    <>
      {intro ? (
        <PageIntro
          eyebrow="Hot KDP Niches"
          title="How to read your niche reports"
          lead={
            <p>
              Each Hot KDP Niches report looks at one niche from the angles that decide whether a
              new book can sell there. This page explains every part of a report and walks through a
              complete example, so you can act on a report in minutes.
            </p>
          }
        />
      ) : null}

      <Section id="contents" title="What a report contains">
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {reportParts.map((part) => (
            <li key={part.title}>
              <Card className="h-full">
                <IconBadge name={part.icon} />
                <CardTitle className="mt-4">{part.title}</CardTitle>
                <CardText className="text-slate-700">{part.contains}</CardText>
                <p className="mt-3 text-sm text-slate-700">
                  <span className="font-semibold text-ink-900">How to read it: </span>
                  {part.read}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="bsr" title="Turning rank into demand">
        <div className="max-w-3xl space-y-3 text-slate-700 leading-7">
          <p>
            Amazon does not publish how Best Sellers Rank converts to sales, so every figure is an
            estimate. Rank is also a snapshot: a single day&apos;s rank can jump after a promotion
            and fall back the next week, and Kindle Unlimited borrows move eBook ranks as well as
            sales. That is why reports show rank over time for several books, not one number.
          </p>
          <p>
            To convert a rank yourself, use the{" "}
            <Link
              href="/tools/KDP-BSR-Sales-Calculator"
              className="font-medium text-ink-700 underline"
            >
              BSR sales calculator
            </Link>
            , and treat the answer as a range.
          </p>
        </div>
      </Section>

      <Section id="example" title="Example: a niche analysis, worked through">
        <article
          aria-labelledby="example-title"
          className="rounded-2xl border-2 border-dashed border-ember-400 bg-white p-6"
        >
          <p className="inline-block rounded-full bg-ember-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ember-700">
            Example
          </p>
          <h3 id="example-title" className="mt-3 text-xl font-bold text-ink-900">
            {example.niche}
          </h3>
          <p className="mt-2 text-sm text-slate-700">
            The observations below are illustrative, chosen to show how to read a report; they are
            not live data. The royalty maths uses KDP&apos;s published Amazon.com rules for a{" "}
            {formatInches(example.trim.width, example.trim.height)} paperback with {example.pages}{" "}
            black-ink pages.
          </p>

          <dl className="mt-6 grid gap-5 md:grid-cols-2">
            <div>
              <dt className="font-semibold text-ink-900">Demand</dt>
              <dd className="mt-1 text-slate-700 leading-7">
                In mid-September the top 20 paperbacks have a median rank of{" "}
                {example.medianRank.toLocaleString("en-US")}.{" "}
                {exampleBand
                  ? `A widely used third-party table puts ranks from ${exampleBand.fromRank.toLocaleString("en-US")} to ${exampleBand.toRank.toLocaleString("en-US")} at ${exampleBand.perDay} copies a day. `
                  : null}
                Each top book sells a handful of copies a day in season: real, steady demand.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">Competition</dt>
              <dd className="mt-1 text-slate-700 leading-7">
                Half of the top 20 have fewer than 50 reviews and most came out in the last two
                years from independent publishers. A careful new book can reach the first page.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">Seasonality</dt>
              <dd className="mt-1 text-slate-700 leading-7">
                Ranks improve from late August, peak in October and fall sharply after 31 October.
                To catch the season, the book should be live by the end of August; from November to
                July expect very few sales.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">Price and royalty</dt>
              <dd className="mt-1 text-slate-700 leading-7">
                Top results sell for {cents(example.lowPriceCents)} to{" "}
                {cents(example.highPriceCents)}. This trim is a {exampleLarge ? "large" : "regular"}{" "}
                trim, so printing costs {cents(exampleCost)} a copy. At{" "}
                {cents(example.lowPriceCents)} the 50% rate applies and you earn {cents(royaltyLow)}
                ; at {cents(example.highPriceCents)} the 60% rate applies and you earn{" "}
                {cents(royaltyHigh)}.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">Angle</dt>
              <dd className="mt-1 text-slate-700 leading-7">
                Most top books mix ages 4 to 12. A book clearly for ages 4 to 6, with large, simple
                mazes and dot-to-dots, speaks to parents of younger children.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">Risk flags</dt>
              <dd className="mt-1 text-slate-700 leading-7">
                Avoid film and cartoon characters and trademarked brand names in the title, keywords
                and interior. Generic Halloween themes such as pumpkins and friendly ghosts are
                generally fine.
              </dd>
            </div>
          </dl>

          <div className="mt-6 rounded-xl bg-ink-50 p-5">
            <h4 className="font-semibold text-ink-900">Verdict</h4>
            <p className="mt-1 text-slate-700 leading-7">
              Worth entering, at {cents(example.highPriceCents)} rather than{" "}
              {cents(example.lowPriceCents)}, with a clear younger-age angle, if the book can be
              live by the end of August. Plan a second seasonal title, for example for Christmas, so
              the series earns outside October.
            </p>
          </div>
        </article>
      </Section>

      <Section id="next" title="From report to book">
        <ol className="max-w-3xl list-decimal space-y-2 pl-6 text-slate-700 leading-7">
          <li>
            Confirm the numbers for your exact idea with the{" "}
            <Link href="/research-tools" className="font-medium text-ink-700 underline">
              research tools
            </Link>
            .
          </li>
          <li>
            Check the title and keywords with the{" "}
            <Link href="/kdp-trademark-checker" className="font-medium text-ink-700 underline">
              trademark checker
            </Link>
            .
          </li>
          <li>
            Price it with the{" "}
            <Link
              href="/tools/KDP-Royalty-Calculator"
              className="font-medium text-ink-700 underline"
            >
              royalty calculator
            </Link>
            .
          </li>
          <li>
            Build the interior with the{" "}
            <Link href="/book-creation" className="font-medium text-ink-700 underline">
              book makers
            </Link>
            .
          </li>
        </ol>
      </Section>
    </>
  );
}
