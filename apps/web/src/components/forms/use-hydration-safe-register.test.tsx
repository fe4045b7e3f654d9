import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { type UseFormReturn, useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { SelectField, TextField, ToolForm } from "@/components/forms/fields";
import { InputField } from "@/components/forms/input-field";

type Values = { listPrice: string; trim: string; email: string };
const defaults: Values = { listPrice: "12.99", trim: "6x9", email: "" };

let form: UseFormReturn<Values> | null = null;

function Calculator() {
  const made = useForm<Values>({ defaultValues: defaults, mode: "onChange" });
  form = made;
  return (
    <ToolForm form={made} label="Royalty calculator" idPrefix="royalty">
      <TextField name="listPrice" label="List price" inputMode="decimal" />
      <SelectField
        name="trim"
        label="Trim size"
        options={[
          { value: "5x8", label: "5 × 8 in" },
          { value: "6x9", label: "6 × 9 in" },
        ]}
      />
      <InputField id="email" name="email" label="Email" />
    </ToolForm>
  );
}

/** The server's HTML, what the visitor did to it before React loaded, then hydration. */
async function hydrateAfter(edit: (container: HTMLElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Calculator />);
  document.body.append(container);
  edit(container);
  await act(async () => {
    hydrateRoot(container, <Calculator />);
  });
  return container;
}

const field = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLInputElement & HTMLSelectElement>(`#${id}`) as HTMLInputElement &
    HTMLSelectElement;

afterEach(() => {
  form = null;
  document.body.replaceChildren();
});

describe("fields the server renders", () => {
  it("carry the form's defaults in the HTML, so the first paint shows them", () => {
    const html = renderToString(<Calculator />);
    expect(html).toMatch(/<input[^>]*id="royalty-listPrice"[^>]*value="12.99"/);
    expect(html).toMatch(/<option value="6x9" selected="">/);
  });

  it("keep what was typed and chosen before hydration, in the field and in the form's values", async () => {
    const container = await hydrateAfter((page) => {
      field(page, "royalty-listPrice").value = "15";
      field(page, "royalty-trim").value = "5x8";
      field(page, "email").value = "ann@example.com";
    });
    expect(field(container, "royalty-listPrice").value).toBe("15");
    expect(field(container, "royalty-trim").value).toBe("5x8");
    expect(field(container, "email").value).toBe("ann@example.com");
    expect(form?.getValues()).toEqual({ listPrice: "15", trim: "5x8", email: "ann@example.com" });
  });

  it("leave untouched fields at their defaults", async () => {
    const container = await hydrateAfter(() => {});
    expect(field(container, "royalty-listPrice").value).toBe("12.99");
    expect(form?.getValues()).toEqual(defaults);
  });

  it("keep an edit back to empty (a cleared field is an edit too)", async () => {
    const container = await hydrateAfter((page) => {
      field(page, "royalty-listPrice").value = "";
    });
    expect(field(container, "royalty-listPrice").value).toBe("");
    expect(form?.getValues("listPrice")).toBe("");
  });
});
