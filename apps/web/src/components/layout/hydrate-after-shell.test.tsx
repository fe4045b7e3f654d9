import { act, useEffect, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateAfterShell } from "@/components/layout/hydrate-after-shell";

// What happened, in order, as the page hydrated.
let events: string[] = [];

function Shell({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    events.push("shell effects");
  }, []);
  return <main>{children}</main>;
}

// Stands for react-hook-form's `useForm`: an update from a layout effect, which React renders
// synchronously in the commit that mounted it, flushing every pending passive effect first.
function Form() {
  useLayoutEffect(() => {
    events.push("form mounted");
  }, []);
  return (
    <form aria-label="Calculator">
      <input name="price" defaultValue="9.99" />
    </form>
  );
}

async function hydrate(page: React.ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const html = container.innerHTML;
  await act(async () => {
    hydrateRoot(container, page);
  });
  return { container, html };
}

afterEach(() => {
  events = [];
  document.body.replaceChildren();
});

describe("HydrateAfterShell", () => {
  it("hydrates its content in a commit of its own, after the page's effects ran", async () => {
    await hydrate(
      <Shell>
        <HydrateAfterShell>
          <Form />
        </HydrateAfterShell>
      </Shell>,
    );
    expect(events).toEqual(["shell effects", "form mounted"]);
  });

  it("without it, the form mounts in the page's own hydration commit", async () => {
    await hydrate(
      <Shell>
        <Form />
      </Shell>,
    );
    expect(events).toEqual(["form mounted", "shell effects"]);
  });

  it("keeps the server's markup: the content is rendered inline, with no fallback to replace", async () => {
    const { container, html } = await hydrate(
      <Shell>
        <HydrateAfterShell>
          <Form />
        </HydrateAfterShell>
      </Shell>,
    );
    expect(html).toContain('<form aria-label="Calculator">');
    expect(container.querySelector("input")?.value).toBe("9.99");
    expect(container.innerHTML).toBe(html);
  });
});
