import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DescriptionCreatorTool } from "./description-creator-tool";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock("@/lib/auth/use-auth", () => ({
  useAuth: () => ({ status: "authenticated", user: { id: "u1" }, apiToken: "token-1" }),
}));
vi.mock("@/components/project-picker/project-picker", () => ({ ProjectPicker: () => null }));
const recordToolUse = vi.hoisted(() => vi.fn(async (_toolId: string, _run?: unknown) => {}));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => recordToolUse,
}));

// jsdom has no execCommand; the editor only calls it for formatting.
Object.assign(document, { execCommand: () => true, queryCommandState: () => false });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

/*
 * Issue 24: a draft the API wrote is its own record of the run, so copying it reports no second
 * use; a template draft was written in the browser, so its copy is the only report.
 */
describe("DescriptionCreatorTool", () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.history.replaceState(
      null,
      "",
      "/tools/description?niche=cozy+mystery&audience=adults&keywords=cozy+mystery",
    );
    writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string | URL | Request, init?: RequestInit) =>
        init?.method === "POST"
          ? json({
              source: "llm",
              html: "<p>A served draft.</p>",
              length: 22,
              findings: [],
            })
          : json({ generator: "llm" }),
      ),
    );
    recordToolUse.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reports no second use when the copied draft came from the API", async () => {
    render(<DescriptionCreatorTool planNote="" />);
    const ai = await screen.findByRole("button", { name: "Write a draft with AI" });
    await waitFor(() => expect((ai as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(ai);
    const copy = screen.getByRole("button", { name: "Copy HTML" });
    await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]?.[0]).toMatch(/A served draft/);
    expect(recordToolUse).not.toHaveBeenCalled();
  });

  it("has the server draft a template draft's brief on copy, its own record of the use", async () => {
    render(<DescriptionCreatorTool planNote="" />);
    const templates = screen.getByRole("button", { name: "Write a draft from templates" });
    await waitFor(() => expect((templates as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(templates);
    const copy = screen.getByRole("button", { name: "Copy HTML" });
    await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(copy);
    await waitFor(() =>
      expect(recordToolUse).toHaveBeenCalledWith("description-creator", {
        method: "POST",
        path: "/api/tools/description-draft?generator=templates",
        body: expect.objectContaining({ niche: expect.any(String) }),
      }),
    );
  });
});
