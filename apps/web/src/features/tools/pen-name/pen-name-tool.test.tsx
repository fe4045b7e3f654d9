import { penNameInputSchema } from "@inkforge/domain/tools/pen-name/generate";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PenNameTool } from "./pen-name-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
// A spy: the test asserts the served run the page hands to the hook (issue 24).
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));
vi.mock("./use-pen-name-favourites", () => ({
  usePenNameFavourites: () => ({
    signedIn: false,
    favourites: [],
    loading: false,
    save: async () => {},
    remove: async () => {},
  }),
}));

describe("PenNameTool", () => {
  afterEach(cleanup);

  it("hands the server the same names to generate on copy, as the route's query", async () => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    window.history.replaceState(null, "", "/tools/Pen-Name-Generator?seed=paris&count=5");
    render(<PenNameTool countries={[]} />);
    await userEvent.click(await screen.findByRole("button", { name: "Copy all" }));
    await waitFor(() => expect(recordToolUse).toHaveBeenCalledTimes(1));
    const [toolId, run] = recordToolUse.mock.lastCall as [string, { method: string; path: string }];
    expect(toolId).toBe("pen-name-generator");
    expect(run.method).toBe("GET");
    const url = new URL(run.path, "http://api.test");
    expect(url.pathname).toBe("/api/tools/pen-name");
    // No empty initials: the route's enum refuses "" (the genre's default applies instead).
    expect(url.searchParams.has("initials")).toBe(false);
    expect(penNameInputSchema.parse(Object.fromEntries(url.searchParams))).toMatchObject({
      country: "any",
      count: 5,
      seed: "paris",
    });
  });
});
