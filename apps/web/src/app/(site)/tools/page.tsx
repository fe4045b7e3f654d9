import { categories } from "@inkforge/domain/catalogue/categories";
import { getToolsByCategory, tools } from "@inkforge/domain/catalogue/tools";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { env } from "@/config/env";
import { site } from "@/config/site";
import { ToolGrid } from "@/features/catalogue/tool-card";
import { readOptionalServices } from "@/features/shop/optional-services";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "All KDP tools",
  description:
    "Every research, listing, design, calculator and book-creation tool for Amazon KDP authors in one place, grouped by what you are working on.",
  path: "/tools",
  keywords: [
    "KDP tools",
    "KDP calculator",
    "KDP keyword tool",
    "book cover template",
    "KDP research",
  ],
});

export default async function ToolsPage() {
  const services = await readOptionalServices();
  return (
    <>
      <PageIntro
        eyebrow="Tools"
        title="All tools"
        lead={`${tools.length} tools from ${site.name}, grouped into six families. Most are free; the ones that keep your work between visits need a free account.`}
      />
      <nav aria-label="Tool families" className="pt-6">
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                href={`#${category.id}`}
                className="inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-ink-800 hover:border-ink-500"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((category) => (
        <Section
          key={category.id}
          id={category.id}
          title={category.name}
          intro={
            <>
              {category.summary}{" "}
              <Link href={category.path} className="font-semibold text-ink-700 underline">
                About {category.toolsLabel}
              </Link>
            </>
          }
        >
          <ToolGrid
            tools={getToolsByCategory(category.id)}
            urls={env.externalUrls}
            services={services}
          />
        </Section>
      ))}
    </>
  );
}
