import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookPlannerTool } from "./book-planner-tool";

const api = vi.hoisted(() => ({ created: [] as unknown[] }));
vi.mock("./planner-api", () => {
  const planner = {
    listProjects: async () => ({ ok: true, status: 200, data: [] }),
    createProject: async (input: { title: string }) => {
      api.created.push(input);
      return {
        ok: true,
        status: 201,
        data: {
          id: "p1",
          title: input.title,
          specs: { binding: "paperback", trim: "6x9", pageCount: 120 },
          launchDate: null,
          boardId: null,
        },
      };
    },
    deleteProject: async () => ({ ok: true, status: 204, data: null }),
  };
  return { usePlannerApi: () => planner };
});
vi.mock("@/components/toast/toast-store", () => ({ toast: () => {} }));

afterEach(() => {
  cleanup();
  api.created = [];
});

async function newProjectForm() {
  render(<BookPlannerTool />);
  const form = await screen.findByRole("form", { name: "New book project" });
  // The suggested launch date is filled in after hydration.
  await waitFor(() =>
    expect((within(form).getByLabelText("Target launch date") as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    ),
  );
  return form;
}

describe("the planner's new-project form", () => {
  it.each([
    ["", "Title is required."],
    ["   ", "Title is required."],
    ["x".repeat(201), "Title must be at most 200 characters."],
  ])(
    "refuses the title %j with the create contract's sentence and creates nothing",
    async (title, message) => {
      const form = await newProjectForm();
      const field = within(form).getByLabelText("Title");
      if (title) {
        await userEvent.click(field);
        await userEvent.paste(title);
      }
      await userEvent.click(within(form).getByRole("button", { name: "Create project" }));
      expect(await within(form).findByText(message)).toBeTruthy();
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(api.created).toEqual([]);
    },
  );

  it("creates the project with the chosen format and date, trimmed", async () => {
    const form = await newProjectForm();
    await userEvent.type(within(form).getByLabelText("Title"), "  Moonlit Garden ");
    await userEvent.selectOptions(within(form).getByLabelText("Format"), "hardcover");
    const date = within(form).getByLabelText("Target launch date");
    await userEvent.clear(date);
    await userEvent.type(date, "2027-03-01");
    await userEvent.click(within(form).getByRole("button", { name: "Create project" }));
    await waitFor(() =>
      expect(api.created).toEqual([
        { title: "Moonlit Garden", specs: { binding: "hardcover" }, launchDate: "2027-03-01" },
      ]),
    );
  });
});
