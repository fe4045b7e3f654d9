import { STARTER_ACTIVITY_SECTIONS } from "@inkforge/domain/books/activities/activity-book";
import { describeMakerBookChoices } from "@inkforge/domain/books/maker-book-form";
import type { MakerBookKind } from "@inkforge/domain/books/maker-books";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetWhenUsed } from "@/lib/when-used";
import { STARTER_SECTIONS } from "./form-values";
import { type MakerOffer, PageBookMaker } from "./page-book-maker";

// Counts the loads of the form's reader: only the page's lazy load imports the module.
const engineLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock("./engine", async (importOriginal) => {
  engineLoads.count += 1;
  return importOriginal();
});

const session = vi.hoisted(() => ({
  value: { status: "unauthenticated", data: null } as { status: string; data: unknown },
}));
vi.mock("next-auth/react", () => ({ useSession: () => session.value, signIn: vi.fn() }));

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let availability = "not available";

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

const build = (kind: string) => ({
  id: "b1",
  kind,
  title: "T",
  trim: "8.5x11",
  seed: "seed1",
  status: "queued",
  progress: 0,
  sample: false,
  pageCount: null,
  fileBytes: null,
  preflight: null,
  error: null,
  createdAt: "2026-11-28T10:00:00.000Z",
  finishedAt: null,
});

const CAPABILITY: Record<MakerBookKind, string> = {
  "activity-book": "activity-book-tools",
  "coloring-book": "coloring-book-maker",
  "low-content-book": "low-content-book-generator",
};

beforeEach(() => {
  calls = [];
  session.value = { status: "unauthenticated", data: null };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : null;
      calls.push({ url, method, body });
      if (url.endsWith("/api/v1/designs/images")) {
        return answer({ name: `${"a".repeat(24)}.png`, width: 2550, height: 3300, bytes: 9 });
      }
      if (url.endsWith("/api/server-time")) return answer({ serverTime: "2026-11-28T10:00:00Z" });
      if (url.endsWith("/api/features/limits")) {
        return answer({
          tier: "Free",
          limits: Object.values(CAPABILITY).map((capability_id) => ({
            capability_id,
            availability:
              capability_id === "low-content-book-generator" ? "available" : availability,
            limit: null,
            limit_unit: null,
          })),
        });
      }
      if (url.endsWith("/api/books/builds")) return answer({ builds: [] });
      const started = url.match(/\/api\/books\/(activity|coloring|low-content)-builds$/);
      if (started) return answer({ build: build(`${started[1]}-book`) }, 202);
      return answer({ name: "Error", message: "Not found" }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offer: MakerOffer = {
  item: "Coloring Book Maker",
  plans: ["Pro Max", "Ultra", "Supreme"],
  products: [{ title: "Coloring Book Maker", price: "$89 one-time", href: "/checkout/v3" }],
  sampleMax: 5,
  sampleUnit: "designs",
};

const LABELS: Record<MakerBookKind, string> = {
  "activity-book": "Activity book",
  "coloring-book": "Coloring book",
  "low-content-book": "Low-content book",
};

async function renderMaker(kind: MakerBookKind) {
  render(
    <PageBookMaker
      kind={kind}
      path="/maker"
      choices={describeMakerBookChoices(kind)}
      initialSeed="seed1"
      initialYear={2026}
      offer={offer}
    />,
  );
  const form = await screen.findByRole("form", { name: LABELS[kind] });
  await waitFor(() => expect(form.getAttribute("data-ready")).toBe("true"));
  await userEvent.type(screen.getByLabelText("Author name"), "Ada Inkwell");
}

const previewPages = () =>
  waitFor(
    () => {
      const text = screen.getByTestId("preview-pages").textContent ?? "";
      expect(text).toMatch(/^\d+$/);
      return Number(text);
    },
    { timeout: 20_000 },
  );

function signIn(token: string) {
  session.value = {
    status: "authenticated",
    data: { user: { email: "member@example.com" }, apiToken: token },
  };
}

describe("PageBookMaker", () => {
  // First in the file: the reader, once loaded, stays in the module cache.
  it("a new book asks for the author at once; the form's reader waits for the page to be used", async () => {
    resetWhenUsed();
    render(
      <PageBookMaker
        kind="coloring-book"
        path="/maker"
        choices={describeMakerBookChoices("coloring-book")}
        initialSeed="seed1"
        initialYear={2026}
        offer={offer}
      />,
    );
    expect(screen.getByTestId("preview-needs-fields").textContent).toBe(
      "Add the author's name to see your pages.",
    );
    const form = screen.getByRole("form", { name: LABELS["coloring-book"] });
    await waitFor(() => expect(form.getAttribute("data-ready")).toBe("true"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(engineLoads.count).toBe(0);
    await userEvent.type(screen.getByLabelText("Author name"), "Ada Inkwell");
    await waitFor(() => expect(engineLoads.count).toBe(1));
  });

  it("starts the activity maker as the domain's one-click 60-page book", () => {
    expect(STARTER_SECTIONS).toEqual(
      STARTER_ACTIVITY_SECTIONS.map(({ type, count }) => ({ type, count: String(count) })),
    );
  });

  it("activity: previews the 60-page ages 4–6 book and asks a visitor to sign in", async () => {
    await renderMaker("activity-book");
    expect(screen.getAllByTestId("activity-section")).toHaveLength(9);
    expect(await previewPages()).toBe(60);
    expect(screen.getAllByRole("img", { name: /^Page \d/ }).length).toBe(6);
    expect(screen.getByRole("link", { name: "Sign in to build" }).getAttribute("href")).toBe(
      "/login?next=%2Fmaker",
    );
  }, 30_000);

  it("activity: names the field of a bad page count", async () => {
    await renderMaker("activity-book");
    const count = screen.getAllByLabelText("Pages")[0] as HTMLInputElement;
    await userEvent.clear(count);
    await userEvent.type(count, "0");
    expect(
      await screen.findByText(/Enter how many pages: a whole number from 1 to 100/),
    ).toBeTruthy();
    expect(count.getAttribute("aria-invalid")).toBe("true");
  });

  it("coloring: a member without the maker sees the offer and builds a sample of 5 designs", async () => {
    signIn("token-1");
    availability = "not available";
    await renderMaker("coloring-book");
    const offerBox = await screen.findByTestId("puzzle-offer");
    expect(offerBox.textContent).toContain("the first 5 designs");
    await userEvent.click(
      await screen.findByRole("button", { name: "Build a free sample (5 designs)" }),
    );
    await screen.findByRole("progressbar", { name: "Building your book" });
    const post = calls.find((call) => call.url.endsWith("/api/books/coloring-builds"));
    expect(post?.body).toMatchObject({ designs: 5, styles: ["mandala"], seed: "seed1" });
  }, 30_000);

  it("coloring: an owner builds the whole 50-design single-sided book", async () => {
    signIn("token-2");
    availability = "available";
    await renderMaker("coloring-book");
    await userEvent.click(await screen.findByRole("button", { name: "Build the book" }));
    await screen.findByRole("progressbar");
    const post = calls.find((call) => call.url.endsWith("/api/books/coloring-builds"));
    expect(post?.body).toMatchObject({ designs: 50, singleSided: true, trim: "8.5x11" });
  }, 30_000);

  it("coloring: an owner adds an image of their own, traced, and the build names it", async () => {
    signIn("token-3");
    availability = "available";
    await renderMaker("coloring-book");
    const section = screen.getByTestId("own-images");
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "fox.png", {
      type: "image/png",
    });
    await userEvent.upload(screen.getByLabelText("Add images"), file);
    await screen.findByText("fox.png");
    expect(section.textContent).toContain("fox.png");
    await userEvent.click(screen.getByLabelText("Trace to line art"));
    await userEvent.click(await screen.findByRole("button", { name: "Build the book" }));
    await screen.findByRole("progressbar");
    const post = calls.find((call) => call.url.endsWith("/api/books/coloring-builds"));
    expect(post?.body).toMatchObject({ images: [{ name: `${"a".repeat(24)}.png`, trace: true }] });
  }, 30_000);

  it.each([
    [
      "6 × 9 in lined journal, 120 pages",
      120,
      { template: "notebook", trim: "6x9", pages: 120, design: "lined-college" },
    ],
    [
      "8.5 × 11 in daily planner for 2027, a page a day",
      null,
      { template: "daily-planner", trim: "8.5x11", year: 2027 },
    ],
  ])(
    "low-content: %s is one click, and any member builds it whole",
    async (label, pages, body) => {
      signIn("token-3");
      await renderMaker("low-content-book");
      await userEvent.click(screen.getByRole("button", { name: label }));
      const count = await previewPages();
      if (pages) expect(count).toBe(pages);
      else expect(count).toBeGreaterThanOrEqual(367);
      expect(screen.queryByTestId("puzzle-offer")).toBeNull();
      const buildArea = screen.getByRole("button", { name: "Build the book" });
      await userEvent.click(buildArea);
      await screen.findByRole("progressbar");
      const post = calls.find((call) => call.url.endsWith("/api/books/low-content-builds"));
      expect(post?.body).toMatchObject(body);
    },
    60_000,
  );
});
