import { qrCodeInputSchema } from "@inkforge/domain/tools/qr-code/schema";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QrCodeTool } from "./qr-code-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
// A spy: the test asserts the served run the page hands to the hook (issue 24).
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));
// The preview draws on a canvas jsdom does not have; its use is one button here.
vi.mock("./qr-code-preview", () => ({
  QrCodePreview: ({ input, onUse }: { input: unknown; onUse: () => void }) =>
    input ? (
      <button type="button" onClick={onUse}>
        Copy SVG code
      </button>
    ) : null,
}));

describe("QrCodeTool", () => {
  afterEach(cleanup);

  it("hands the server the same code to draw on use, in the route's body shape", async () => {
    window.history.replaceState(null, "", "/tools/qr?data=https%3A%2F%2Fexample.com%2Fbook");
    render(<QrCodeTool />);
    await userEvent.click(await screen.findByRole("button", { name: "Copy SVG code" }));
    await waitFor(() => expect(recordToolUse).toHaveBeenCalledTimes(1));
    const [toolId, run] = recordToolUse.mock.lastCall as [
      string,
      { method: string; path: string; body: unknown },
    ];
    expect(toolId).toBe("qr-code-generator");
    expect(run).toMatchObject({ method: "POST", path: "/api/tools/qr-code" });
    expect(run.body).toMatchObject({ kind: "url", data: "https://example.com/book" });
    const body = JSON.parse(JSON.stringify(run.body));
    expect(qrCodeInputSchema.safeParse(body).success).toBe(true);
  });
});
