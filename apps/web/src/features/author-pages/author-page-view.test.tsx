import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AuthorPageView, type AuthorPageViewData } from "./author-page-view";

afterEach(() => cleanup());

function book(id: string, title: string, extra: Partial<AuthorPageViewData["books"][number]> = {}) {
  return {
    id,
    title,
    subtitle: "",
    series: "",
    seriesNumber: null,
    description: "",
    formats: [],
    coverUrl: `https://api.example.com/covers/${id}.webp`,
    hasAmazon: false,
    otherStores: [],
    excerpt: "",
    reviews: [],
    releaseDate: "",
    ...extra,
  };
}

function renderPage(
  startHere: string,
  chooserAction: string | null = "https://api.example.com/go",
) {
  const page: AuthorPageViewData = {
    penName: "Mara Quill",
    tagline: "",
    bio: "",
    photoUrl: null,
    genres: [],
    links: [],
    theme: "midnight",
    startHere,
    books: [
      book("gulf", "The Gulf", { hasAmazon: true }),
      book("tide", "The Tide", { series: "Sea", seriesNumber: 2 }),
      book("reef", "The Reef", { series: "Sea", seriesNumber: 1 }),
    ],
  };
  render(
    <AuthorPageView
      page={page}
      buyHref={() => "#"}
      storeChooser={{ stores: ["amazon.com", "amazon.co.uk", "amazon.de"], action: chooserAction }}
      newsletter={null}
      today="2026-11-29"
    />,
  );
}

const loading = (title: string) =>
  screen
    .getAllByAltText(`Cover of ${title}`)
    .map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")]);

// Issue 30's LCP goal: on a phone the first card's cover is the largest paint, so it is fetched at
// once and first; the other covers wait until they come near the screen (decision 0147).
describe("AuthorPageView covers", () => {
  it("loads the first card's cover eagerly and first: the series' first book", () => {
    renderPage("");
    expect(loading("The Reef")).toEqual([["eager", "high"]]);
    expect(loading("The Tide")).toEqual([["lazy", "auto"]]);
    expect(loading("The Gulf")).toEqual([["lazy", "auto"]]);
  });

  it("the start-here book when there is one, not its second showing in its list", () => {
    renderPage("gulf");
    expect(loading("The Gulf")).toEqual([
      ["eager", "high"],
      ["lazy", "auto"],
    ]);
    expect(loading("The Reef")).toEqual([["lazy", "auto"]]);
  });
});

// The chooser is one labelled GET form per book that sends the book and the store to the counted
// redirect (decision 0150), not a link per store: it works without script and keeps the HTML small.
describe("AuthorPageView store chooser", () => {
  it("is a labelled select in a GET form to the redirect, with the book, for books on Amazon", () => {
    renderPage("");
    const select = screen.getByRole("combobox", { name: "Another Amazon store for The Gulf" });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      "amazon.com",
      "amazon.co.uk",
      "amazon.de",
    ]);
    expect(select).toHaveProperty("name", "store");
    const form = select.closest("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("https://api.example.com/go");
    const data = new FormData(form as HTMLFormElement);
    data.set("store", "amazon.co.uk");
    expect(Object.fromEntries(data)).toEqual({ book: "gulf", store: "amazon.co.uk" });
    expect(screen.getByRole("button", { name: "Go to The Gulf on that store" })).not.toHaveProperty(
      "disabled",
      true,
    );
    // Books without an Amazon listing have no chooser, and no page lists the stores as links.
    expect(screen.getAllByRole("combobox")).toHaveLength(1);
    expect(screen.queryByRole("link", { name: "amazon.co.uk" })).toBeNull();
  });

  it("is shown but disabled in the editor's preview", () => {
    renderPage("", null);
    expect(
      screen.getByRole("combobox", { name: "Another Amazon store for The Gulf" }),
    ).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Go to The Gulf on that store" })).toHaveProperty(
      "disabled",
      true,
    );
  });
});
