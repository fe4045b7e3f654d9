// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * The header banner runs on every page and the popup host on every first visit: neither may load
 * zod's runtime, whose evaluation was the longest task of a first visit after the page went idle
 * (decisions 0087, 0171). This walks their static value imports through our own sources and
 * fails on the first path that reaches `zod`. Type-only imports are erased and do not count.
 */

const repo = fileURLToPath(new URL("../../../../../", import.meta.url));
const EXTENSIONS = [".ts", ".tsx", "/index.ts", ""];

function resolveSource(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@inkforge/domain/")
    ? join(repo, "packages/domain/src", specifier.slice("@inkforge/domain/".length))
    : specifier.startsWith("@/")
      ? join(repo, "apps/web/src", specifier.slice(2))
      : specifier.startsWith(".")
        ? join(dirname(from), specifier)
        : null;
  if (base === null) return null;
  const file = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && /\.tsx?$/u.test(candidate),
  );
  if (!file) throw new Error(`${from}: cannot resolve ${specifier}`);
  return file;
}

/** The modules a source file loads at run time: `import`/`export … from`, not type-only ones. */
function valueImports(source: string): string[] {
  const statements = source.matchAll(
    /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*"([^"]+)"|^import\s+"([^"]+)"/gmsu,
  );
  return [...statements].flatMap((match) => {
    if (match[4]) return [match[4]];
    if (match[1]) return [];
    const clause = match[2] ?? "";
    const named = /^\{([^}]*)\}$/u.exec(clause.trim());
    const allTypes =
      named !== null &&
      named[1]!
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => part.startsWith("type "));
    return allTypes ? [] : [match[3]!];
  });
}

/** The import path from `root` to `zod`, or null when zod is not reached. */
function pathToZod(root: string): string[] | null {
  const parents = new Map<string, string | null>([[root, null]]);
  const queue = [root];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of valueImports(readFileSync(file, "utf8"))) {
      if (specifier === "zod" || specifier.startsWith("zod/")) {
        const path = [file];
        for (let at = parents.get(file); at; at = parents.get(at)) path.unshift(at);
        return [...path.map((p) => p.slice(repo.length)), specifier];
      }
      const next = resolveSource(file, specifier);
      if (next && !parents.has(next)) {
        parents.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

describe("what every page and first visit load stays free of zod", () => {
  it.each([
    "apps/web/src/features/promotions/popup-host.tsx",
    "apps/web/src/features/promotions/header-banner.tsx",
  ])("%s", (root) => {
    expect(pathToZod(join(repo, root))).toBeNull();
  });

  it("the walk finds zod where it is (the campaign schemas)", () => {
    expect(pathToZod(join(repo, "packages/domain/src/promotions/campaigns.ts"))).toEqual([
      "packages/domain/src/promotions/campaigns.ts",
      "zod",
    ]);
    expect(valueImports('import { type A, b } from "x";\nimport type { C } from "y";')).toEqual([
      "x",
    ]);
    expect(valueImports('import { type A } from "x";\nexport * from "./z";')).toEqual(["./z"]);
  });
});
