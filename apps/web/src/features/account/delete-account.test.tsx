import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeleteAccount } from "./delete-account";

const state = vi.hoisted(() => ({
  calls: [] as string[],
  answer: { ok: true, status: 200, data: { deleted: true } } as unknown,
}));
vi.mock("@/lib/api/use-account-api", () => ({
  useAccountApi: () => async (method: string, path: string) => {
    state.calls.push(`${method} ${path}`);
    return state.answer;
  },
}));
vi.mock("@/components/toast/toast-store", () => ({ toast: () => {} }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {} }) }));
vi.mock("next-auth/react", () => ({ signOut: async () => {} }));

async function openDialog() {
  render(<DeleteAccount />);
  await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
  // The dialog's code loads on first use.
  return screen.findByLabelText("Type DELETE to confirm");
}

describe("DeleteAccount", () => {
  beforeEach(() => {
    state.calls = [];
    state.answer = { ok: true, status: 200, data: { deleted: true } };
  });
  afterEach(cleanup);

  it.each(["", "delete", "DELET"])(
    "refuses %j and names the field, deleting nothing",
    async (typed) => {
      const input = await openDialog();
      if (typed) await userEvent.type(input, typed);
      await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
      expect(await screen.findByText("Confirmation must be DELETE, in capitals.")).toBeTruthy();
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(state.calls).toEqual([]);
    },
  );

  it("deletes the account once DELETE is typed", async () => {
    const input = await openDialog();
    await userEvent.type(input, " DELETE ");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(state.calls).toEqual(["DELETE /api/account"]));
  });

  it("shows the API's refusal above the button", async () => {
    state.answer = { ok: false, status: 500, code: "INTERNAL", message: "Something broke." };
    const input = await openDialog();
    await userEvent.type(input, "DELETE");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });

  it("Cancel closes the dialog, sends nothing, and a second open starts empty", async () => {
    const input = await openDialog();
    await userEvent.type(input, "DEL");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("delete-account-dialog")).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Delete account" }));
    const again = (await screen.findByLabelText("Type DELETE to confirm")) as HTMLInputElement;
    expect(again.value).toBe("");
    expect(state.calls).toEqual([]);
  });
});
