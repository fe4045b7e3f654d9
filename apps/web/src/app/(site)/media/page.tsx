import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { site } from "@/config/site";
import { contactEmails, mailto } from "@/features/content/contact";
import { TextLink } from "@/features/content/text-link";
import { cn } from "@/lib/cn";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Media kit and press",
  description: `Press information about ${site.name}: company boilerplate, logo and colour guidelines, story ideas on self-publishing and Amazon KDP, and the media contact.`,
  path: "/media",
  keywords: [
    "media kit",
    "press kit",
    site.name,
    "self-publishing news",
    "Amazon KDP",
    "press contact",
  ],
});

const colours = [
  {
    name: "Ink navy",
    hex: "#23275a",
    swatch: "bg-ink-800",
    use: "Primary colour: the logo, headings, dark backgrounds and body text on light backgrounds.",
  },
  {
    name: "Ember orange",
    hex: "#ea6a0c",
    swatch: "bg-ember-500",
    use: "Accent colour: the spark in the logo, highlights and calls to action. Use sparingly, and not for small text on white.",
  },
  {
    name: "White",
    hex: "#ffffff",
    swatch: "bg-white",
    use: "Background colour. The logo works best on white or on ink navy.",
  },
] as const;

const storyAngles = [
  {
    title: "The paperback royalty change of June 2025",
    text: "Since 10 June 2025, KDP pays 50% instead of 60% (before printing costs) on print books priced below a threshold, such as $9.99 on Amazon.com. We can explain what it means for cheap journals and activity books, and how authors have repriced.",
  },
  {
    title: "Why good books get blocked",
    text: "Trademarked words in titles, other authors' names in keywords, and URLs or reviews in descriptions are common reasons KDP rejects a listing. We can walk through the rules that most often trip authors up, and how to avoid them.",
  },
  {
    title: "AI and self-publishing",
    text: "KDP asks authors to disclose AI-generated text, images and translations, but not content they wrote with AI assistance. Where the line sits, and what it means for low-content and illustrated books.",
  },
  {
    title: "Discoverability after the 2023 category change",
    text: "Since 2023, authors choose three categories per format in the KDP dashboard instead of requesting up to ten from support. How authors now combine categories and seven keyword slots to be found.",
  },
  {
    title: "The economics of an indie eBook",
    text: "The 35% and 70% royalty options, delivery costs by file size, and KDP Select requirements in some markets: a plain-numbers look at what an author earns per sale.",
  },
  {
    title: "Low-content publishing grows up",
    text: "Journals, planners, puzzle and colouring books are an entry point for many new publishers. What separates the books that last from the ones that disappear.",
  },
] as const;

export default function MediaPage() {
  return (
    <>
      <PageIntro
        eyebrow="Press"
        title="Media kit"
        lead={
          <p>
            Everything a journalist, podcaster or partner needs to write about {site.name}: who we
            are, how to show our brand, and stories we can help with.
          </p>
        }
      >
        <Button asChild>
          <a href={mailto(contactEmails.press, "Press enquiry")}>Email the press team</a>
        </Button>
      </PageIntro>

      <Section id="boilerplate" title="About us in brief">
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardTitle>Short description</CardTitle>
            <CardText className="text-base leading-7 text-slate-700">
              {site.name} is an online toolkit for self-publishing authors on Amazon KDP, with free
              calculators and paid tools for research, listings, design and book creation.
            </CardText>
          </Card>
          <Card>
            <CardTitle>Full boilerplate</CardTitle>
            <CardText className="text-base leading-7 text-slate-700">
              {site.name} helps independent authors and small publishers succeed on Amazon's Kindle
              Direct Publishing (KDP). Its tools cover the whole path to a published book: keyword
              and niche research, listing helpers that check titles, descriptions and trademarks
              against KDP's guidelines, cover and A+ content design, interior makers for puzzle,
              activity and colouring books, and calculators for royalties, printing costs and sales
              rank. Core calculators are free; advanced tools are available monthly, yearly or as
              lifetime purchases. {site.name} also publishes a blog, free checklists and a
              masterclass, and runs a community forum for authors. {site.name} is independent and is
              not affiliated with Amazon.
            </CardText>
          </Card>
        </div>
      </Section>

      <Section
        id="brand-assets"
        title="Brand assets"
        intro={
          <p>
            Write the name as "{site.name}": one word, capital first letter. For the logo pack (SVG
            and PNG, in colour, ink navy and white versions) and product screenshots, email{" "}
            <TextLink href={mailto(contactEmails.press, "Logo pack request")}>
              {contactEmails.press}
            </TextLink>
            .
          </p>
        }
      >
        <h3 className="text-lg font-semibold text-ink-900">Colours</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {colours.map((colour) => (
            <li key={colour.hex}>
              <Card className="h-full p-0">
                <div
                  aria-hidden="true"
                  className={cn("h-20 rounded-t-xl border-b border-slate-200", colour.swatch)}
                />
                <div className="p-5">
                  <p className="font-semibold text-ink-900">{colour.name}</p>
                  <p className="mt-1 font-mono text-sm text-slate-700">{colour.hex}</p>
                  <p className="mt-2 text-sm text-slate-600">{colour.use}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>

        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <Card>
            <CardTitle>Logo: do</CardTitle>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              <li>Use the files from our logo pack, at their original proportions.</li>
              <li>Keep clear space around the logo at least the height of the letter "I".</li>
              <li>
                Place the colour logo on white, and the white logo on ink navy or dark photos.
              </li>
              <li>Link the logo to our website when you use it online.</li>
            </ul>
          </Card>
          <Card>
            <CardTitle>Logo: don't</CardTitle>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              <li>Stretch, rotate, outline or add effects such as shadows and glows.</li>
              <li>Recolour it, or place the colour logo on orange or busy backgrounds.</li>
              <li>Combine it with another logo, or use it to suggest an endorsement.</li>
              <li>Use it as part of a book cover, product name or app icon.</li>
            </ul>
          </Card>
        </div>
        <p className="mt-6 max-w-3xl text-slate-700">
          The full rules for our name and logo are in our{" "}
          <TextLink href="/trademark">trademark guidelines</TextLink>.
        </p>
      </Section>

      <Section
        id="story-angles"
        title="Story ideas"
        intro={
          <p>
            We are happy to explain how KDP's rules and numbers work, with worked examples and
            screenshots of our tools. Some topics we can help with:
          </p>
        }
      >
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {storyAngles.map((angle) => (
            <li key={angle.title}>
              <Card className="h-full">
                <CardTitle>{angle.title}</CardTitle>
                <CardText className="text-base leading-7 text-slate-700">{angle.text}</CardText>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="media-contact" title="Media contact" className="border-t border-slate-200">
        <div className="max-w-3xl space-y-4 leading-7 text-slate-700">
          <p>
            For interviews, comments, fact checks and asset requests, email{" "}
            <TextLink href={mailto(contactEmails.press, "Press enquiry")}>
              {contactEmails.press}
            </TextLink>
            . Tell us your publication, your deadline and what you need; we reply within one
            business day, and sooner when a deadline is close.
          </p>
          <p>
            For partnerships and affiliate questions, write to{" "}
            <TextLink href={mailto(contactEmails.partners)}>{contactEmails.partners}</TextLink>.
          </p>
        </div>
      </Section>
    </>
  );
}
