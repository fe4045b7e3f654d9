import { getToolOrThrow } from "@inkforge/domain/catalogue/tools";
import type { ExternalUrls } from "@inkforge/domain/catalogue/types";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ToolGrid } from "./tool-card";

afterEach(cleanup);

const urls = {} as ExternalUrls;
const translator = getToolOrThrow("book-data-translator");
const royalty = getToolOrThrow("royalty-calculator");

function card(name: string): HTMLElement {
  const heading = screen.getByRole("heading", { name });
  const item = heading.closest("li");
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

describe("ToolGrid", () => {
  it("marks the translator unavailable when the site has no translation service", () => {
    render(
      <ToolGrid tools={[translator, royalty]} urls={urls} services={{ translation: false }} />,
    );
    expect(card(translator.item).textContent).toContain("Not available on this site yet");
    expect(card(royalty.item).textContent).not.toContain("Not available");
  });

  it("lists the translator as usual when the service is there", () => {
    render(<ToolGrid tools={[translator, royalty]} urls={urls} services={{ translation: true }} />);
    expect(screen.queryByTestId("tool-unavailable")).toBeNull();
  });
});
