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

function renderPage(startHere: string) {
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
      book("gulf", "The Gulf"),
      book("tide", "The Tide", { series: "Sea", seriesNumber: 2 }),
      book("reef", "The Reef", { series: "Sea", seriesNumber: 1 }),
    ],
  };
  render(
    <AuthorPageView
      page={page}
      buyHref={() => "#"}
      amazonStores={[]}
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
