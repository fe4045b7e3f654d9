import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { useUrlForm } from "@/lib/forms/use-url-form";

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const defaults = { pages: "120", binding: "paperback" };
const schema = z.object({
  pages: z.coerce
    .number({ error: "Pages must be a number" })
    .int()
    .min(24, { error: "Pages must be at least 24" }),
  binding: z.enum(["paperback", "hardcover"]),
}) as unknown as z.ZodType<{ pages: number; binding: string }, typeof defaults>;

function Probe() {
  const { form, input } = useUrlForm({ schema, defaults });
  return (
    <ToolForm form={form} label="Probe" idPrefix="probe">
      <TextField name="pages" label="Pages" inputMode="numeric" />
      <SelectField
        name="binding"
        label="Binding"
        options={[
          { value: "paperback", label: "Paperback" },
          { value: "hardcover", label: "Hardcover" },
        ]}
      />
      <output data-testid="input">{input ? `${input.pages} ${input.binding}` : "invalid"}</output>
    </ToolForm>
  );
}

const required = z.object({
  data: z.string().min(1, { error: "Data is required" }),
  size: z.coerce.number().min(1),
}) as unknown as z.ZodType<{ data: string; size: number }, { data: string; size: string }>;
function Fresh() {
  const { form, input } = useUrlForm({ schema: required, defaults: { data: "", size: "4" } });
  return (
    <ToolForm form={form} label="Fresh" idPrefix="fresh">
      <TextField name="data" label="Data" />
      <output data-testid="input">{input ? "ok" : "invalid"}</output>
    </ToolForm>
  );
}

describe("useUrlForm with the labelled fields", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/tool?pages=300&utm_source=mail");
  });
  afterEach(() => cleanup());

  it("starts from the URL, parses with the schema and writes changes back", async () => {
    render(<Probe />);
    expect(screen.getByLabelText("Pages")).toHaveProperty("value", "300");
    expect(screen.getByTestId("input").textContent).toBe("300 paperback");

    await userEvent.selectOptions(screen.getByLabelText("Binding"), "hardcover");
    await waitFor(() =>
      expect(window.location.search).toBe("?pages=300&utm_source=mail&binding=hardcover"),
    );
    expect(screen.getByTestId("input").textContent).toBe("300 hardcover");
  });

  it("shows the schema's message on the field and gives no input while it is wrong", async () => {
    render(<Probe />);
    const pages = screen.getByLabelText("Pages");
    await userEvent.clear(pages);
    await userEvent.type(pages, "12");

    expect(await screen.findByText("Pages must be at least 24.")).toBeTruthy();
    expect(pages.getAttribute("aria-invalid")).toBe("true");
    expect(pages.getAttribute("aria-describedby")).toBe("probe-pages-error");
    expect(screen.getByTestId("input").textContent).toBe("invalid");
  });

  it("leaves a value equal to its default out of the URL", async () => {
    render(<Probe />);
    const pages = screen.getByLabelText("Pages");
    await userEvent.clear(pages);
    await userEvent.type(pages, "120");
    await waitFor(() => expect(window.location.search).toBe("?utm_source=mail"));
  });

  it("shows no error on a fresh page before a field is edited, even when a field is required", async () => {
    window.history.replaceState(null, "", "/tool");
    render(<Fresh />);
    // No result, but no complaint either until the visitor types.
    await waitFor(() => expect(screen.getByTestId("input").textContent).toBe("invalid"));
    expect(screen.queryByText(/Data is required/u)).toBeNull();
    expect(screen.getByLabelText("Data").getAttribute("aria-invalid")).toBeNull();

    await userEvent.type(screen.getByLabelText("Data"), "x");
    await userEvent.clear(screen.getByLabelText("Data"));
    expect(await screen.findByText(/Data is required/u)).toBeTruthy();
  });

  it("still shows a shared link's bad value at once", async () => {
    window.history.replaceState(null, "", "/tool?pages=3");
    render(<Probe />);
    expect(await screen.findByText("Pages must be at least 24.")).toBeTruthy();
  });
});
