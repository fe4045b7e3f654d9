import { readFileSync } from "node:fs";
import { join } from "node:path";

const FIXTURES = join(import.meta.dirname, "..", "..", "fixtures");

/** A fixture page as the browser would have it at `url`. */
export function loadFixture(name: string): Document {
  const html = readFileSync(join(FIXTURES, name), "utf8");
  return new DOMParser().parseFromString(html, "text/html");
}
