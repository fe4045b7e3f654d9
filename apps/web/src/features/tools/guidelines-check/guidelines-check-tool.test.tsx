import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GuidelinesCheckTool } from "./guidelines-check-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => async () => {},
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
});
