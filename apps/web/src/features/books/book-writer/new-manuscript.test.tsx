import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Writer } from "./book-writer";

const state = vi.hoisted(() => ({ started: [] as string[] }));
vi.mock("./writer-api", async (original) => ({
  ...(await original<typeof import("./writer-api")>()),
  listManuscripts: async () => ({ ok: true, data: { manuscripts: [] } }),
  startManuscript: async (_token: string, title: string) => {
    state.started.push(title);
    return { ok: false, status: 500, message: "Stopped here by the test." };
  },
}));

describe("Start a manuscript", () => {
  beforeEach(() => {
    state.started = [];
    render(<Writer token="t" />);
  });
  afterEach(cleanup);

  it.each([
    ["", "Title is required."],
    ["t".repeat(201), "Title must be at most 200 characters."],
  ])("refuses the title %j, naming the field, and starts nothing", async (typed, said) => {
    const title = screen.getByLabelText("New book title");
    if (typed) {
      await userEvent.click(title);
      await userEvent.paste(typed);
    }
    await userEvent.click(screen.getByRole("button", { name: "Start a manuscript" }));
    const message = await screen.findByText(said);
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(title.getAttribute("aria-describedby")).toBe(message.id);
    expect(state.started).toEqual([]);
  });

  it("starts a manuscript with the trimmed title", async () => {
    await userEvent.type(screen.getByLabelText("New book title"), "  The Lighthouse ");
    await userEvent.click(screen.getByRole("button", { name: "Start a manuscript" }));
    await waitFor(() => expect(state.started).toEqual(["The Lighthouse"]));
    expect(await screen.findByText("Stopped here by the test.")).toBeTruthy();
  });
});
