// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Issue 25: docs/architecture.md is a map that stays true. Any capability is found in two hops
 * (map → folder README → the file), so every folder the map covers must be on it, must have a
 * README (routes excepted: the map line is enough), and no README may name a file that is gone.
 * It lives in the web project because that is the unit project that may read the tree with
 * node:fs (the domain package is pure, lint forbids it Node built-ins), as customer-copy.test.ts does.
 */

const repo = fileURLToPath(new URL("../../../../", import.meta.url));
const map = readFileSync(join(repo, "docs/architecture.md"), "utf8");

/** The folders the map must name, each under its own `## <parent>` section of the map. */
const PARENTS = [
  { parent: "apps/web/src/features/", readme: true },
  { parent: "apps/api/src/services/", readme: true },
  { parent: "apps/api/src/routes/", readme: false },
  { parent: "packages/domain/src/", readme: true },
] as const;

function folders(parent: string): string[] {
  return readdirSync(join(repo, parent))
    .filter((name) => statSync(join(repo, parent, name)).isDirectory())
    .sort();
}

/** The map's section for a parent: from its `## ` heading naming the parent to the next heading. */
function section(parent: string): string {
  const start = map.split(/^## /mu).find((part) => part.split("\n", 1)[0]?.includes(parent));
  return start ?? "";
}

/** The map's line for a folder: the folder's name with a slash at the start of a line. */
function mapLine(parent: string, folder: string): string | undefined {
  return section(parent)
    .split("\n")
    .find((line) => line.trimStart().startsWith(`${folder}/ `));
}

/*
 * A README's file references: backticked text that looks like a path (a slash or a file
 * extension, no spaces or placeholders, not an API route). Resolved against the README's folder,
 * then the repository root, then the web app's `@/` alias, with or without a TypeScript extension.
 */
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", "/index.ts"];
function pathReferences(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/gu)]
    .map((match) => match[1] ?? "")
    .filter((token) => /^[\w@.[\]()-][\w@.[\]()/-]*$/u.test(token))
    .filter((token) => token.includes("/") || /\.(ts|tsx|mjs|md|json|sql)$/u.test(token))
    .filter((token) => !token.startsWith("/"));
}
function resolves(readmeDir: string, reference: string): boolean {
  const bases = reference.startsWith("@/")
    ? [join(repo, "apps/web/src", reference.slice(2))]
    : [join(readmeDir, reference), join(repo, reference)];
  return bases.some((base) => EXTENSIONS.some((ext) => existsSync(base + ext)));
}

describe("docs/architecture.md names every folder", () => {
  for (const { parent, readme } of PARENTS) {
    it(`has a section for ${parent} naming each of its folders${readme ? ", each with a README" : ""}`, () => {
      const names = folders(parent);
      expect(names.length).toBeGreaterThan(5);
      expect(names.filter((folder) => mapLine(parent, folder) === undefined)).toEqual([]);
      if (readme) {
        expect(
          names.filter((folder) => !existsSync(join(repo, parent, folder, "README.md"))),
        ).toEqual([]);
      }
    });
  }

  it("names no folder that is gone", () => {
    for (const { parent } of PARENTS) {
      const named = section(parent)
        .split("\n")
        .map((line) => /^\s*([a-z][\w-]*)\/ /u.exec(line)?.[1])
        .filter((name): name is string => name !== undefined);
      expect(named.filter((name) => !existsSync(join(repo, parent, name)))).toEqual([]);
    }
  });
});

describe("every folder README names only files that exist", () => {
  const readmes = PARENTS.flatMap(({ parent }) =>
    folders(parent).map((folder) => join(repo, parent, folder, "README.md")),
  ).filter((path) => existsSync(path));

  it("finds the READMEs", () => {
    expect(readmes.length).toBeGreaterThan(40);
  });

  for (const path of readmes) {
    const name = path.slice(repo.length);
    it(name, () => {
      const text = readFileSync(path, "utf8");
      const references = pathReferences(text);
      expect(references.length, `${name} names no file`).toBeGreaterThan(0);
      expect(references.filter((reference) => !resolves(dirname(path), reference))).toEqual([]);
    });
  }
});

/*
 * The two-hop check: a capability's words are on the map's line for its folder, and that
 * folder's README names the file that holds it.
 */
const TWO_HOPS = [
  ["Deep View", "apps/web/src/features/", "deep-view", "deep-view-tool.tsx"],
  ["affiliate commissions", "apps/api/src/services/", "affiliate", "earn-commission.ts"],
  ["trackers", "apps/api/src/services/", "trackers", "add-tracker-entries.ts"],
  ["puzzle book", "packages/domain/src/", "books", "puzzle-book.ts"],
  ["royalty calculator", "packages/domain/src/", "tools", "royalty/royalty.ts"],
  ["checkout and payments", "apps/api/src/services/", "shop", "apply-payment-event.ts"],
  ["notifications", "apps/api/src/services/", "notifications", "list-panel-notifications.ts"],
  ["points and streaks", "apps/api/src/services/", "gamification", "award-points.ts"],
  ["research sources", "apps/api/src/services/", "research", "ports.ts"],
  ["grammar checker", "apps/api/src/services/", "spelling", "check-grammar.ts"],
] as const;

describe("two hops find each capability", () => {
  it.each(TWO_HOPS)("%s: map → %s%s → %s", (capability, parent, folder, file) => {
    const line = mapLine(parent, folder);
    expect(line, `the map names ${parent}${folder}/`).toBeDefined();
    expect(line?.toLowerCase()).toContain(capability.toLowerCase());
    const readme = readFileSync(join(repo, parent, folder, "README.md"), "utf8");
    expect(readme).toContain(`\`${file}\``);
    expect(existsSync(join(repo, parent, folder, file))).toBe(true);
  });
});

/*
 * docs/decisions/README.md lists every record, so a number is found without opening the folder.
 * Numbers reserved by a round of parallel work are listed when the round closes.
 */
const RESERVED_DECISIONS = { from: 106, to: 106 };

describe("docs/decisions/README.md lists every record", () => {
  it("names each NNNN-title.md outside the reserved range", () => {
    const dir = join(repo, "docs/decisions");
    const index = readFileSync(join(dir, "README.md"), "utf8");
    const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/u.test(name));
    expect(records.length).toBeGreaterThan(50);
    const due = records.filter((name) => {
      const number = Number(name.slice(0, 4));
      return number < RESERVED_DECISIONS.from || number > RESERVED_DECISIONS.to;
    });
    expect(due.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });
});
