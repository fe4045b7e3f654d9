import { authorPageBuilderPopup } from "@inkforge/domain/promotions/test-fixtures";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChosenPopup } from "@/features/promotions/popup-views";
import { getNavData } from "./nav-data";
import { NavLink } from "./nav-link";

// Issue 30 "Done when": the header's and the popup's links lead owners to the builder and
// everyone else to the product (decision 0130), without a hop through the product page.

vi.mock("server-only", () => ({}));
const owned = vi.hoisted(() => ({ features: [] as string[] }));
vi.mock("@/lib/membership/membership-store", () => ({
  useOwnsFeature: (featureId: string) => owned.features.includes(featureId),
  useMembership: () => null,
}));
vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  owned.features = [];
});

const builderLink = () => {
  const link = getNavData().primary.find((l) => l.label === "Author Page Builder");
  if (!link) throw new Error("the header has no Author Page Builder link");
  return link;
};

describe("the Author Page Builder's links", () => {
  it.each<[string, string[], string]>([
    ["a visitor without the feature", [], "/author-page-builder"],
    ["an owner", ["author-page-builder"], "/author-page-builder/edit"],
    ["an owner of something else only", ["hot-niches"], "/author-page-builder"],
  ])("the header's link takes %s to %s", (_who, features, href) => {
    owned.features = features;
    render(<NavLink link={builderLink()} />);
    expect(screen.getByRole("link", { name: /Author Page Builder/ }).getAttribute("href")).toBe(
      href,
    );
  });

  it.each<[string, string[], string, string]>([
    ["a visitor without the feature", [], "Build your author page", "/author-page-builder"],
    ["an owner", ["author-page-builder"], "Edit your author page", "/author-page-builder/edit"],
  ])("the popup's button takes %s to the right place", (_who, features, name, href) => {
    owned.features = features;
    render(
      <ChosenPopup
        choice={{
          kind: "author-page-builder",
          campaign: authorPageBuilderPopup,
          countdownTarget: new Date("2030-01-01T00:00:00Z"),
          alternating: "author-page-builder",
        }}
        onClosed={() => {}}
        onModalClosed={() => {}}
      />,
    );
    expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(href);
  });
});
