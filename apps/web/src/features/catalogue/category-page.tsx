import { categories, getCategoryOrThrow } from "@inkforge/domain/catalogue/categories";
import { getToolsByCategory } from "@inkforge/domain/catalogue/tools";
import type { CategoryId } from "@inkforge/domain/catalogue/types";
import type { OptionalServices } from "@inkforge/domain/shop/feature-matrix";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { env } from "@/config/env";
import { pageMetadata } from "@/lib/metadata";
import { ToolGrid } from "./tool-card";

export function categoryMetadata(id: CategoryId) {
  const category = getCategoryOrThrow(id);
  const toolNames = getToolsByCategory(id).map((tool) => tool.item);
  return pageMetadata({
    title: `${category.name} tools for KDP`,
    description: category.summary,
    path: category.path,
    keywords: ["KDP", category.name, ...toolNames.slice(0, 6)],
  });
}

/** A category page: the family's purpose, its tools, and the other families. */
export function CategoryPage({ id, services }: { id: CategoryId; services: OptionalServices }) {
  const category = getCategoryOrThrow(id);
  const tools = getToolsByCategory(id);
  return (
    <>
      <PageIntro eyebrow="Tool family" title={category.name} lead={category.description} />
      <Section title={`${tools.length} ${tools.length === 1 ? "tool" : "tools"} in this family`}>
        <ToolGrid tools={tools} urls={env.externalUrls} services={services} />
      </Section>
      <Section title="Other tool families">
        <ul className="flex flex-wrap gap-2">
          {categories
            .filter((other) => other.id !== id)
            .map((other) => (
              <li key={other.id}>
                <Link
                  href={other.path}
                  className="inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-ink-800 hover:border-ink-500"
                >
                  {other.name}
                </Link>
              </li>
            ))}
          <li>
            <Link
              href="/tools"
              className="inline-flex rounded-full bg-ink-800 px-4 py-2 text-sm font-medium text-white hover:bg-ink-900"
            >
              All tools
            </Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
