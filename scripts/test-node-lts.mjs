// The unit and API suites on the current Node LTS line (issue 16, decision 0071). Node 20 reached
// end of life in April 2026; the project supports 22 and 24. Node comes from the npm registry's
// `node-linux-<arch>` package (the binary the `node` package installs), the only registry this
// machine reaches, into .cache/ so a second run reuses it.
import { existsSync } from "node:fs";
import path from "node:path";
import { run } from "./lib/project.mjs";

const version = process.env.NODE_LTS_VERSION ?? "24.21.0";
const arch = { x64: "x64", arm64: "arm64" }[process.arch];
if (!arch) throw new Error(`no Node build for ${process.arch} on the npm registry`);
const root = path.resolve(import.meta.dirname, "..");
const prefix = path.join(root, ".cache", `node-${version}`);
const bin = path.join(prefix, "node_modules", `node-linux-${arch}`, "bin");

if (!existsSync(path.join(bin, "node"))) {
  run("npm", [
    "install",
    "--prefix",
    prefix,
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--no-package-lock",
    `node-linux-${arch}@${version}`,
  ]);
}

const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
run(path.join(bin, "node"), ["--version"], { env });
run(path.join(bin, "node"), [path.join(root, "node_modules", "vitest", "vitest.mjs"), "run"], {
  env,
});
