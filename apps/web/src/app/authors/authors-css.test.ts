// @vitest-environment node
import { expect, it } from "vitest";
import { AUTHORS_CSS } from "./authors-css.generated";

// The author pages' inline stylesheet is a committed, generated module (decision 0155): a class
// added to the public page without regenerating it would be missing from the page.
it("is compiled from authors.css and the author page's sources as they are now", async () => {
  const script = new URL("../../../scripts/authors-css.mjs", import.meta.url).href;
  const { compileAuthorsCss } = (await import(/* @vite-ignore */ script)) as {
    compileAuthorsCss: () => Promise<string>;
  };
  expect(
    AUTHORS_CSS === (await compileAuthorsCss()),
    "Run `node apps/web/scripts/authors-css.mjs` and commit authors-css.generated.ts",
  ).toBe(true);
  // The page's own classes are in it, so the sources were scanned.
  expect(AUTHORS_CSS).toContain(".bg-\\[var\\(--ap-bg\\)\\]");
});
