import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Prose } from "@/components/layout/prose";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText } from "@/components/ui/card";
import { site } from "@/config/site";
import { contactEmails, mailto } from "@/features/content/contact";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Trademarks: our brand and your KDP listings",
  description: `How to use the ${site.name} name and logo, and how to keep trademarked terms out of your KDP titles and keywords so listings are not blocked. Not legal advice.`,
  path: "/trademark",
  keywords: [
    "KDP trademark",
    "trademark in book title",
    "KDP listing blocked",
    "USPTO trademark search",
    "EUIPO",
    "brand guidelines",
  ],
});

const registers = [
  {
    name: "USPTO trademark search",
    href: "https://www.uspto.gov/trademarks/search",
    text: "United States marks. The USPTO's current search system replaced the older TESS database in 2023.",
  },
  {
    name: "EUIPO eSearch plus",
    href: "https://euipo.europa.eu/eSearch/",
    text: "European Union trade marks, which cover every EU country at once.",
  },
  {
    name: "TMview",
    href: "https://www.tmdn.org/tmview/",
    text: "One search across the EU office and many national offices, useful for Germany, France, Italy, Spain and more.",
  },
  {
    name: "UK trade mark search",
    href: "https://www.gov.uk/search-for-trademark",
    text: "Marks registered with the UK Intellectual Property Office, for Amazon.co.uk.",
  },
  {
    name: "WIPO Global Brand Database",
    href: "https://branddb.wipo.int/",
    text: "International registrations and many national collections, including Canada, Australia and Japan.",
  },
] as const;

export default function TrademarkPage() {
  return (
    <>
      <PageIntro
        eyebrow="Trademarks"
        title="Trademarks: our brand and your KDP listings"
        lead={
          <p>
            Two things on one page: how you may use the {site.name} name and logo, and a practical
            guide to keeping other people's trademarks out of your book titles and keywords.
          </p>
        }
      >
        <Button asChild variant="outline">
          <a href="#our-brand">Using the {site.name} brand</a>
        </Button>
        <Button asChild variant="outline">
          <a href="#kdp-listings">Trademarks in KDP listings</a>
        </Button>
      </PageIntro>

      <Section id="our-brand" title={`Part 1: The ${site.name} name and logo`}>
        <Prose>
          <p>
            The {site.name} name, logo and the names of our own tools are trademarks of {site.name}.
            We are glad when authors, educators and creators talk about us, and these guidelines
            keep it clear who made what.
          </p>
          <h3>You are welcome to</h3>
          <ul>
            <li>
              mention {site.name} by name in reviews, tutorials, videos, podcasts, courses and
              articles;
            </li>
            <li>
              show screenshots of our tools when you teach or review them, without editing our
              branding out of them;
            </li>
            <li>
              use the logo, unchanged, to link to {site.name}, for example as an affiliate or in a
              resource list; the <Link href="/media">media kit page</Link> explains how to get the
              files.
            </li>
          </ul>
          <h3>Please do not</h3>
          <ul>
            <li>
              use {site.name}, or anything confusingly similar, in the name of your product,
              company, book, domain, app or social media account;
            </li>
            <li>
              suggest that {site.name} endorses, sponsors or partners with you unless we have agreed
              it in writing;
            </li>
            <li>
              change the logo's colours, proportions or lettering, or combine it with your own mark;
            </li>
            <li>bid on our name in search advertising without our written permission;</li>
            <li>put our name in your book titles, covers or KDP keywords.</li>
          </ul>
          <p>
            For any other use, or to report misuse, email{" "}
            <a href={mailto(contactEmails.partners, "Brand use request")}>
              {contactEmails.partners}
            </a>
            .
          </p>
          <p>
            {site.name} is independent and not affiliated with Amazon. Amazon, Kindle, Kindle Direct
            Publishing, KDP and Kindle Unlimited are trademarks of Amazon.com, Inc. or its
            affiliates; we use them only to describe what our tools work with.
          </p>
        </Prose>
      </Section>

      <Section
        id="kdp-listings"
        title="Part 2: Trademarks in your KDP listings"
        className="border-t border-slate-200"
      >
        <Prose>
          <h3>Why trademarked terms get listings blocked</h3>
          <p>
            KDP's metadata guidelines list an unauthorised trademark in the title, subtitle or
            series name as a reason to reject a book. For keywords, the guidelines rule out brand
            names you do not own, other authors' names and titles, and Amazon's own programme names
            such as "Kindle Unlimited" and "KDP Select". KDP says it has zero tolerance for
            misleading metadata: a listing can be blocked before it goes live or removed later when
            a rights owner complains, and repeated problems can put your whole KDP account at risk.
          </p>
          <h3>Where authors get caught</h3>
          <ul>
            <li>
              <strong>Brand and product names in low-content titles</strong>: a journal or logbook
              named after a game, app, toy, car make or sports league.
            </li>
            <li>
              <strong>Characters and franchises</strong> in colouring, activity and puzzle books,
              even when the drawings are your own.
            </li>
            <li>
              <strong>Everyday phrases that are registered marks</strong> for printed goods or
              merchandise. A slogan can look generic and still belong to someone.
            </li>
            <li>
              <strong>Other authors' names and series titles</strong> used in keywords to catch
              their readers.
            </li>
          </ul>
          <h3>What a trademark covers</h3>
          <p>
            A trademark protects a word, phrase or logo for particular goods and services, grouped
            into classes. For books, the classes to check are class 16 (printed matter, including
            books, journals and planners) and class 9 (downloadable electronic publications,
            including eBooks). Very well-known brands can be protected beyond their own classes. In
            the United States the title of a single book generally cannot be registered as a
            trademark, but a series name can, which is why popular series names often are.
          </p>
          <h3>Check before you publish</h3>
          <ol>
            <li>
              Run your title, subtitle, series name and all seven keywords through the{" "}
              <Link href="/kdp-trademark-checker">KDP trademark checker</Link>. It flags terms that
              may be trademarked so you know what to look up.
            </li>
            <li>
              Look up each flagged term in the official registers below, for every marketplace you
              sell in. Note the owner, whether the mark is live or dead, and its classes.
            </li>
            <li>
              Search Amazon for the phrase. If products use it as a brand name, treat it as one.
            </li>
            <li>
              If in doubt, leave it out. A descriptive alternative usually serves readers just as
              well and carries no risk.
            </li>
            <li>
              For anything important, such as registering your own series name or answering a
              complaint, talk to a trademark attorney.
            </li>
          </ol>
          <h3>If your book is blocked</h3>
          <p>
            Read KDP's email carefully: it names the field that caused the problem. Remove or
            replace the term in the title, subtitle, series or keywords, check the cover and
            interior for the same words so that they still match the listing, and resubmit. If you
            own or license the mark, reply to KDP with proof of your rights.
          </p>
          <p>
            This guide is general information, not legal advice. Trademark law differs between
            countries, and only a qualified professional can advise on your situation.
          </p>
        </Prose>

        <h3 className="mt-10 text-lg font-semibold text-ink-900">Official trademark registers</h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {registers.map((register) => (
            <li key={register.name}>
              <Card className="h-full">
                <p className="text-base font-semibold">
                  <a
                    href={register.href}
                    className="text-ink-800 underline underline-offset-2 hover:text-ink-900"
                  >
                    {register.name}
                  </a>
                </p>
                <CardText>{register.text}</CardText>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <Button asChild>
            <Link href="/kdp-trademark-checker">Check my title and keywords</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
