import { wordFrequencyInputSchema } from "@inkforge/domain/tools/word-cloud/frequencies";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WordCloudTool } from "./word-cloud-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
// A spy: the test asserts the served run the page hands to the hook (issue 24).
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));

describe("WordCloudTool", () => {
  afterEach(cleanup);

  it("hands the server the same count to run on copy, in the route's body shape", async () => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
    window.history.replaceState(null, "", "/tools/word-cloud?text=dragons%20and%20more%20dragons");
    render(<WordCloudTool />);
    await userEvent.click(await screen.findByRole("button", { name: "Copy table" }));
    await waitFor(() => expect(recordToolUse).toHaveBeenCalledTimes(1));
    const [toolId, run] = recordToolUse.mock.lastCall as [
      string,
      { method: string; path: string; body: unknown },
    ];
    expect(toolId).toBe("word-cloud");
    expect(run).toMatchObject({ method: "POST", path: "/api/tools/word-frequencies" });
    expect(run.body).toMatchObject({ text: "dragons and more dragons", mode: "text" });
    const body = JSON.parse(JSON.stringify(run.body));
    expect(wordFrequencyInputSchema.safeParse(body).success).toBe(true);
  });
});
