import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSchemaAfterHydration } from "@/lib/forms/use-schema-after-hydration";

type Schema = { name: string };

function Probe({ load, seen }: { load: () => Promise<Schema>; seen: number[] }) {
  const { schema } = useSchemaAfterHydration(load);
  // How many loads had started when each render ran.
  seen.push(vi.mocked(load).mock.calls.length);
  return <p data-testid="schema">{schema ? schema.name : "none"}</p>;
}

const loadedSchema: Schema = { name: "loaded" };
const loadSchema = async () => loadedSchema;

function Holder({ onLoadNow }: { onLoadNow: (loadNow: () => Promise<Schema>) => void }) {
  onLoadNow(useSchemaAfterHydration(loadSchema).loadNow);
  return null;
}

function Waiting({
  load,
  when,
  onLoadNow,
}: {
  load: () => Promise<Schema>;
  when: () => Promise<void>;
  onLoadNow: (loadNow: () => Promise<Schema>) => void;
}) {
  const { schema, loadNow } = useSchemaAfterHydration(load, null, when);
  onLoadNow(loadNow);
  return <p data-testid="waiting">{schema ? schema.name : "none"}</p>;
}

function Given() {
  const { schema } = useSchemaAfterHydration<Schema>(undefined, { name: "given" });
  return <p data-testid="given">{schema?.name}</p>;
}

afterEach(cleanup);

describe("useSchemaAfterHydration", () => {
  it("schedules no load from a render: a page that is rendered but not yet hydrated loads nothing", async () => {
    const load = vi.fn(async () => ({ name: "loaded" }));
    const seen: number[] = [];
    // The server render stands for hydration's render pass: no effect runs after it.
    expect(renderToString(<Probe load={load} seen={seen} />)).toContain("none");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    render(<Probe load={load} seen={seen} />);
    expect(seen.every((count) => count === 0)).toBe(true);
  });

  it("loads once after the render, even when Strict Mode runs the effect twice, and hands the schema over", async () => {
    const load = vi.fn(async () => ({ name: "loaded" }));
    const seen: number[] = [];
    render(
      <StrictMode>
        <Probe load={load} seen={seen} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByTestId("schema").textContent).toBe("loaded"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hands a resolver the same load for the form's life: `loadNow` settles with the schema", async () => {
    const handed: (() => Promise<Schema>)[] = [];
    render(<Holder onLoadNow={(loadNow) => handed.push(loadNow)} />);
    await expect(handed[0]?.()).resolves.toBe(loadedSchema);
    // One function for the form's life: every render hands out the same one.
    expect(new Set(handed).size).toBe(1);
  });

  it("with `when`, loads nothing until it resolves, then loads once", async () => {
    const load = vi.fn(async () => ({ name: "loaded" }));
    let used = () => {};
    const when = () =>
      new Promise<void>((resolve) => {
        used = resolve;
      });
    render(<Waiting load={load} when={when} onLoadNow={() => {}} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId("waiting").textContent).toBe("none");
    used();
    await waitFor(() => expect(screen.getByTestId("waiting").textContent).toBe("loaded"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("`loadNow` loads at once for an action that cannot wait, and only once", async () => {
    const load = vi.fn(async () => ({ name: "loaded" }));
    const never = () => new Promise<void>(() => {});
    let loadNow: (() => Promise<Schema>) | undefined;
    render(
      <StrictMode>
        <Waiting load={load} when={never} onLoadNow={(given) => (loadNow = given)} />
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(load).not.toHaveBeenCalled();
    await expect(loadNow?.()).resolves.toEqual({ name: "loaded" });
    await expect(loadNow?.()).resolves.toEqual({ name: "loaded" });
    await waitFor(() => expect(screen.getByTestId("waiting").textContent).toBe("loaded"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the schema it was given when there is nothing to load", () => {
    render(<Given />);
    expect(screen.getByTestId("given").textContent).toBe("given");
  });
});
