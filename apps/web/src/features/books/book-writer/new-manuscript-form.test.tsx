import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewManuscriptForm } from "./new-manuscript-form";

const state = vi.hoisted(() => ({
  started: [] as string[],
  answer: { ok: true, status: 201, data: { id: "m-1", title: "" } } as unknown,
}));
vi.mock("./writer-api", () => ({
  startManuscript: async (_token: string, title: string) => {
    state.started.push(title);
    return state.answer;
  },
}));

describe("Start a manuscript", () => {
  const onStarted = vi.fn();
  beforeEach(() => {
    state.started = [];
    state.answer = { ok: true, status: 201, data: { id: "m-1", title: "The Lighthouse" } };
    onStarted.mockReset();
    render(<NewManuscriptForm token="t" onStarted={onStarted} />);
  });
  afterEach(cleanup);

  it.each([
    ["", "Title is required."],
    ["   ", "Title is required."],
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
    expect(onStarted).not.toHaveBeenCalled();
  });

  it("starts a manuscript with the trimmed title and opens it", async () => {
    await userEvent.type(screen.getByLabelText("New book title"), "  The Lighthouse ");
    await userEvent.click(screen.getByRole("button", { name: "Start a manuscript" }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    expect(state.started).toEqual(["The Lighthouse"]);
    expect(onStarted.mock.calls[0]?.[0]).toMatchObject({ id: "m-1" });
  });

  it("puts the server's sentence about the title under it, once", async () => {
    state.answer = {
      ok: false,
      status: 400,
      code: "VALIDATION_FAILED",
      message: "title: Title must be at most 200 characters",
      details: [{ path: "title", message: "Title must be at most 200 characters" }],
      retryAfterSeconds: null,
    };
    const title = screen.getByLabelText("New book title");
    await userEvent.type(title, "The Lighthouse");
    await userEvent.click(screen.getByRole("button", { name: "Start a manuscript" }));
    const message = await screen.findByText("Title must be at most 200 characters.");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(title.getAttribute("aria-describedby")).toBe(message.id);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onStarted).not.toHaveBeenCalled();
  });

  it("says a failure that is not about the title above the button", async () => {
    state.answer = {
      ok: false,
      status: 503,
      code: null,
      message: "The book writer service is not answering. Try again in a minute.",
      details: [],
      retryAfterSeconds: null,
    };
    await userEvent.type(screen.getByLabelText("New book title"), "The Lighthouse");
    await userEvent.click(screen.getByRole("button", { name: "Start a manuscript" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The book writer service is not answering. Try again in a minute.",
    );
    expect(screen.getByLabelText("New book title").getAttribute("aria-invalid")).toBeNull();
    expect(onStarted).not.toHaveBeenCalled();
  });
});
