import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Metadata } from "next";
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
// The contact form is a client component with its own tests; here it stands as its form.
vi.mock("@/features/content/contact-form", () => ({
  ContactForm: () => <form aria-label="Contact us" />,
}));

// The how-to collections are read from the API (an async server component with its own journey).
vi.mock("@/features/blog/maker-how-to", () => ({ MakerHowTo: () => null }));
vi.mock("@/features/blog/learning-cards", () => ({ LearningCards: () => null }));

/** Pages that host the contact form (G-47: /contact-us, and /contact-form as its alias). */
const pagesWithContactForm = new Set(["/contact-us", "/contact-form"]);

const appDir = join(import.meta.dirname, "../../app");

/** Every route path that has a page.tsx, with route groups such as "(site)" removed. */
function routePaths(dir = appDir, prefix = ""): string[] {
  const paths: string[] = [];
  if (existsSync(join(dir, "page.tsx"))) paths.push(prefix || "/");
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    paths.push(...routePaths(join(dir, entry.name), `${prefix}${segment}`));
  }
  return paths;
}

type PageModule = {
  default: () => React.ReactNode;
  metadata: Metadata;
};

const pages: Record<string, { load: () => Promise<PageModule>; canonical: string }> = {
  "/about": { load: () => import("@/app/(site)/about/page"), canonical: "/about" },
  "/about-us": { load: () => import("@/app/(site)/about-us/page"), canonical: "/about" },
  "/faqs": { load: () => import("@/app/(site)/faqs/page"), canonical: "/faqs" },
  "/terms": { load: () => import("@/app/(site)/terms/page"), canonical: "/terms" },
  "/terms/privacy": {
    load: () => import("@/app/(site)/terms/privacy/page"),
    canonical: "/terms/privacy",
  },
  "/terms/gdpr": { load: () => import("@/app/(site)/terms/gdpr/page"), canonical: "/terms/gdpr" },
  "/trademark": { load: () => import("@/app/(site)/trademark/page"), canonical: "/trademark" },
  "/media": { load: () => import("@/app/(site)/media/page"), canonical: "/media" },
  "/testimonials": {
    load: () => import("@/app/(site)/testimonials/page"),
    canonical: "/testimonials",
  },
  "/support": { load: () => import("@/app/(site)/support/page"), canonical: "/support" },
  "/free-resources": {
    load: () => import("@/app/(site)/free-resources/page"),
    canonical: "/free-resources",
  },
  "/contact-us": { load: () => import("@/app/(site)/contact-us/page"), canonical: "/contact-us" },
  "/contact-form": {
    load: () => import("@/app/(site)/contact-form/page"),
    canonical: "/contact-us",
  },
};

const routes = new Set(routePaths());

describe("content pages", () => {
  for (const [path, page] of Object.entries(pages)) {
    describe(path, async () => {
      const mod = await page.load();
      const html = renderToStaticMarkup(mod.default() as React.ReactElement);
      const doc = new DOMParser().parseFromString(html, "text/html");

      it("has one h1 and never skips a heading level", () => {
        const levels = [...doc.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) =>
          Number(h.tagName[1]),
        );
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        expect(levels[0]).toBe(1);
        for (let i = 1; i < levels.length; i++) {
          expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
        }
      });

      it("has a canonical path and a 140–160 character description", () => {
        expect(mod.metadata.alternates?.canonical).toBe(page.canonical);
        const length = mod.metadata.description?.length ?? 0;
        expect(length).toBeGreaterThanOrEqual(140);
        expect(length).toBeLessThanOrEqual(160);
      });

      it("links only to existing routes, in-page anchors and real addresses", () => {
        for (const link of doc.querySelectorAll("a")) {
          const href = link.getAttribute("href") ?? "";
          expect(link.textContent?.trim(), `text of ${href}`).not.toBe("");
          if (href.startsWith("#")) {
            expect(doc.getElementById(href.slice(1)), href).not.toBeNull();
          } else if (href.startsWith("/")) {
            const pathname = href.split(/[?#]/)[0]!;
            expect(routes.has(pathname), `${href} is a route`).toBe(true);
          } else {
            expect(href).toMatch(/^(https:\/\/|mailto:)/);
          }
        }
      });

      it(pagesWithContactForm.has(path) ? "has the contact form" : "has no form", () => {
        expect(doc.querySelectorAll("form").length).toBe(pagesWithContactForm.has(path) ? 1 : 0);
      });
    });
  }
});
