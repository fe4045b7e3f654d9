import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlannerBoard } from "./planner-board";

const card = {
  id: "c1",
  data: {
    boardId: "b1",
    column: "todo",
    position: 1,
    title: "Launch day",
    notes: "Check the live listing",
    dueDate: null,
    done: false,
  },
  createdAt: "2026-11-20T12:00:00.000Z",
  updatedAt: "2026-11-20T12:00:00.000Z",
};
const calls = vi.hoisted(() => ({ created: [] as unknown[], updated: [] as unknown[] }));
vi.mock("./planner-api", () => {
  const planner = {
    getBoard: async () => ({
      ok: true,
      status: 200,
      data: {
        id: "b1",
        title: "Board",
        boardCollection: {
          columns: [
            { id: "todo", title: "To do" },
            { id: "done", title: "Done" },
          ],
          template: null,
          projectId: null,
        },
        createdAt: "2026-11-20T12:00:00.000Z",
        updatedAt: "2026-11-20T12:00:00.000Z",
        pages: [card],
      },
    }),
    createPage: async (data: unknown) => {
      calls.created.push(data);
      return { ok: false, status: 500, message: "not in this test", details: [] };
    },
    updatePage: async (id: string, data: unknown) => {
      calls.updated.push(data);
      return { ok: true, status: 200, data: { ...card, id, data } };
    },
  };
  return { usePlannerApi: () => planner };
});
vi.mock("@/components/toast/toast-store", () => ({ toast: () => {} }));

afterEach(() => {
  cleanup();
  calls.created = [];
  calls.updated = [];
});

describe("the launch board's forms", () => {
  it.each([
    ["", "New card title is required."],
    ["x".repeat(201), "New card title must be at most 200 characters."],
  ])("refuses the card title %j, naming the field, and adds nothing", async (typed, message) => {
    render(<PlannerBoard boardId="b1" />);
    const form = await screen.findByRole("form", { name: "Add a card" });
    if (typed) {
      await userEvent.click(within(form).getByLabelText("New card title"));
      await userEvent.paste(typed);
    }
    await userEvent.click(within(form).getByRole("button", { name: "Add" }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(calls.created).toEqual([]);
  });

  it("refuses a card's notes over 5,000 characters and saves nothing, then saves a due date", async () => {
    render(<PlannerBoard boardId="b1" />);
    const form = await screen.findByRole("form", { name: "Card Launch day" });
    const notes = within(form).getByLabelText("Notes for Launch day");
    await userEvent.click(notes);
    await userEvent.paste("x".repeat(5000));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Notes must be at most 5000 characters.")).toBeTruthy();
    expect(calls.updated).toEqual([]);

    await userEvent.clear(notes);
    await userEvent.type(notes, "Share the link");
    await userEvent.type(within(form).getByLabelText("Due date"), "2027-03-08");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.updated).toEqual([
        { ...card.data, notes: "Share the link", dueDate: "2027-03-08" },
      ]),
    );
  });
});
