import { describe, expect, it } from "vitest";
import { loadFixture } from "../parsers/fixture.test-helper";
import type { Answer, SuggestionsAnswer } from "../shared/messages";
import { attachSearchBox, TYPING_PAUSE_MS } from "./search-box";

const ANSWER: SuggestionsAnswer = {
  suggestions: [
    { suggestion: "dragon books for kids", score: { demand: 81, competition: 40, combined: 72 } },
    { suggestion: "dragon books", score: { demand: 64, competition: null, combined: null } },
  ],
  remaining: 4,
};

/** A fake page timer: runs the pending callback when the test says typing paused. */
function fakeTimers() {
  let pending: { run: () => void; ms: number } | null = null;
  return {
    setTimer: (run: () => void, ms: number) => {
      pending = { run, ms };
      return pending;
    },
    clearTimer: (timer: unknown) => {
      if (pending === timer) pending = null;
    },
    pause: () => {
      const due = pending;
      pending = null;
      expect(due?.ms).toBe(TYPING_PAUSE_MS);
      due?.run();
    },
    get pending() {
      return pending;
    },
  };
}

function setup(answer: (phrase: string) => Answer<SuggestionsAnswer>) {
  const doc = loadFixture("amazon-com-search-books.html");
  const asked: string[] = [];
  const timers = fakeTimers();
  const attached = attachSearchBox(doc, {
    ask: async (phrase) => {
      asked.push(phrase);
      return answer(phrase);
    },
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  const box = doc.querySelector<HTMLInputElement>("#twotabsearchtextbox");
  if (!box) throw new Error("the fixture has Amazon's search box");
  const type = (value: string) => {
    box.value = value;
    box.dispatchEvent(new Event("input"));
  };
  const panel = () =>
    doc
      .querySelector('inkforge-overlay[data-inkforge="search-box"]')
      ?.shadowRoot?.querySelector('[data-testid="inkforge-search-box"]') ?? null;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { doc, asked, timers, attached, box, type, panel, settle };
}

describe("the search box's suggestions with their scores", () => {
  it("asks the site once typing pauses and shows demand and competition per suggestion", async () => {
    const page = setup(() => ({ ok: true, data: ANSWER }));
    expect(page.attached).toBe(true);
    page.type("dr");
    expect(page.timers.pending).toBeNull();
    page.type("dragon");
    page.type("Dragon  Books");
    page.timers.pause();
    await page.settle();
    // Only the phrase the member paused on is asked, normalised.
    expect(page.asked).toEqual(["dragon books"]);
    const panel = page.panel();
    expect(panel?.hasAttribute("hidden")).toBe(false);
    const rows = [...(panel?.querySelectorAll('[data-testid="inkforge-suggestion"]') ?? [])];
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ["dragon books for kids", "81", "40"],
      ["dragon books", "64", "—"],
    ]);
    expect(panel?.textContent).toContain("4 searches left today");
    // Picking a suggestion puts it in Amazon's box.
    (rows[0] as HTMLElement).click();
    expect(page.box.value).toBe("dragon books for kids");
  });

  it("asks a phrase once per page: going back to it shows the kept answer", async () => {
    const page = setup(() => ({ ok: true, data: ANSWER }));
    page.type("dragon books");
    page.timers.pause();
    await page.settle();
    page.type("dragon book");
    page.timers.pause();
    await page.settle();
    page.type("dragon books");
    page.timers.pause();
    await page.settle();
    expect(page.asked).toEqual(["dragon books", "dragon book"]);
  });

  it("shows the site's refusal once and stops asking on this page", async () => {
    const page = setup(() => ({ ok: false, message: "Today's 5 searches are used" }));
    page.type("dragon books");
    page.timers.pause();
    await page.settle();
    expect(page.panel()?.textContent).toContain("Today's 5 searches are used");
    page.type("dragon books for kids");
    expect(page.timers.pending).toBeNull();
    expect(page.asked).toEqual(["dragon books"]);
  });

  it("attaches one panel per box when the page is drawn again", () => {
    const page = setup(() => ({ ok: true, data: ANSWER }));
    attachSearchBox(page.doc, {
      ask: async () => ({ ok: true, data: ANSWER }),
      setTimer: page.timers.setTimer,
      clearTimer: page.timers.clearTimer,
    });
    expect(page.doc.querySelectorAll('inkforge-overlay[data-inkforge="search-box"]')).toHaveLength(
      1,
    );
  });

  it("draws nothing on a page without Amazon's search box", () => {
    const doc = new DOMParser().parseFromString("<html><body></body></html>", "text/html");
    expect(
      attachSearchBox(doc, {
        ask: async () => ({ ok: true, data: ANSWER }),
        setTimer: () => null,
        clearTimer: () => {},
      }),
    ).toBe(false);
  });
});
