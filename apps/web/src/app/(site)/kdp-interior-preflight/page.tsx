import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { ToolLoginGate } from "@/features/auth/tool-login-gate";
import { InteriorPreflightTool } from "@/features/tools/interior-preflight/interior-preflight-tool";
import { pageMetadata } from "@/lib/metadata";

const path = "/kdp-interior-preflight";
const title = "KDP Interior Preflight";
const description =
  "Upload your print interior PDF and see, page by page, what KDP would reject or print badly: trim size and bleed, text in the gutter or too near the edge, fonts not embedded, low-resolution images, page count and blank pages, with a picture of each page and what to change. Then check your cover PDF against the cover template for its page count and paper.";

export const metadata = pageMetadata({
  title,
  description,
  path,
  keywords: [
    title,
    "KDP",
    "preflight",
    "interior PDF",
    "cover PDF",
    "print check",
    "gutter",
    "bleed",
    "spine width",
  ],
});

export default function Page() {
  return (
    <>
      <nav aria-label="Breadcrumb" className="pt-6 text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href="/tools" className="hover:underline">
              Tools
            </Link>
            <span aria-hidden> / </span>
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {title}
          </li>
        </ol>
      </nav>
      <PageIntro eyebrow="Book creation" title={title} lead={description} className="pt-4">
        <p
          data-testid="tool-access-intro"
          className="rounded-md bg-ink-50 px-3 py-2 text-sm text-ink-800"
        >
          Free with any account: sign in and check as many interiors as you like.
        </p>
      </PageIntro>
      <div className="py-8">
        <ToolLoginGate
          toolName={title}
          signedInLine={
            <p
              data-testid="tool-signed-in"
              className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950"
            >
              Signed in — each file is checked and then forgotten, never kept
            </p>
          }
        >
          <InteriorPreflightTool />
        </ToolLoginGate>
      </div>
    </>
  );
}
