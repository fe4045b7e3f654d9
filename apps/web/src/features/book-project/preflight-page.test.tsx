import {
  type BookProject,
  DEFAULT_BOOK_SPECS,
  EMPTY_LISTING,
} from "@inkforge/domain/book-project/contract";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PreflightPage } from "./preflight-page";

const project: BookProject = {
  id: "p1",
  title: "Garden book",
  specs: { ...DEFAULT_BOOK_SPECS, pageCount: 120 },
  listPrices: { "amazon.com": 6.99 },
  listing: { ...EMPTY_LISTING, title: "The Quiet Garden", keywords: ["a", "b"] },
  launchDate: null,
  boardId: null,
  interior: null,
  createdAt: "2026-11-27T00:00:00.000Z",
  updatedAt: "2026-11-27T00:00:00.000Z",
};

const state = vi.hoisted(() => ({ sent: [] as unknown[][] }));
vi.mock("@/lib/api/use-book-projects-client", () => {
  const api = {
    list: async () => ({ ok: true, status: 200, data: [] }),
    get: async () => ({ ok: true, status: 200, data: project }),
    update: async (id: string, body: unknown) => {
      state.sent.push([id, body]);
      return { ok: true, status: 200, data: project };
    },
  };
  return { useBookProjectsClient: () => api };
});

/** Longer than the page's quiet time before a save (700 ms). */
const afterTheQuietTime = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** The box's text replaced by `typed` in one edit, as a paste over a selection does. */
async function replace(label: string, typed: string) {
  const input = (await screen.findByLabelText(label)) as HTMLInputElement;
  if (!typed) {
    await userEvent.clear(input);
    return input;
  }
  input.focus();
  input.setSelectionRange(0, input.value.length);
  await userEvent.paste(typed);
  return input;
}

describe("the book project page", () => {
  // The editor is imported after the first paint; transforming its modules in the first test would
  // eat into that test's waits, so they are loaded (and cached) once here.
  beforeAll(() => import("./project-editor"));
  beforeEach(() => {
    state.sent = [];
    render(<PreflightPage projectId="p1" />);
  });
  afterEach(cleanup);

  it("paints the loading line first, then the project's form", async () => {
    expect(screen.getByText("Loading the project…")).toBeDefined();
    const name = (await screen.findByLabelText("Project name")) as HTMLInputElement;
    expect(name.value).toBe("Garden book");
    expect(screen.queryByText("Loading the project…")).toBeNull();
  });

  it.each([
    ["Page count", "12x", "Page count must be a whole number."],
    ["Page count", "0", "Page count must be at least 1."],
    ["Project name", "", "Title is required."],
    ["Keywords, one per line", "1\n2\n3\n4\n5\n6\n7\n8", "Keywords: at most 7 keyword boxes."],
  ])("refuses %s %j, naming it under the field, and saves nothing", async (label, typed, said) => {
    const input = await replace(label, typed);
    const message = await screen.findByText(said);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.getByTestId("project-save-status").textContent).toBe(`Not saved: ${said}`);
    await afterTheQuietTime();
    expect(state.sent).toEqual([]);
  });

  it("refuses a price of 0 under that marketplace's price, and saves nothing", async () => {
    const input = await replace("List price on Amazon.com (US) (USD)", "0");
    const message = await screen.findByText("List price must be more than 0");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(message.id);
    await afterTheQuietTime();
    expect(state.sent).toEqual([]);
  });

  it("saves the newest values once typing stops", async () => {
    const pages = await screen.findByLabelText("Page count");
    await userEvent.clear(pages);
    await userEvent.type(pages, "300");
    await replace("List price on Amazon.com (US) (USD)", "9.99");
    await waitFor(
      () =>
        expect(state.sent.at(-1)).toEqual([
          "p1",
          {
            title: "Garden book",
            specs: { ...project.specs, pageCount: 300 },
            listPrices: { "amazon.com": 9.99 },
            listing: project.listing,
          },
        ]),
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(screen.getByTestId("project-save-status").textContent).toBe("All changes saved"),
    );
    // Each keystroke restarted the wait: "3" and "30" were never sent.
    const sentPages = state.sent.map(
      ([, body]) => (body as { specs: { pageCount: number } }).specs.pageCount,
    );
    expect(sentPages.filter((count) => count !== 300)).toEqual([]);
  });

  it("saves again once a refused value is fixed, and clears its message", async () => {
    await replace("Page count", "12x");
    await screen.findByText("Page count must be a whole number.");
    const pages = await replace("Page count", "240");
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(pages.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Page count must be a whole number.")).toBeNull();
    expect(state.sent[0]?.[1]).toMatchObject({ specs: { pageCount: 240 } });
  });
});
