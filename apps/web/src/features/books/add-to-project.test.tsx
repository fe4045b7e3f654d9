import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddInteriorToProject } from "./add-to-project";

const state = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock("@/lib/api/browser-api", () => ({ browserApi: () => ({}) }));
vi.mock("@/lib/api/book-projects-client", () => ({
  createBookProjectsClient: () => ({
    list: async () => ({ ok: true, data: [{ id: "p-1", title: "Puzzles vol. 1" }] }),
    create: async (input: unknown) => {
      state.calls.push(["create", input]);
      return { ok: true, data: { id: "p-2", title: "New one" } };
    },
    setInterior: async (id: string, buildId: string) => {
      state.calls.push(["setInterior", id, buildId]);
      return { ok: true, data: { id, title: "Puzzles vol. 1" } };
    },
  }),
}));

const build = { id: "b-1", title: "Word search" };

async function open() {
  render(<AddInteriorToProject token="t" build={build} />);
  await userEvent.click(screen.getByRole("button", { name: "Add to a book project" }));
  return screen.findByRole("form", { name: "Add to a book project" });
}

describe("AddInteriorToProject", () => {
  beforeEach(() => {
    state.calls = [];
  });
  afterEach(cleanup);

  it.each([
    ["", "Title is required."],
    ["x".repeat(201), "Title must be at most 200 characters."],
  ])("refuses the new project's name %j, naming it, and adds nothing", async (typed, said) => {
    await open();
    const name = screen.getByLabelText("New project's name");
    await userEvent.clear(name);
    if (typed) {
      await userEvent.click(name);
      await userEvent.paste(typed);
    }
    await userEvent.click(screen.getByRole("button", { name: "Add the interior" }));
    const message = await screen.findByText(said);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe(message.id);
    expect(state.calls).toEqual([]);
  });

  it("creates a new project named as typed, with this build", async () => {
    await open();
    const name = screen.getByLabelText("New project's name");
    await userEvent.clear(name);
    await userEvent.type(name, "  New one ");
    await userEvent.click(screen.getByRole("button", { name: "Add the interior" }));
    expect(await screen.findByTestId("interior-added")).toBeTruthy();
    expect(state.calls).toEqual([["create", { title: "New one", interiorBuildId: "b-1" }]]);
  });

  it("links the build to a chosen project", async () => {
    await open();
    await userEvent.selectOptions(screen.getByLabelText("Book project"), "p-1");
    expect(screen.queryByLabelText("New project's name")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add the interior" }));
    await waitFor(() => expect(state.calls).toEqual([["setInterior", "p-1", "b-1"]]));
  });
});
