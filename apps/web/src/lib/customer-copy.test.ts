// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Issue 24: customers are shown what a feature does for them, never how the server is configured.
 * The settings live in the README; no page or domain text a page renders may name them.
 */

const SERVER_SETTINGS = /KEEPA_API_KEY|LIBRETRANSLATE_URL|DATAFORSEO|DEEPL_API_KEY|LLM_API_URL/u;
const roots = ["../", "../../../../packages/domain/src/"].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/u.test(name) && !/\.test\.tsx?$/u.test(name) ? [path] : [];
  });
}

describe("customer-facing code names no server setting", () => {
  it("finds none in apps/web/src or packages/domain/src", () => {
    const files = roots.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => SERVER_SETTINGS.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
