// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DICTIONARY_URLS } from "./worker-protocol";

/*
 * The worker fetches the dictionary from our own origin (apps/web/public), never from a CDN. The
 * copy there must stay the very files of the dictionary-en package the API loads, so the page and
 * POST /api/tools/grammar-check flag the same words.
 */

const repoRoot = join(import.meta.dirname, "../../../../../..");
const publicDir = join(repoRoot, "apps/web/public");
const packageDir = join(repoRoot, "node_modules/dictionary-en");

describe("the dictionary served to the grammar checker's worker", () => {
  it.each([
    ["affix file", DICTIONARY_URLS.aff, "index.aff"],
    ["word list", DICTIONARY_URLS.dic, "index.dic"],
  ])("serves dictionary-en's %s", (_name, url, file) => {
    const served = readFileSync(join(publicDir, url));
    const packaged = readFileSync(join(packageDir, file));
    expect(served.equals(packaged)).toBe(true);
  });

  it("ships the dictionary's licence beside it", () => {
    const licence = readFileSync(join(publicDir, "dictionaries/en/LICENSE.txt"), "utf8");
    expect(licence).toBe(readFileSync(join(packageDir, "license"), "utf8"));
  });
});
