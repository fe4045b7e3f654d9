import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Metadata } from "next";
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { capabilities } from "./plan-matrix";

vi.mock("server-only", () => ({}));
// The pages' API reads wait for a request (`connection()`); a render here is one.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));
// Pages render signed out here: the plan-aware actions (decision 0027) show their plain links.
const owner = vi.hoisted(() => ({ owns: false }));
vi.mock("@/lib/membership/membership-store", () => ({
  useMembership: () => null,
  useOwnsFeature: () => owner.owns,
}));
// The home page's latest articles are read from the API (an async server component with its own
// journey in e2e/tests/blog.spec.ts); here they render nothing.
vi.mock("@/features/blog/latest-articles", () => ({ LatestArticles: () => null }));
// Pages rendered here are the product pages a visitor sees: nobody is signed in (the Author Page
// Builder's page reads the session to send an owner on to the editor).
vi.mock("next-auth/next", () => ({ getServerSession: async () => null }));
// Signed out: components that read the session (the new-member countdown) render for a guest.
vi.mock("next-auth/react", () => ({
  useSession: () => ({ data: null, status: "unauthenticated" }),
}));

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type PageModule = {
  default: (props: { searchParams: SearchParams }) => React.ReactNode | Promise<React.ReactNode>;
  metadata: Metadata;
};

const pages: Record<string, () => Promise<PageModule>> = {
  "/": () => import("@/app/(site)/page"),
  "/features": () => import("@/app/(site)/features/page"),
  "/pricing": () => import("@/app/(site)/pricing/page"),
  "/masterclass": () => import("@/app/(site)/masterclass/page"),
  "/mentorship": () => import("@/app/(site)/mentorship/page"),
  "/services": () => import("@/app/(site)/services/page"),
  "/review": () => import("@/app/(site)/review/page"),
  "/templates": () => import("@/app/(site)/templates/page"),
  "/author-page-builder": () => import("@/app/(site)/author-page-builder/page"),
  "/hot-niches-sales": () => import("@/app/(site)/hot-niches-sales/page"),
  "/arc-reviews": () => import("@/app/(site)/arc-reviews/page"),
  "/amazon-policy-monitor": () => import("@/app/(site)/amazon-policy-monitor/page"),
  "/books/topbestbooks": () => import("@/app/(site)/books/topbestbooks/page"),
  "/spt-book": () => import("@/app/(site)/spt-book/page"),
  "/new-member": () => import("@/app/(site)/new-member/page"),
  "/shop": () => import("@/app/(site)/shop/page"),
};

async function render(path: string, query: Record<string, string> = {}): Promise<string> {
  const loader = pages[path];
  if (!loader) throw new Error(`No page registered for ${path}`);
  const { default: Page } = await loader();
  const element = await Page({ searchParams: Promise.resolve(query) });
  return renderToStaticMarkup(element as React.ReactElement);
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

/** The opening tag of the first link whose text contains `text`. */
function linkTag(html: string, text: string): string | undefined {
  const match = [...html.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/g)].find((m) =>
    m[0].replace(/<[^>]+>/g, "").includes(text),
  );
  return match?.[0].match(/^<a\b[^>]*>/)?.[0];
}

describe.each(Object.keys(pages))("page %s", (path) => {
  it("exports specific metadata with a canonical path", async () => {
    const { metadata } = await pages[path]!();
    // The home page keeps the site's default title; every other page names itself.
    if (path === "/")
      expect(metadata.title).toEqual({ absolute: expect.stringContaining("free tools") });
    else expect(typeof metadata.title).toBe("string");
    expect(metadata.alternates?.canonical).toBe(path);
    const description = String(metadata.description);
    expect(description.length).toBeGreaterThanOrEqual(140);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(Array.isArray(metadata.keywords) && metadata.keywords.length > 0).toBe(true);
  });

  it("has one h1 and never skips a heading level", async () => {
    const levels = headingLevels(await render(path));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
    }
  });

  it("shows no expired 2025 campaign copy and no placeholder text", async () => {
    const text = (await render(path)).replace(/<[^>]+>/g, " ");
    expect(text).not.toMatch(/lorem ipsum|coming soon/i);
    expect(text).not.toMatch(/sale ends|ends in \d/i);
    expect(text).not.toMatch(/(sale|offer|countdown|ends)[^.]{0,60}\b2025\b/i);
    expect(text).not.toMatch(/\b2025\b[^.]{0,60}(sale|offer|countdown)/i);
  });
});

describe("/pricing", () => {
  it("opens the monthly tab by default and marks it current", async () => {
    const html = await render("/pricing");
    expect(linkTag(html, "Monthly")).toContain('aria-current="page"');
    expect(linkTag(html, "Lifetime")).not.toContain("aria-current");
    expect(html).toContain("/checkout/v3?product=pro&amp;type=month");
  });

  it("opens the lifetime tab from ?tab=lifetime", async () => {
    const html = await render("/pricing", { tab: "lifetime" });
    expect(linkTag(html, "Lifetime")).toContain('aria-current="page"');
    expect(linkTag(html, "Monthly")).not.toContain("aria-current");
    expect(html).toContain("/checkout/v3?product=supreme&amp;type=lifetime");
    expect(html).toContain("$599");
  });

  it("links yearly prices to yearly checkout", async () => {
    const html = await render("/pricing", { tab: "yearly" });
    expect(html).toContain("/checkout/v3?product=pro-max&amp;type=year");
  });

  it("has an accessible comparison table", async () => {
    const html = await render("/pricing");
    expect(html).toMatch(/<caption[^>]*>[^<]+<\/caption>/);
    expect(html).toContain('scope="col"');
    expect(html).toContain('scope="row"');
    expect(html).toContain("Max 200 entries");
    expect(html).toContain("Max 100 entries");
  });

  it("renders the plan comparison once, one table for every width", async () => {
    const html = await render("/pricing");
    expect(html.match(/<table/g)).toHaveLength(1);
    const rows = html.match(/<th scope="row"/g) ?? [];
    expect(rows.length).toBeGreaterThan(10);
    // Each row's description is on the page once: no second rendering for phones (issue 26).
    const descriptions = capabilities
      .map((row) => renderToStaticMarkup(row.description))
      .filter((description) => html.includes(description));
    expect(descriptions).toHaveLength(rows.length);
    for (const description of descriptions) {
      expect(html.split(description)).toHaveLength(2);
    }
  });
});

describe("/new-member", () => {
  it("opens the lifetime tab from ?tab=lifetime with the discounted price", async () => {
    const html = await render("/new-member", { tab: "lifetime" });
    expect(linkTag(html, "Lifetime")).toContain('aria-current="page"');
    expect(html).toContain("$89.55");
    expect(html).toContain("/checkout/v3?product=pro&amp;type=lifetime&amp;offer=new-member");
  });

  it("opens the monthly tab by default at regular prices", async () => {
    const html = await render("/new-member");
    expect(linkTag(html, "Monthly")).toContain('aria-current="page"');
    expect(html).toContain("$9.99");
    expect(html).not.toContain("offer=new-member");
  });
});

describe("/hot-niches-sales", () => {
  it("sends buyers to the monthly hot-niches checkout", async () => {
    expect(await render("/hot-niches-sales")).toContain(
      "/checkout/v3?product=hot-niches&amp;type=month",
    );
  });
});

describe("/pricing plans", () => {
  it("shows all five plans with the catalogue's prices", async () => {
    const html = await render("/pricing");
    for (const name of ["Free", "Pro", "Pro Max", "Ultra", "Supreme"]) {
      expect(html).toContain(`>${name}</h3>`);
    }
    expect(html).toContain("$9.99");
    expect(html).toContain("$39.99");
  });
});

describe("/shop", () => {
  it("lists plans, tools, memberships, courses, downloads and merch, each linking to its page", async () => {
    const html = await render("/shop");
    for (const title of [
      "Plans",
      "Tools and bundles",
      "Memberships",
      "Courses",
      "Downloads",
      "Merch",
    ]) {
      expect(html).toContain(`>${title}</h2>`);
    }
    expect(html).toContain('href="/shop/trademark-checker"');
    expect(html).toContain('href="/shop/author-notebook"');
  });
});

describe("the Hot KDP Niches members' guide", () => {
  it("labels the worked example", async () => {
    const { HotNichesGuide } = await import("./hot-niches-guide");
    expect(renderToStaticMarkup(HotNichesGuide())).toMatch(/>Example</);
  });
});

describe("/services", () => {
  it("shows the six categories and their subcategories", async () => {
    const html = await render("/services");
    for (const name of [
      "Book Covers",
      "Illustrations",
      "Book Formatting",
      "Writing Tools",
      "Audiobook Narration",
      "Book Promotion Video Creator",
      "Puzzle Book Cover",
      "Illustrator for Children&#x27;s Book",
      "Ghostwriter",
    ]) {
      expect(html).toContain(name);
    }
  });
});

describe("brand", () => {
  it("is never typed into copy", () => {
    const roots = [join(import.meta.dirname), join(import.meta.dirname, "../../app/(site)")];
    const files: string[] = [];
    const walk = (dir: string, top: boolean) => {
      for (const entry of readdirSync(dir)) {
        const full = join(dir, entry);
        if (statSync(full).isDirectory()) {
          if (!top || Object.keys(pages).some((p) => p.split("/")[1] === entry)) walk(full, false);
        } else if (/\.tsx?$/.test(entry) && !entry.endsWith(".test.tsx")) files.push(full);
      }
    };
    walk(roots[0]!, false);
    walk(roots[1]!, true);
    files.push(join(roots[1]!, "page.tsx"));
    for (const file of files) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(/Inkforge/);
    }
  });
});

describe("/masterclass", () => {
  it("counts lessons with their noun and offers to buy once in the intro (issue 24)", async () => {
    const html = await render("/masterclass");
    expect(html).toMatch(/A self-paced course of \d+ written lessons that takes you/);
    expect(html).not.toMatch(/course of \d+ that/);
    // Signed out (the server's HTML): the offer in the intro and the closing band.
    expect(html.match(/data-testid="buy-course"/g)).toHaveLength(2);
  });

  it("an owner is offered the course, never the purchase, in the intro and the closing band", async () => {
    owner.owns = true;
    try {
      const html = await render("/masterclass");
      expect(html).not.toMatch(/Get the masterclass/);
      expect(html.match(/data-testid="resume-course"/g)).toHaveLength(2);
    } finally {
      owner.owns = false;
    }
  });
});
