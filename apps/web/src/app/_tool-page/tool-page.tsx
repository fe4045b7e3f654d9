import { getCategoryOrThrow } from "@inkforge/domain/catalogue/categories";
import { getToolByPathOrThrow, getToolsByCategory } from "@inkforge/domain/catalogue/tools";
import { isToolUnavailable } from "@inkforge/domain/shop/feature-matrix";
import { toolGate, toolGateRows, toolIntroLine } from "@inkforge/domain/shop/tool-access";
import Link from "next/link";
import type * as React from "react";
import { HydrateAfterShell } from "@/components/layout/hydrate-after-shell";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { env } from "@/config/env";
import { site } from "@/config/site";
import { ToolLoginGate, type ToolWorkSavedTo } from "@/features/auth/tool-login-gate";
import { ToolGrid } from "@/features/catalogue/tool-card";
import { NotOnSale } from "@/features/shop/not-on-sale";
import { loadOffersOffSale, offSaleOffersOfTool } from "@/features/shop/off-sale";
import { readOptionalServices } from "@/features/shop/optional-services";
import { PlanAccessLine } from "@/features/shop/plan-access-line";
import { pageMetadata } from "@/lib/metadata";

export function toolMetadata(path: string) {
  const tool = getToolByPathOrThrow(path);
  return pageMetadata({
    title: tool.item,
    description: tool.description,
    path,
    keywords: [tool.item, tool.tag, "KDP", ...(tool.keywords ?? [])],
  });
}

/**
 * The page of one tool route. It presents the tool from the catalogue; the working tool is
 * rendered as `children` once it exists. Tools that need an account render it behind a
 * `ToolLoginGate`, which shows the login prompt to visitors who are not signed in.
 *
 * Pass the tool without a `<Suspense>` around it: every page renders per request (the root layout
 * reads the request), so `useSearchParams` needs no boundary, and React streams a large boundary's
 * content after its fallback, which moved the page under the tool after the first paint
 * (CLS 0.298 on the royalty calculator; decision 0087). The tool hydrates in a pass of its own,
 * after the page around it (`HydrateAfterShell`, decision 0174).
 */
export async function ToolPage({
  path,
  savedTo,
  memberLine,
  children,
}: {
  path: string;
  /** Where the tool keeps a signed-in user's work (default: the account). */
  savedTo?: ToolWorkSavedTo;
  /**
   * What a signed-in member reads above the tool instead of `PlanAccessLine`: a tool with its own
   * upgrade prompt passes `PlanIncludedLine`, so a plan without it is told once. Passed by the page,
   * not chosen here: a client component this module imports is in every tool page's first load.
   */
  memberLine?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const tool = getToolByPathOrThrow(path);
  const category = getCategoryOrThrow(tool.category);
  const related = getToolsByCategory(tool.category).filter((other) => other.id !== tool.id);
  // An offer that sells this tool on its own, taken off sale in the console (decision 0145).
  const offSale = offSaleOffersOfTool(await loadOffersOffSale(), tool.id);
  // A tool whose outside service this site lacks is in no plan (decision 0135): no line may say
  // which plans include it, as the /tools card does not.
  const services = await readOptionalServices();
  const unavailable = isToolUnavailable(tool.id, services);
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
          <li>
            <Link href={category.path} className="hover:underline">
              {category.name}
            </Link>
            <span aria-hidden> / </span>
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {tool.item}
          </li>
        </ol>
      </nav>
      <PageIntro eyebrow={tool.tag} title={tool.item} lead={tool.description} className="pt-4">
        <p
          data-testid="tool-access-intro"
          className={
            tool.requiresLogin || tool.signInTo
              ? "rounded-md bg-ink-50 px-3 py-2 text-sm text-ink-800"
              : "rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          }
        >
          {unavailable
            ? "Not available on this site yet, so no plan includes it and nothing is charged for it."
            : toolIntroLine(tool, site.name)}
        </p>
        {offSale.map((name) => (
          <NotOnSale key={name} name={name} />
        ))}
      </PageIntro>
      {tool.requiresLogin ? (
        <div className="py-8">
          <ToolLoginGate
            toolName={tool.item}
            savedTo={savedTo}
            // Tools a plan may lack say so to a member instead of "your work is saved".
            signedInLine={
              unavailable
                ? null
                : (memberLine ??
                  (toolGateRows(tool).length > 0 ? (
                    <PlanAccessLine gate={toolGate(tool)} savedTo={savedTo} />
                  ) : undefined))
            }
          >
            <HydrateAfterShell>{children}</HydrateAfterShell>
          </ToolLoginGate>
        </div>
      ) : children ? (
        <div className="py-8">
          <HydrateAfterShell>{children}</HydrateAfterShell>
        </div>
      ) : null}
      {related.length > 0 ? (
        <Section title={`More ${category.toolsLabel}`}>
          <ToolGrid tools={related} urls={env.externalUrls} services={services} />
        </Section>
      ) : null}
    </>
  );
}
