import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InteriorPreflightTool } from "./interior-preflight-tool";

const sent = vi.hoisted(() => ({ calls: [] as { path: string; query: unknown }[] }));
vi.mock("@/lib/api/use-account-api", () => ({
  useAccountApi: () => async (_method: string, path: string, options: { query: unknown }) => {
    sent.calls.push({ path, query: options.query });
    return { ok: false, status: 500, message: "not in this test", details: [] };
  },
}));

afterEach(() => {
  cleanup();
  sent.calls = [];
});

const pdf = (bytes = 10) =>
  new File([new Uint8Array(bytes)], "book.pdf", { type: "application/pdf" });

describe("the preflight forms", () => {
  it("asks for the interior PDF, naming the field, and sends nothing", async () => {
    render(<InteriorPreflightTool />);
    const form = screen.getByRole("form", { name: "Interior check" });
    await userEvent.click(within(form).getByRole("button", { name: "Check my interior" }));
    expect(
      await within(form).findByText("Interior PDF is required: choose your interior PDF."),
    ).toBeTruthy();
    expect(sent.calls).toEqual([]);
  });

  it("refuses a file over 100 MB before sending it", async () => {
    render(<InteriorPreflightTool />);
    const form = screen.getByRole("form", { name: "Interior check" });
    const big = pdf();
    Object.defineProperty(big, "size", { value: 101 * 1024 * 1024 });
    await userEvent.upload(within(form).getByLabelText("Interior PDF"), big);
    await userEvent.click(within(form).getByRole("button", { name: "Check my interior" }));
    expect(await within(form).findByText(/^Interior PDF must be at most 100 MB/)).toBeTruthy();
    expect(sent.calls).toEqual([]);
  });

  it("sends the interior with only the expectations chosen", async () => {
    render(<InteriorPreflightTool />);
    const form = screen.getByRole("form", { name: "Interior check" });
    await userEvent.upload(within(form).getByLabelText("Interior PDF"), pdf());
    await userEvent.selectOptions(
      within(form).getByLabelText("Trim size you will choose on KDP (optional)"),
      "6x9",
    );
    await userEvent.click(within(form).getByRole("button", { name: "Check my interior" }));
    await waitFor(() =>
      expect(sent.calls).toEqual([
        { path: "/api/books/preflight", query: { trim: "6x9", paper: undefined } },
      ]),
    );
  });

  it.each([
    ["", /^Pages must be between 24 and \d+ for a 6x9 paperback/],
    ["12.5", /^Pages must be a whole number\.$/],
  ])(
    "refuses the cover's page count %j, naming the field, and sends nothing",
    async (pages, message) => {
      render(<InteriorPreflightTool />);
      const form = screen.getByRole("form", { name: "Cover check" });
      await userEvent.upload(within(form).getByLabelText("Cover PDF"), pdf());
      if (pages)
        await userEvent.type(within(form).getByLabelText("Page count of the interior"), pages);
      await userEvent.click(within(form).getByRole("button", { name: "Check my cover" }));
      const field = within(form).getByLabelText("Page count of the interior");
      await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
      const error = document.getElementById(`${field.id}-error`);
      expect(error?.textContent).toMatch(message);
      expect(sent.calls).toEqual([]);
    },
  );
});
