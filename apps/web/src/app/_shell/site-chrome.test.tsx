import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getNavData } from "@/features/navigation/nav-data";
import { SiteChromeHeader as SiteHeader } from "./site-chrome";

vi.mock("server-only", () => ({}));
// The pages' API reads wait for a request (`connection()`); a render here is one.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));
const cookieHint = vi.hoisted(() => ({ value: false }));
vi.mock("@/features/auth/session-hint", () => ({ hasSessionCookie: async () => cookieHint.value }));
const session = vi.hoisted(() => ({
  value: { status: "unauthenticated", data: null } as { status: string; data: unknown },
}));
vi.mock("next-auth/react", () => ({ useSession: () => session.value }));
// The account side has tests of its own; here only the room it takes matters.
vi.mock("@/app/_shell/header/header-account-area", () => ({
  HeaderAccountArea: () => <div data-testid="account-area" />,
}));
vi.mock("@/lib/membership/membership-store", () => ({
  useOwnsFeature: () => false,
  useMembership: () => null,
}));

const signedOut = { status: "unauthenticated", data: null };
const signedIn = {
  status: "authenticated",
  data: { apiToken: "t", user: { id: "u1", email: "a@b.c" }, expires: "" },
};

afterEach(() => cleanup());

/** Whether an element's Tailwind display classes show it at `width` px (jsdom has no CSS). */
function displayedAt(element: Element, width: number): boolean {
  let shown = true;
  const classes = element.className.split(/\s+/);
  // Base first, then the breakpoints in ascending order, as Tailwind orders its CSS.
  for (const [prefix, from] of [
    ["", 0],
    ["lg:", 1024],
    ["xl:", 1280],
    ["2xl:", 1536],
    ["min-[1600px]:", 1600],
    ["min-[1800px]:", 1800],
    ["min-[1920px]:", 1920],
  ] as const) {
    if (width < from) continue;
    if (classes.includes(`${prefix}hidden`)) shown = false;
    if (classes.includes(`${prefix}block`) || classes.includes(`${prefix}flex`)) shown = true;
  }
  return shown;
}

const label = (link: Element) =>
  (link.childNodes[0]?.textContent ?? "").trim() || (link.textContent ?? "");

function desktopNav() {
  const nav = screen.getByTestId("desktop-nav");
  const items = [...nav.querySelectorAll(":scope > ul > li")];
  const more = nav.querySelector('[data-testid="more-menu"]');
  const barItems = items.filter((li) => !li.querySelector('[data-testid="more-menu"]')).slice(1);
  const moreEntries = more ? [...more.querySelectorAll("ul > li")] : [];
  return { nav, items, barItems, moreItem: items.find((li) => li.contains(more)), moreEntries };
}

/** The labels a visitor sees at `width` px: in the bar, then in the More menu. */
function labelsAt(width: number) {
  const { barItems, moreItem, moreEntries } = desktopNav();
  const bar = barItems
    .filter((li) => displayedAt(li, width))
    // A bar item is a link, or a menu's trigger button (Services opens the directory menu).
    .map((li) => label(li.querySelector("a, button") as Element));
  const moreShown = moreItem !== undefined && displayedAt(moreItem, width);
  const more = moreShown
    ? moreEntries
        .filter((li) => displayedAt(li, width))
        .map((li) => label(li.querySelector("a") as Element))
    : [];
  return { bar, more };
}

const widths = [1024, 1152, 1280, 1440, 1536, 1600, 1800, 1920];

describe("the desktop header bar", () => {
  for (const [state, value] of [
    ["signed out", signedOut],
    ["signed in", signedIn],
  ] as const) {
    it(`${state}: every primary link is in the bar or under More, exactly once, each in the spec's order (NAV-04)`, async () => {
      session.value = value;
      render(await SiteHeader());
      const primary = getNavData().primary.map((link) => link.label);
      const inSpecOrder = (labels: string[]) => primary.filter((label) => labels.includes(label));
      for (const width of widths) {
        const { bar, more } = labelsAt(width);
        expect([...bar, ...more].sort(), `${state} at ${width} px`).toEqual([...primary].sort());
        // Read left to right, the bar and the More menu each keep the spec's order.
        expect(bar, `${state} bar at ${width} px`).toEqual(inSpecOrder(bar));
        expect(more, `${state} More at ${width} px`).toEqual(inSpecOrder(more));
        // Signed out, Services and Pricing are always in the bar; signed in they make room for
        // the New builder below 1280 and 1536 px (issue 24).
        if (state === "signed out") expect(bar.slice(0, 2)).toEqual(["Services", "Pricing"]);
        else expect(bar.at(-1)).toBe("Author Page Builder");
      }
      expect(desktopNav().items[0]?.querySelector("button")?.textContent).toBe("Tools");
    });
  }

  it("links join the bar where they fit; More is gone from 1536 px signed out and 1920 px signed in", async () => {
    session.value = signedOut;
    render(await SiteHeader());
    // Signed out, Author Page Builder (flagged New, spec §2.3) is in the bar from 1024 px (issue 24).
    expect(labelsAt(1024).bar).toContain("Author Page Builder");
    expect(labelsAt(1024).more).toEqual(["ARC Reviews", "Hot KDP Niches", "All-In-One Extension"]);
    expect(labelsAt(1280).more).toEqual(["ARC Reviews", "Hot KDP Niches", "All-In-One Extension"]);
    expect(labelsAt(1535).more).toEqual(["ARC Reviews", "Hot KDP Niches", "All-In-One Extension"]);
    expect(labelsAt(1536)).toEqual({ bar: getNavData().primary.map((l) => l.label), more: [] });
    cleanup();

    session.value = signedIn;
    render(await SiteHeader());
    // Signed in too, from 1024 px (issue 24); the links before it wait for room.
    expect(labelsAt(1024).bar).toContain("Author Page Builder");
    expect(labelsAt(1024).more).toEqual([
      "Services",
      "Pricing",
      "ARC Reviews",
      "Hot KDP Niches",
      "All-In-One Extension",
    ]);
    expect(labelsAt(1280).more).toEqual([
      "Pricing",
      "ARC Reviews",
      "Hot KDP Niches",
      "All-In-One Extension",
    ]);
    expect(labelsAt(1536).more).toEqual(["ARC Reviews", "Hot KDP Niches", "All-In-One Extension"]);
    expect(labelsAt(1800).more).toEqual(["All-In-One Extension"]);
    expect(labelsAt(1919).more).toEqual(["All-In-One Extension"]);
    expect(labelsAt(1920)).toEqual({ bar: getNavData().primary.map((l) => l.label), more: [] });
  });

  it("while the session loads, a session cookie picks the signed-in layout (no change when it answers)", async () => {
    session.value = { status: "loading", data: null };
    cookieHint.value = true;
    render(await SiteHeader());
    expect(labelsAt(1600).more).toEqual(["ARC Reviews", "Hot KDP Niches", "All-In-One Extension"]);
    cleanup();
    cookieHint.value = false;
    render(await SiteHeader());
    expect(labelsAt(1600).more).toEqual([]);
  });

  it("every destination of the old bar is a link in the desktop nav, with its target and flag", async () => {
    session.value = signedOut;
    render(await SiteHeader());
    const { nav } = desktopNav();
    for (const link of getNavData().primary) {
      if (link.href === "/services") {
        // The Services menu leads to /services through its 'See All Services' link (SVC-04).
        const menu = within(screen.getByTestId("services-menu"));
        // The panel loads on first open.
        fireEvent.click(menu.getByRole("button", { name: "Services" }));
        expect(
          (await menu.findByRole("link", { name: "See All Services", hidden: true })).getAttribute(
            "href",
          ),
        ).toBe("/services");
        continue;
      }
      const anchors = within(nav)
        .getAllByRole("link", { hidden: true })
        .filter((a) => label(a) === link.label);
      expect(anchors.length, link.label).toBeGreaterThan(0);
      for (const a of anchors) {
        expect(a.getAttribute("href")).toBe(link.href);
        if (link.external) expect(a.getAttribute("target")).toBe("_blank");
        if (link.flair) expect(a.textContent).toContain(link.flair);
      }
    }
    // The Tools menu keeps its categories and the link to every tool (NAV-02, NAV-03); its panel
    // is drawn the first time someone reaches for it, and not before.
    const tools = within(screen.getByTestId("tools-menu"));
    expect(tools.queryByRole("link", { name: /View all tools/, hidden: true })).toBeNull();
    fireEvent.focus(tools.getByRole("button", { name: "Tools" }));
    expect(tools.getByRole("link", { name: /View all tools/, hidden: true })).toBeTruthy();
    expect(tools.getAllByRole("link", { hidden: true })).toHaveLength(
      1 + getNavData().categories.reduce((sum, c) => sum + 1 + Math.min(c.tools.length, 4), 0),
    );
  });

  it("labels never wrap: bar links, the More button and its entries are nowrap", async () => {
    session.value = signedOut;
    render(await SiteHeader());
    const { barItems, moreEntries } = desktopNav();
    for (const li of barItems)
      expect(li.querySelector("a, button")?.className).toContain("whitespace-nowrap");
    for (const li of moreEntries)
      expect(li.querySelector("a")?.className).toContain("whitespace-nowrap");
    const more = screen.getByRole("button", { name: "More" });
    expect(more.className).toContain("whitespace-nowrap");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(more.getAttribute("aria-controls") ?? "")).not.toBeNull();
  });
});

describe("the layout components", () => {
  it("import no features: the app layer passes feature pieces in (docs/code-style.md)", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const folder = path.join(import.meta.dirname, "../../components/layout");
    const files = readdirSync(folder).filter((name) => /\.tsx?$/.test(name));
    expect(files.length).toBeGreaterThan(3);
    for (const name of files) {
      const source = readFileSync(path.join(folder, name), "utf8");
      expect(source, name).not.toMatch(/from "@\/features\//);
    }
  });
});
