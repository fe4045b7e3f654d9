import type { BookView } from "@inkforge/domain/books/contract";
import { LISTEN_STORAGE_KEY } from "@inkforge/domain/books/read-aloud";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ListenPlayer, READ_ALOUD_LABEL } from "./listen-player";

const book: BookView = {
  id: "b",
  title: "Book",
  subtitle: "Sub",
  author: "The Inkforge team",
  editionDate: "2026-11-02",
  foreword: [],
  download_id: null,
  chapters: [
    {
      id: "one",
      number: 1,
      title: "First",
      part: "P",
      source: "/blog/one",
      published: "2026-01-01",
      blocks: [
        { kind: "paragraph", text: "Alpha one. Alpha two." },
        { kind: "list", items: ["Item"] },
      ],
    },
    {
      id: "two",
      number: 2,
      title: "Second",
      part: "P",
      source: "/blog/two",
      published: "2026-01-02",
      blocks: [{ kind: "paragraph", text: "Beta." }],
    },
  ],
};

class FakeUtterance {
  rate = 1;
  lang = "";
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

let spoken: FakeUtterance[] = [];
let voices: unknown[] = [{ name: "Test voice" }];
const synth = {
  getVoices: () => voices,
  speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
  cancel: vi.fn(() => {
    spoken = [];
  }),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
};

function installSpeech() {
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
}

/** Ends what is being spoken: its last utterance fires `end`. */
async function finishSegment() {
  await act(async () => {
    spoken.at(-1)?.onend?.();
  });
}

const active = () => document.querySelector('[data-active="true"]')?.textContent;

beforeEach(() => {
  spoken = [];
  voices = [{ name: "Test voice" }];
  window.localStorage.clear();
  vi.clearAllMocks();
  // jsdom lays nothing out; the player scrolls the read paragraph into view.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ListenPlayer", () => {
  it("reads the chapter aloud segment by segment, one utterance per sentence, and remembers where", async () => {
    installSpeech();
    render(<ListenPlayer book={book} />);
    expect(screen.getByText(READ_ALOUD_LABEL)).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Play" }));
    expect(spoken.map((u) => u.text)).toEqual(["Chapter 1.", "First"]);
    await finishSegment();
    expect(active()).toBe("Alpha one. Alpha two.");
    expect(spoken.map((u) => u.text)).toEqual(["Alpha one.", "Alpha two."]);
    expect(JSON.parse(window.localStorage.getItem(LISTEN_STORAGE_KEY) ?? "")).toEqual({
      chapter: 0,
      segment: 1,
    });
    await finishSegment();
    await finishSegment();
    // The next chapter follows on its own.
    expect(active()).toBe("Chapter 2. Second");
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(spoken).toEqual([]);
  });

  it("resumes at the stored position, and the speed applies to what is read", async () => {
    installSpeech();
    window.localStorage.setItem(LISTEN_STORAGE_KEY, '{"chapter":1,"segment":1}');
    render(<ListenPlayer book={book} />);
    expect(active()).toBe("Beta.");
    expect(screen.getByRole("button", { name: /2\.\s+Second/ }).getAttribute("aria-current")).toBe(
      "true",
    );
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "1.5" } });
    fireEvent.click(await screen.findByRole("button", { name: "Play" }));
    expect(spoken.map((u) => [u.text, u.rate])).toEqual([["Beta.", 1.5]]);
  });

  it("previous and next chapter move to a chapter's start", () => {
    installSpeech();
    render(<ListenPlayer book={book} />);
    fireEvent.click(screen.getByRole("button", { name: "Next chapter →" }));
    expect(active()).toBe("Chapter 2. Second");
    fireEvent.click(screen.getByRole("button", { name: "← Previous chapter" }));
    expect(active()).toBe("Chapter 1. First");
  });

  it("says so, and cannot play, without speech synthesis", () => {
    render(<ListenPlayer book={book} />);
    expect(screen.getByRole("status").textContent).toContain("no speech synthesis");
    expect(screen.getByRole("button", { name: "Play" }).hasAttribute("disabled")).toBe(true);
  });

  it("says so when no voice arrives within 2 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    voices = [];
    installSpeech();
    render(<ListenPlayer book={book} />);
    expect(screen.queryByRole("status")).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole("status").textContent).toContain("no voice installed");
    expect(screen.getByRole("button", { name: "Play" }).hasAttribute("disabled")).toBe(true);
  });
});
