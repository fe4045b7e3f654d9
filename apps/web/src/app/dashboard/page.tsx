import { categories } from "@inkforge/domain/catalogue/categories";
import { getToolsByCategory } from "@inkforge/domain/catalogue/tools";
import Link from "next/link";
import { site } from "@/config/site";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Dashboard",
  description:
    "Your workspace: jump straight into research, listing, design and calculator tools, and your account.",
  path: "/dashboard",
});

export default function DashboardPage() {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-ember-700">
            {site.name}
          </p>
          <h1 className="text-3xl font-bold text-ink-900">Dashboard</h1>
        </div>
        <nav aria-label="Dashboard" className="flex gap-4 text-sm font-semibold text-ink-700">
          <Link href="/" className="hover:underline">
            Home
          </Link>
          <Link href="/me" className="hover:underline">
            Account
          </Link>
          <Link href="/tools" className="hover:underline">
            All tools
          </Link>
        </nav>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold text-ink-900">
              <Link href={category.path} className="hover:underline">
                {category.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{category.summary}</p>
            <ul className="mt-3 space-y-1 text-sm">
              {getToolsByCategory(category.id)
                .filter((tool) => tool.link.kind === "internal")
                .slice(0, 5)
                .map((tool) => (
                  <li key={tool.id}>
                    <Link
                      href={tool.link.kind === "internal" ? tool.link.path : "/tools"}
                      className="text-ink-700 hover:underline"
                    >
                      {tool.item}
                    </Link>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
