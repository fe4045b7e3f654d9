import { toCatalogueEntry } from "@inkforge/domain/catalogue/tools";
import type { ExternalUrls, Tool } from "@inkforge/domain/catalogue/types";
import { isToolUnavailable, type OptionalServices } from "@inkforge/domain/shop/feature-matrix";
import { toolCardLabel } from "@inkforge/domain/shop/tool-access";
import Link from "next/link";
import { FlairBadge } from "@/components/ui/flair-badge";

/**
 * A tool as a card: name, tag, flair, what it does, and a link (new tab for external apps). A tool
 * whose outside service this site lacks says so on its card, as its page does, so nobody opens it
 * expecting it to work.
 */
export function ToolCard({
  tool,
  urls,
  services,
}: {
  tool: Tool;
  urls: ExternalUrls;
  services: OptionalServices;
}) {
  const entry = toCatalogueEntry(tool, urls);
  const unavailable = isToolUnavailable(tool.id, services);
  const access = unavailable ? null : toolCardLabel(tool);
  const linkClasses =
    "mt-4 inline-flex text-sm font-semibold text-ink-700 after:absolute after:inset-0 hover:underline";
  return (
    <li className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-ember-700">
        <span>{entry.tag}</span>
        {entry.flair ? <FlairBadge flair={entry.flair} /> : null}
        {access ? (
          <span
            data-testid="tool-access-label"
            className="rounded-full bg-ink-50 px-2 py-0.5 text-[0.7rem] normal-case text-ink-700"
          >
            {access}
          </span>
        ) : null}
      </div>
      <h3 className="mt-2 text-lg font-semibold text-ink-900">{entry.item}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{tool.description}</p>
      {unavailable ? (
        <p
          data-testid="tool-unavailable"
          className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
        >
          Not available on this site yet
        </p>
      ) : null}
      {entry.openInNewTab ? (
        <a
          href={entry.productLink}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClasses}
        >
          Open {entry.item}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <Link href={entry.productLink} className={linkClasses}>
          Open {entry.item}
        </Link>
      )}
    </li>
  );
}

export function ToolGrid({
  tools,
  urls,
  services,
}: {
  tools: Tool[];
  urls: ExternalUrls;
  services: OptionalServices;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <ToolCard key={tool.id} tool={tool} urls={urls} services={services} />
      ))}
    </ul>
  );
}
