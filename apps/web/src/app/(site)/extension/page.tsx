import { isHttpUrl } from "@inkforge/domain/catalogue/external-urls";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { env } from "@/config/env";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "All-In-One browser extension",
  description:
    "Best-seller rank, estimated sales and royalty for every book on Amazon's own search and product pages, Quick View of the niche, and one-click tracking.",
  path: "/extension",
});

const DOWNLOADS = [
  {
    browser: "Chrome and Edge",
    file: "/downloads/inkforge-extension-chrome.zip",
    steps:
      'Unzip it, open chrome://extensions (edge://extensions in Edge), turn on "Developer mode" and choose "Load unpacked" with the unzipped folder.',
  },
  {
    browser: "Firefox",
    file: "/downloads/inkforge-extension-firefox.zip",
    steps:
      'Open about:debugging, choose "This Firefox", then "Load Temporary Add-on…" and pick the zip.',
  },
] as const;

export default function Page() {
  const { allInOneExtension } = env.externalUrls;
  // The store listing, once the extension is published there.
  const storeUrl = isHttpUrl(allInOneExtension) ? allInOneExtension : null;
  return (
    <>
      <PageIntro
        title="All-In-One browser extension"
        lead="Research on Amazon's own pages: the same sales estimates and niche score as the site, on every search and product page you open."
      >
        {storeUrl ? (
          <Button asChild>
            <a href={storeUrl} target="_blank" rel="noopener noreferrer">
              Get it from the store
            </a>
          </Button>
        ) : null}
      </PageIntro>
      <Section title="What it shows" className="pt-0">
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
          <li>
            Under every search result: best-seller rank, estimated daily and monthly sales and
            monthly royalty as low–typical–high ranges, from the same rules as our BSR calculator.
          </li>
          <li>
            Quick View: the page as a niche, with median rank, reviews and price, the indie share
            and the niche score with its parts, and a button that opens the same search in Deep
            View.
          </li>
          <li>
            On a product page: the book's figures and category ranks, with "Track this ASIN", "Send
            keywords" and "Reverse lookup" into your account.
          </li>
          <li>
            amazon.com, .ca, .com.mx, .com.br, .co.uk, .de, .fr, .it, .es, .nl, .ie, .com.be, .pl,
            .se, .co.jp, .in, .com.au, .ae and .sg; books and Kindle.
          </li>
        </ul>
        <p className="mt-4 max-w-3xl text-slate-700">
          Signed out, it shows what the page itself says. Ranks, estimates and the full score come
          with your account and plan.
        </p>
      </Section>
      <Section title="Download" className="pt-0">
        <div className="grid gap-4 md:grid-cols-2">
          {DOWNLOADS.map((download) => (
            <Card key={download.browser}>
              <CardTitle>{download.browser}</CardTitle>
              <CardText>{download.steps}</CardText>
              <Button asChild variant="outline" className="mt-4">
                <a href={download.file} download>
                  Download for {download.browser}
                </a>
              </Button>
            </Card>
          ))}
        </div>
      </Section>
      <Section className="pt-0 pb-16">
        <p className="text-slate-700">
          Then press "Sign in" in the extension's panel on Amazon; it opens{" "}
          <Link className="underline" href="/extension/sign-in">
            the extension sign-in page
          </Link>
          . Read what it sends and why in the{" "}
          <Link className="underline" href="/extension/privacy">
            privacy note
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
