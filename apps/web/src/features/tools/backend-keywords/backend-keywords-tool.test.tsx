import { backendKeywordsInputSchema } from "@inkforge/domain/research/backend-keywords";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackendKeywordsTool } from "./backend-keywords-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
// Signed out, the store suggestions section stays hidden (marketplace-seeds.test.tsx covers it).
vi.mock("@/lib/auth/use-auth", () => ({ useAuth: () => ({ status: "unauthenticated" }) }));
// A spy: each test asserts the served run the page hands to the hook (issue 24).
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));

const boxWords = () =>
  within(screen.getByTestId("keyword-boxes"))
    .getAllByTestId(/^keyword-box-/)
    .flatMap((box) => (box.textContent ?? "").split(" "))
    .filter((word) => word !== "" && word !== "(empty)");

describe("BackendKeywordsTool", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/7-backend-keywords-tool-amazon-kdp");
  });
  afterEach(cleanup);

  it("packs typed seeds into 7 boxes that leave out the title's words", async () => {
    render(<BackendKeywordsTool />);
    // A fresh page asks for input without showing an error.
    expect(document.querySelector("p[id$='-error']")).toBeNull();
    await userEvent.type(screen.getByLabelText("Title"), "Dragon Tales");
    // Typing a long list key by key is slow in jsdom; a paste is one change.
    fireEvent.change(screen.getByLabelText("Seed keywords"), {
      target: { value: "dragon books for kids\nfantasy adventure\nKindle Unlimited dragons" },
    });

    await waitFor(() => expect(boxWords()).toContain("fantasy"));
    const words = boxWords();
    expect(words).toEqual(expect.arrayContaining(["kids", "fantasy", "adventure"]));
    expect(words).not.toContain("dragon");
    expect(words).not.toContain("dragons");
    expect(screen.getAllByTestId(/^keyword-box-/)).toHaveLength(7);
    expect(screen.getByTestId("keyword-removed").textContent).toMatch(
      /dragon: already in the title/,
    );
    expect(screen.getByTestId("keyword-flags").textContent).toMatch(/Rejection risk/);
    expect(window.location.search).toContain("title=Dragon+Tales");
  });

  it("reads seeds sent by another tool as ?seeds=a|b", async () => {
    window.history.replaceState(
      null,
      "",
      "/7-backend-keywords-tool-amazon-kdp?title=Moon&seeds=werewolf%20romance|shifter%20series",
    );
    render(<BackendKeywordsTool />);
    await waitFor(() =>
      expect(boxWords()).toEqual(expect.arrayContaining(["werewolf", "romance", "shifter"])),
    );
    expect(screen.getByTestId("keyword-coverage").textContent).toMatch(/werewolf romance: Covered/);
  });

  it("copies one box or all 7, one box per line", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    window.history.replaceState(
      null,
      "",
      "/7-backend-keywords-tool-amazon-kdp?title=Moon&seeds=werewolf%20romance",
    );
    render(<BackendKeywordsTool />);
    await userEvent.click(await screen.findByRole("button", { name: "Copy box 1" }));
    expect(writeText).toHaveBeenLastCalledWith("werewolf romance");
    await userEvent.click(screen.getByRole("button", { name: "Copy all" }));
    expect(writeText).toHaveBeenLastCalledWith("werewolf romance\n\n\n\n\n\n");
    expect(screen.getByText("16/50")).toBeTruthy();
    // Each copy hands the server the packed input to run (issue 24), in the route's body shape.
    expect(recordToolUse).toHaveBeenLastCalledWith("backend-keywords", {
      method: "POST",
      path: "/api/tools/backend-keywords",
      body: {
        title: "Moon",
        subtitle: "",
        authors: [],
        seedPhrases: ["werewolf romance"],
        otherAuthors: [],
        trademarks: [],
      },
    });
    const [, run] = recordToolUse.mock.lastCall as [string, { body: unknown }];
    const body = run.body;
    expect(backendKeywordsInputSchema.safeParse(body).success).toBe(true);
  });

  it("flags the other authors the user names", async () => {
    window.history.replaceState(
      null,
      "",
      "/7-backend-keywords-tool-amazon-kdp?title=Moon&seeds=books%20like%20jane%20roe|shifter%20series&otherAuthors=Jane%20Roe",
    );
    render(<BackendKeywordsTool />);
    expect((await screen.findByTestId("keyword-flags")).textContent).toMatch(/“jane roe”/);
    expect(boxWords()).not.toContain("jane");
  });

  it("says the boxes are the last valid ones while a field is wrong", async () => {
    window.history.replaceState(
      null,
      "",
      "/7-backend-keywords-tool-amazon-kdp?title=Moon&seeds=werewolf%20romance",
    );
    render(<BackendKeywordsTool />);
    await waitFor(() => expect(boxWords()).toContain("werewolf"));
    expect(screen.queryByTestId("keyword-boxes-stale")).toBeNull();
    fireEvent.change(screen.getByLabelText("Seed keywords"), {
      target: { value: "x".repeat(5000) },
    });
    expect(await screen.findByTestId("keyword-boxes-stale")).toBeTruthy();
    expect(boxWords()).toContain("werewolf");
  });

  it("names the title when seeds arrive without one", async () => {
    window.history.replaceState(null, "", "/7-backend-keywords-tool-amazon-kdp?seeds=dragon");
    render(<BackendKeywordsTool />);
    expect(await screen.findByText(/title/i, { selector: "p[id$='-error']" })).toBeTruthy();
  });
});
