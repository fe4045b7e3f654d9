import { describePuzzleBookChoices } from "@inkforge/domain/books/puzzle-book-choices";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetWhenUsed } from "@/lib/when-used";
import { PuzzleMaker, type PuzzleOffer } from "./puzzle-maker";

// Counts the loads of the form's reader (zod and the puzzle rules): the module is imported only
// by the page's lazy load, so the factory runs when, and only when, the page asks for it.
const engineLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock("./engine", async (importOriginal) => {
  engineLoads.count += 1;
  return importOriginal();
});

const session = vi.hoisted(() => ({
  value: { status: "unauthenticated", data: null } as { status: string; data: unknown },
}));
vi.mock("next-auth/react", () => ({ useSession: () => session.value, signIn: vi.fn() }));

const choices = describePuzzleBookChoices();
const offer: PuzzleOffer = {
  item: "Puzzle Book Maker",
  plans: ["Pro Max", "Ultra", "Supreme"],
  products: [
    { title: "Puzzle Tools", price: "$99 one-time", href: "/checkout/v3?product=puzzle-tools-v1" },
  ],
  sampleMax: 6,
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let limits: { availability: string } = { availability: "not available" };

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

const build = {
  id: "b1",
  kind: "puzzle-book",
  title: "My Puzzle Book",
  trim: "6x9",
  seed: "seed1",
  status: "queued",
  progress: 0,
  sample: true,
  pageCount: null,
  fileBytes: null,
  preflight: null,
  error: null,
  createdAt: "2026-11-28T10:00:00.000Z",
  finishedAt: null,
};

beforeEach(() => {
  // Each test is a new page that nobody has used yet.
  resetWhenUsed();
  calls = [];
  session.value = { status: "unauthenticated", data: null };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.endsWith("/api/server-time")) return answer({ serverTime: "2026-11-28T10:00:00Z" });
      if (url.endsWith("/api/features/limits")) {
        return answer({
          tier: "Free",
          limits: [
            { capability_id: "puzzle-book-maker", ...limits, limit: null, limit_unit: null },
          ],
        });
      }
      if (url.endsWith("/api/books/builds")) return answer({ builds: [] });
      if (url.endsWith("/api/books/puzzle-builds")) return answer({ build }, 202);
      if (url.endsWith("/api/books/builds/b1"))
        return answer({ build: { ...build, status: "running", progress: 0.5 } });
      return answer({ name: "Error", message: "Not found" }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderMaker = () =>
  render(<PuzzleMaker choices={choices} initialSeed="seed1" initialYear={2026} offer={offer} />);

async function fillAuthor() {
  const form = await screen.findByRole("form", { name: "Puzzle book" });
  await waitFor(() => expect(form.getAttribute("data-ready")).toBe("true"));
  await userEvent.type(screen.getByLabelText("Author name"), "Ada Inkwell");
}

describe("PuzzleMaker", () => {
  // First in the file: the reader, once loaded, stays in the module cache.
  it("a new book asks for the author at once and loads no form reader until the page is used", async () => {
    renderMaker();
    expect(screen.getByTestId("preview-needs-fields").textContent).toBe(
      "Add the author's name to see your pages.",
    );
    expect(screen.queryByText("Loading the puzzle maker…")).toBeNull();
    const form = screen.getByRole("form", { name: "Puzzle book" });
    await waitFor(() => expect(form.getAttribute("data-ready")).toBe("true"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(engineLoads.count).toBe(0);
    // Nor the API's year for the copyright page, whose reader brings zod too.
    expect(calls.some((call) => call.url.endsWith("/api/server-time"))).toBe(false);
    await userEvent.type(screen.getByLabelText("Author name"), "Ada Inkwell");
    await waitFor(() => expect(engineLoads.count).toBe(1));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith("/api/server-time"))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByTestId("preview-needs-fields")).toBeNull());
  });

  it("signed out: previews the first pages with the page count and gutter, and asks to sign in to build", async () => {
    renderMaker();
    await fillAuthor();
    await waitFor(() => expect(screen.getByTestId("preview-pages").textContent).toMatch(/^\d+$/), {
      timeout: 10_000,
    });
    expect(Number(screen.getByTestId("preview-pages").textContent) % 2).toBe(0);
    expect(screen.getByTestId("preview-gutter").textContent).toMatch(/in$/);
    expect(screen.getByRole("list", { name: /The first 6 pages/ })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: /^Page \d/ }).length).toBe(6);
    const signIn = screen.getByRole("link", { name: "Sign in to build" });
    expect(signIn.getAttribute("href")).toBe("/login?next=%2Fpuzzle-book-maker");
  });

  it("names the field of each problem: a count of 0, a word longer than the grid", async () => {
    renderMaker();
    await fillAuthor();
    const count = screen.getAllByLabelText("Puzzles")[0] as HTMLInputElement;
    await userEvent.clear(count);
    await userEvent.type(count, "0");
    expect(
      await screen.findByText(/Enter how many puzzles: a whole number from 1 to 500/),
    ).toBeTruthy();
    expect(count.getAttribute("aria-invalid")).toBe("true");
    await userEvent.clear(count);
    await userEvent.type(count, "5");
    await waitFor(() => expect(count.getAttribute("aria-invalid")).toBeNull());

    // The second section is a 15 × 15 word search: a 16-letter word does not fit.
    const words = screen.getByLabelText("Your own words");
    await userEvent.type(words, "cat{Enter}dog{Enter}hippopotamusesss");
    expect(
      await screen.findByText(/"hippopotamusesss" has 16 letters; the grid fits 15/),
    ).toBeTruthy();
    expect(words.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("preview-needs-fields")).toBeTruthy();
  });

  it("section editor: adds and removes sections, offers each type's options and levels", async () => {
    renderMaker();
    await fillAuthor();
    expect(screen.getAllByTestId("puzzle-section")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Add a section" }));
    const sections = screen.getAllByTestId("puzzle-section");
    expect(sections).toHaveLength(3);
    const third = sections[2] as HTMLElement;
    await userEvent.selectOptions(within(third).getByLabelText("Puzzle type"), "maze");
    expect(within(third).getByLabelText("Shape")).toBeTruthy();
    expect(within(third).queryByLabelText("Grid size")).toBeNull();

    // A sudoku of 4 × 4 comes in easy and medium only: hard gives way to easy.
    const first = sections[0] as HTMLElement;
    await userEvent.selectOptions(within(first).getByLabelText("Difficulty"), "hard");
    await userEvent.selectOptions(within(first).getByLabelText("Grid size"), "4");
    await waitFor(() =>
      expect((within(first).getByLabelText("Difficulty") as HTMLSelectElement).value).toBe("easy"),
    );
    const levels = within(first)
      .getAllByRole("option")
      .filter((option) =>
        ["easy", "medium", "hard", "expert"].includes((option as HTMLOptionElement).value),
      );
    expect(levels.map((option) => (option as HTMLOptionElement).value)).toEqual(["easy", "medium"]);

    await userEvent.click(screen.getByRole("button", { name: "Remove section 2" }));
    expect(screen.getAllByTestId("puzzle-section")).toHaveLength(2);
    expect(screen.getAllByTestId("puzzle-section")[1]?.textContent).toContain("Maze");
  });

  it("a member without the maker sees the offer and builds a sample of the first puzzles", async () => {
    session.value = {
      status: "authenticated",
      data: { user: { email: "free@demo.inkforge.test" }, apiToken: "token-1" },
    };
    limits = { availability: "not available" };
    renderMaker();
    await fillAuthor();
    const offerBox = await screen.findByTestId("puzzle-offer");
    expect(offerBox.textContent).toContain("Puzzle Book Maker is not part of the Free plan");
    expect(offerBox.textContent).toContain("the first 6 puzzles");
    expect(
      within(offerBox).getByRole("link", { name: /Get Puzzle Tools · \$99 one-time/ }),
    ).toBeTruthy();
    await userEvent.click(
      await screen.findByRole("button", { name: "Build a free sample (6 puzzles)" }),
    );
    const progress = await screen.findByRole("progressbar", { name: "Building your book" });
    expect(progress).toBeTruthy();
    const post = calls.find((call) => call.url.endsWith("/api/books/puzzle-builds"));
    const body = post?.body as { seed: string; sections: { count: number }[] };
    expect(body.seed).toBe("seed1");
    expect(body.sections.reduce((sum, section) => sum + section.count, 0)).toBe(6);
    await waitFor(() => expect(progress.getAttribute("aria-valuenow")).toBe("50"), {
      timeout: 5_000,
    });
  });

  it("an owner builds the whole book", async () => {
    session.value = {
      status: "authenticated",
      data: { user: { email: "owner@example.com" }, apiToken: "token-2" },
    };
    limits = { availability: "available" };
    renderMaker();
    await fillAuthor();
    await userEvent.click(await screen.findByRole("button", { name: "Build the book" }));
    await screen.findByRole("progressbar");
    expect(screen.queryByTestId("puzzle-offer")).toBeNull();
    const post = calls.find((call) => call.url.endsWith("/api/books/puzzle-builds"));
    const body = post?.body as { sections: { count: number }[] };
    expect(body.sections.map((section) => section.count)).toEqual([50, 40]);
  });
});
