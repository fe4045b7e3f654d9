import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FootnoteForm } from "./chapter-editor";

afterEach(cleanup);

describe("FootnoteForm", () => {
  it("keeps Add footnote off while the box is blank", async () => {
    render(<FootnoteForm onAdd={() => {}} />);
    await userEvent.type(screen.getByLabelText("Footnote text"), "   ");
    expect(screen.getByRole("button", { name: "Add footnote" })).toHaveProperty("disabled", true);
  });

  it("refuses a note over 2,000 characters, naming the field, and adds nothing", async () => {
    const onAdd = vi.fn();
    render(<FootnoteForm onAdd={onAdd} />);
    const input = screen.getByLabelText("Footnote text");
    await userEvent.click(input);
    await userEvent.paste("n".repeat(2001));
    await userEvent.click(screen.getByRole("button", { name: "Add footnote" }));
    const said = await screen.findByText("Footnote text must be at most 2000 characters.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(said.id);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("adds the trimmed note", async () => {
    const onAdd = vi.fn();
    render(<FootnoteForm onAdd={onAdd} />);
    await userEvent.type(screen.getByLabelText("Footnote text"), "  Counted twice, as always. ");
    await userEvent.click(screen.getByRole("button", { name: "Add footnote" }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith("Counted twice, as always."));
  });
});
