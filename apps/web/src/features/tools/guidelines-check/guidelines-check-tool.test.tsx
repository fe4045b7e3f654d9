import { guidelinesCheckInputSchema } from "@inkforge/domain/tools/guidelines-check/guidelines-check";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GuidelinesCheckTool } from "./guidelines-check-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
// A spy: each test asserts the served run the page hands to the hook (issue 24).
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));

describe("GuidelinesCheckTool", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/kdp-guidelines-checker?author=Jane+Doe");
  });
  afterEach(cleanup);

  it("flags Bestseller in the title, highlights it, and clears when fixed", async () => {
    render(<GuidelinesCheckTool />);
    const title = screen.getByLabelText("Title");
    await userEvent.type(title, "Bestseller Recipes");

    await waitFor(() =>
      expect(screen.getAllByTestId("guidelines-finding").length).toBeGreaterThan(0),
    );
    const finding = screen.getAllByTestId("guidelines-finding")[0];
    expect(finding?.textContent).toMatch(/Sales-rank claims/);
    expect(finding?.querySelector("mark")?.textContent).toBe("Bestseller");
    expect(finding?.textContent).toMatch(/Source: KDP Metadata Guidelines/);

    await userEvent.clear(title);
    await userEvent.type(title, "Harbour Recipes");
    await waitFor(() => expect(screen.queryAllByTestId("guidelines-finding")).toHaveLength(0));
    expect(screen.getByTestId("guidelines-clear").textContent).toBe("No problems found");
    expect(window.location.search).toContain("title=Harbour+Recipes");
  });

  it("reads keywords one per line and names the box", async () => {
    render(<GuidelinesCheckTool />);
    await userEvent.type(screen.getByLabelText("Title"), "Harbour");
    await userEvent.type(
      screen.getByLabelText("Keywords (one per line)"),
      "cosy mystery{enter}kindle unlimited",
    );
    expect(await screen.findByText("Keyword 2")).toBeTruthy();
  });

  it("hands the server the same check to run on copy, in the route's body shape", async () => {
    recordToolUse.mockClear();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    render(<GuidelinesCheckTool />);
    await userEvent.type(screen.getByLabelText("Title"), "Harbour");
    await userEvent.type(screen.getByLabelText("Keywords (one per line)"), "cosy mystery");
    await userEvent.click(await screen.findByRole("button", { name: "Copy findings" }));
    await waitFor(() =>
      expect(recordToolUse).toHaveBeenCalledWith("guidelines-checker", {
        method: "POST",
        path: "/api/tools/guidelines-check",
        body: { title: "Harbour", author: "Jane Doe", keywords: ["cosy mystery"] },
      }),
    );
    const [, run] = recordToolUse.mock.lastCall as [string, { body: unknown }];
    const body = run.body;
    expect(guidelinesCheckInputSchema.safeParse(body).success).toBe(true);
  });
});
