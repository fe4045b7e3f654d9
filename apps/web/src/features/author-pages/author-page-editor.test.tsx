import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorPageEditor } from "./author-page-editor";

const state = vi.hoisted(() => ({
  saved: [] as unknown[],
  read: { ok: true, status: 200, data: { page: null } } as unknown,
}));
vi.mock("./revalidate-author-page", () => ({ revalidateAuthorPage: async () => {} }));
vi.mock("@/lib/api/browser-api", () => ({ browserApi: () => ({}) }));
vi.mock("@/lib/api/book-projects-client", () => ({
  createBookProjectsClient: () => ({ list: async () => ({ ok: true, status: 200, data: [] }) }),
}));
vi.mock("@/lib/api/author-page-client", () => ({
  createAuthorPageClient: () => ({
    read: async () => state.read,
    save: async (draft: { slug: string }) => {
      state.saved.push(draft);
      return {
        ok: true,
        status: 200,
        data: {
          draft: { ...draft, newsletter: { enabled: true, heading: "h", consentText: "I agree." } },
          status: "draft",
          publishedAt: null,
          updatedAt: "2026-11-29T00:00:00.000Z",
          hasUnpublishedChanges: true,
        },
      };
    },
    stats: async () => ({ ok: false, status: 500, message: "no" }),
    subscribers: async () => ({ ok: false, status: 500, message: "no" }),
  }),
}));

async function fillThePage() {
  const form = await screen.findByRole("form", { name: "Author page editor" });
  await userEvent.type(within(form).getByLabelText("Pen name"), "Mara Quill");
  await userEvent.type(within(form).getByLabelText("Page address"), "mara-quill");
  await userEvent.click(within(form).getByRole("button", { name: "Add a book" }));
  const book = screen.getByTestId("book-editor");
  await userEvent.type(within(book).getByLabelText("Title"), "The Tide Road");
  return { form, book };
}

const save = () => userEvent.click(screen.getByRole("button", { name: "Save draft" }));

describe("the author page editor", () => {
  // The form loads after the first paint; its module is transformed once here, so the first
  // test's waits measure the page and not the test runner.
  beforeAll(() => import("./author-page-form"));
  beforeEach(() => {
    state.saved = [];
    state.read = { ok: true, status: 200, data: { page: null } };
    render(<AuthorPageEditor apiToken="t" />);
  });
  afterEach(cleanup);

  it.each([
    ["Title", "", "A book needs a title."],
    ["Number", "two", "Number is not valid."],
    ["ASIN", "B0C555000", "An ASIN is 10 letters and digits, like B0C1234567."],
    [
      "Kobo link",
      "kobo.com/the-tide-road",
      "Use a web address that starts with https:// or http://.",
    ],
  ])(
    "refuses a book's %s %j, naming it under the box, and saves nothing",
    async (label, typed, said) => {
      const { book } = await fillThePage();
      const input = within(book).getByLabelText(label);
      await userEvent.clear(input);
      if (typed) await userEvent.type(input, typed);
      await save();
      const message = await within(book).findByText(said);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")).toContain(message.id);
      expect(screen.getByRole("alert").textContent).toBe(
        "Nothing was saved: fix the boxes marked below.",
      );
      expect(state.saved).toEqual([]);
    },
  );

  it("refuses a quote without its source, under the source it belongs to", async () => {
    const { book } = await fillThePage();
    await userEvent.click(within(book).getByRole("button", { name: "Add a review" }));
    await userEvent.click(within(book).getByRole("button", { name: "Add a review" }));
    await userEvent.type(within(book).getByLabelText("Quote 2"), "A salt-bright triumph.");
    await save();
    const source = within(book).getByLabelText("Source 2");
    expect(await within(book).findByText("Name the review's source.")).toBeTruthy();
    expect(source.getAttribute("aria-invalid")).toBe("true");
    expect(within(book).getByLabelText("Source 1").getAttribute("aria-invalid")).toBeNull();
    expect(state.saved).toEqual([]);
  });

  it("refuses a profile link without https://, and a missing pen name", async () => {
    const { form } = await fillThePage();
    await userEvent.clear(within(form).getByLabelText("Pen name"));
    await userEvent.type(within(form).getByLabelText("Goodreads link"), "goodreads.com/mara");
    await save();
    expect(await within(form).findByText("Enter your pen name.")).toBeTruthy();
    expect(within(form).getByLabelText("Goodreads link").getAttribute("aria-invalid")).toBe("true");
    expect(state.saved).toEqual([]);
  });

  it("saves the page as the API takes it", async () => {
    const { form, book } = await fillThePage();
    await userEvent.type(within(form).getByLabelText("Genres (comma-separated)"), "Sea stories, ");
    await userEvent.type(within(book).getByLabelText("Number"), "2");
    await userEvent.type(within(book).getByLabelText("ASIN"), "B0C5550001");
    await userEvent.click(within(book).getByRole("button", { name: "Add a review" }));
    await userEvent.type(within(form).getByLabelText("Associate tag for amazon.de"), "mara-21");
    await save();
    await waitFor(() => expect(state.saved).toHaveLength(1));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Draft saved.");
    expect(state.saved[0]).toMatchObject({
      slug: "mara-quill",
      penName: "Mara Quill",
      genres: ["Sea stories"],
      links: [],
      associateTags: { "amazon.de": "mara-21" },
      newsletter: { enabled: true, heading: "Get news of my next book" },
      books: [
        {
          title: "The Tide Road",
          seriesNumber: 2,
          asin: "B0C5550001",
          // The review row left empty is not sent.
          reviews: [],
          otherStores: [],
        },
      ],
      startHere: "",
    });
    expect(state.saved[0]).not.toHaveProperty("newsletter.consentText");
  });
});

describe("opening the author page editor", () => {
  afterEach(cleanup);

  it("opens a saved page in its boxes, with its figures", async () => {
    const draft = {
      slug: "mara-quill",
      penName: "Mara Quill",
      tagline: "",
      bio: "",
      photo: "",
      genres: ["Sea stories"],
      links: [],
      theme: "midnight",
      startHere: "",
      associateTags: {},
      newsletter: { enabled: true, heading: "News", consentText: "I agree." },
      books: [],
    };
    const page = {
      draft,
      status: "published",
      publishedAt: "2026-11-29T00:00:00.000Z",
      updatedAt: "2026-11-29T00:00:00.000Z",
      hasUnpublishedChanges: false,
    };
    state.read = { ok: true, status: 200, data: { page } };
    render(<AuthorPageEditor apiToken="t" />);
    const form = await screen.findByRole("form", { name: "Author page editor" });
    expect(within(form).getByLabelText("Pen name")).toHaveProperty("value", "Mara Quill");
    expect(within(form).getByLabelText("Genres (comma-separated)")).toHaveProperty(
      "value",
      "Sea stories",
    );
    expect(screen.getByTestId("page-status").textContent).toContain("Published");
    // The figures are read for a saved page; the mocked API fails them, and the panel says so.
    expect(await within(form).findByText(/The figures could not be loaded/)).toBeTruthy();
  });

  it("says when the page could not be read", async () => {
    state.read = { ok: false, status: 500, message: "no" };
    render(<AuthorPageEditor apiToken="t" />);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Your page could not be loaded. Please reload.",
    );
  });
});
