import { aPlusTemplateFormSchema } from "@inkforge/domain/tools/a-plus-template/a-plus-template";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APlusTemplateTool } from "./a-plus-template-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
// A spy: the test asserts the served run the page hands to the hook (issue 24).
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));

describe("APlusTemplateTool", () => {
  afterEach(cleanup);

  it("hands the server the same plan to run on copy, as the route's query", async () => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    window.history.replaceState(null, "", "/tools/a-plus");
    render(<APlusTemplateTool />);
    await userEvent.click(await screen.findByRole("button", { name: "Copy the sizes" }));
    await waitFor(() =>
      expect(recordToolUse).toHaveBeenCalledWith("a-plus-content-maker", {
        method: "GET",
        path: "/api/tools/a-plus-template?modules=standard-header-image-text%2Cstandard-three-images-text",
      }),
    );
    const [, run] = recordToolUse.mock.lastCall as [string, { path: string }];
    const query = Object.fromEntries(new URL(run.path, "http://api.test").searchParams);
    expect(aPlusTemplateFormSchema.safeParse(query).success).toBe(true);
  });
});
