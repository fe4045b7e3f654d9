import { coverTemplateInputSchema } from "@inkforge/domain/tools/cover-template/cover-template";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetWhenUsed } from "@/lib/when-used";
import { CoverTemplateTool } from "./cover-template-tool";
import * as engine from "./engine";
import { computeInitialCoverTemplate } from "./initial-template";

vi.mock("server-only", () => ({}));
// A spy on the engine the page loads, to see when the browser computes a template itself.
vi.mock("./engine", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./engine")>();
  return { ...actual, computeCoverTemplate: vi.fn(actual.computeCoverTemplate) };
});
vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
// A spy: the tests assert the served run the page hands to the hook (issue 24).
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));

describe("computeInitialCoverTemplate (the server's first result)", () => {
  it.each([
    [{}, "paperback"],
    [{ binding: "hardcover", pages: "200" }, "hardcover"],
    // Repeated query keys: the first wins, as URLSearchParams.get reads it in the browser.
    [{ pages: ["300", "20"] }, "paperback"],
  ])("computes the template for %j", (query, binding) => {
    expect(computeInitialCoverTemplate(query)?.binding).toBe(binding);
  });

  it.each([[{ pages: "9999" }], [{ trim: "not-a-trim" }]])(
    "is null for values the form refuses: %j",
    (query) => {
      expect(computeInitialCoverTemplate(query)).toBeNull();
    },
  );
});

describe("CoverTemplateTool's first paint", () => {
  beforeEach(() => {
    // Each test is a new page that nobody has used yet.
    resetWhenUsed();
    window.history.replaceState(null, "", "/kdp-cover-template-generator?pages=300");
  });
  afterEach(cleanup);

  it("shows the server's template, loads no engine until the page is used, and the same sizes after", async () => {
    const initial = computeInitialCoverTemplate({ pages: "300" });
    vi.mocked(engine.computeCoverTemplate).mockClear();
    render(<CoverTemplateTool initialTemplate={initial} />);
    // Synchronously, in the first render: no "Loading…" line that a result would replace.
    expect(screen.queryByText("Loading the template maker…")).toBeNull();
    const spine = screen.getByTestId("result-spine").textContent;
    expect(spine).toBeTruthy();
    expect(screen.queryByText(/Showing the last valid template/)).toBeNull();
    // The form listens and the files can be asked for, with no engine yet (decision 0183).
    await waitFor(() =>
      expect(screen.getByRole("form", { name: "Cover template" }).dataset.ready).toBe("true"),
    );
    expect(screen.getByRole("button", { name: "Make the PDF" }).hasAttribute("disabled")).toBe(
      false,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(engine.computeCoverTemplate).not.toHaveBeenCalled();
    // A person arrives: the engine loads, and its result is the server's, unchanged.
    document.body.dispatchEvent(new Event("pointermove", { bubbles: true }));
    await waitFor(() => expect(engine.computeCoverTemplate).toHaveBeenCalled());
    expect(screen.getByTestId("result-spine").textContent).toBe(spine);
  });

  it("hands the server the same template to run on copy, as the route's query", async () => {
    recordToolUse.mockClear();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    render(<CoverTemplateTool initialTemplate={computeInitialCoverTemplate({ pages: "300" })} />);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Make the PDF" }).hasAttribute("disabled")).toBe(
        false,
      ),
    );
    await userEvent.click(screen.getByRole("button", { name: "Copy the sizes" }));
    await waitFor(() =>
      expect(recordToolUse).toHaveBeenCalledWith("cover-template-generator", {
        method: "GET",
        path: "/api/tools/cover-template?binding=paperback&trim=6x9&pages=300&paper=white",
      }),
    );
    const [, run] = recordToolUse.mock.lastCall as [string, { path: string }];
    const query = Object.fromEntries(new URL(run.path, "http://api.test").searchParams);
    expect(coverTemplateInputSchema.safeParse(query).success).toBe(true);
  });
});
