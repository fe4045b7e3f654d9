import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { site } from "@/config/site";
import { memberStories } from "@/features/content/testimonials";
import { TextLink } from "@/features/content/text-link";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Member stories",
  description: `How KDP authors use ${site.name}: examples from mystery, romance, fantasy, non-fiction, puzzle, journal and colouring book publishers, tool by tool.`,
  path: "/testimonials",
  keywords: [
    "testimonials",
    "member stories",
    site.name,
    "KDP authors",
    "self-publishing tools review",
  ],
});

export default function TestimonialsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Testimonials"
        title="Member stories"
        lead={
          <>
            <p>
              How authors put {site.name} to work: the problem, the tool and what changed. These are
              representative scenarios built from the problems our tools were made to solve, not
              quotes from named customers; real member stories appear here only with the member's
              written permission.
            </p>
            <p className="mt-3 text-base">
              We never publish sales or income claims, because results depend on your book, your
              market and the work you put in.
            </p>
          </>
        }
      />

      <Section id="stories" title="Scenarios, tool by tool">
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {memberStories.map((story) => (
            <li key={story.id}>
              <Card className="flex h-full flex-col">
                <CardTitle>{story.headline}</CardTitle>
                <figure className="mt-3 flex flex-1 flex-col">
                  <blockquote className="flex-1 border-l-4 border-ember-500 pl-4 leading-7 text-slate-700">
                    <p>{story.story}</p>
                  </blockquote>
                  <figcaption className="mt-5 text-sm">
                    <span className="block font-semibold text-ink-900">Example scenario</span>
                    <span className="block text-slate-600">{story.genre}</span>
                  </figcaption>
                </figure>
                <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
                  Tool used: <TextLink href={story.tool.href}>{story.tool.name}</TextLink>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="share" title="Share your story" className="border-t border-slate-200">
        <p className="max-w-3xl text-slate-700">
          Has a {site.name} tool changed how you publish? We would love to hear what you did and
          what you learned. Tell us through the contact page; we only publish a story with your
          approval of the final wording.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link href="/contact-us">Send us your story</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/tools">Explore the tools</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
