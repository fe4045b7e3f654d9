import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReasonAction } from "./data-table";

vi.mock("./console-session", () => ({ useConsoleApi: () => async () => ({ ok: true }) }));

afterEach(cleanup);

async function open(run: (reason: string) => Promise<{ ok: boolean; message?: string }>) {
  const onDone = vi.fn();
  render(<ReasonAction label="Revoke" run={run} onDone={onDone} testId="revoke" />);
  await userEvent.click(screen.getByRole("button", { name: "Revoke" }));
  return { onDone, input: screen.getByLabelText("Reason") };
}

describe("ReasonAction", () => {
  it.each(["", "ab", "  x  "])(
    "refuses the reason %j, naming the field, and sends nothing",
    async (typed) => {
      const run = vi.fn(async () => ({ ok: true }));
      const { input } = await open(run);
      if (typed) await userEvent.type(input, typed);
      await userEvent.click(screen.getByRole("button", { name: "Confirm revoke" }));
      const message = await screen.findByText(/^Reason /);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")).toBe(message.id);
      expect(run).not.toHaveBeenCalled();
    },
  );

  it("sends the reason and closes", async () => {
    const run = vi.fn(async () => ({ ok: true }));
    const { input, onDone } = await open(run);
    await userEvent.type(input, "Asked by phone");
    await userEvent.click(screen.getByRole("button", { name: "Confirm revoke" }));
    await waitFor(() => expect(run).toHaveBeenCalledWith("Asked by phone"));
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Revoke" })).toBeTruthy();
  });

  it("keeps the form open with the API's sentence when the change fails", async () => {
    const run = vi.fn(async () => ({ ok: false, message: "Not allowed." }));
    const { input } = await open(run);
    await userEvent.type(input, "Asked by phone");
    await userEvent.click(screen.getByRole("button", { name: "Confirm revoke" }));
    expect(await screen.findByText("Not allowed.")).toBeTruthy();
  });
});
