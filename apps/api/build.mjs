// Bundles the API into dist/ with esbuild. Workspace packages (@inkforge/domain ships TypeScript
// source) are compiled in; every runtime dependency stays external and loads from node_modules,
// so native and asset-carrying packages (PGlite's WASM, Swagger UI's static files) keep working.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });

/** The console's system screen shows which build runs: the package version and its commit. */
function buildVersion() {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
    return `${manifest.version}+${commit.trim()}`;
  } catch {
    return manifest.version;
  }
}

await build({
  absWorkingDir: fileURLToPath(new URL(".", import.meta.url)),
  entryPoints: {
    server: "src/server.ts",
    // The job worker as its own process against PostgreSQL (decision 0065).
    worker: "src/worker.ts",
    // The tool worker pool's threads (decision 0076); tool-pool.ts finds it beside server.js.
    "tool-worker": "src/services/tool-pool/tool-worker.ts",
    // Lets a plain-JS start script share the demo secrets logic without a TypeScript loader.
    "demo-secrets": "src/config/demo-secrets.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Marking a package external also covers its subpaths (drizzle-orm/pglite, …).
  external: Object.keys(manifest.dependencies ?? {}),
  banner: {
    // ESM has no `require`; a CommonJS module compiled into the bundle may still call it.
    js: 'import { createRequire as __inkforgeCreateRequire } from "node:module";\nconst require = __inkforgeCreateRequire(import.meta.url);',
  },
  define: { __INKFORGE_VERSION__: JSON.stringify(buildVersion()) },
  logLevel: "info",
});
