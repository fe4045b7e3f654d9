// The current Node LTS line for the API suite (issue 16, decision 0071; one pass since decision
// 0086). Node 20 reached end of life in April 2026; the project supports 22 and 24. Node comes
// from the npm registry's `node-linux-<arch>` package (the binary the `node` package installs),
// the only registry this machine reaches, into .cache/ so a second run reuses it.
import { existsSync } from "node:fs";
import path from "node:path";
import { root, run } from "./project.mjs";

export const nodeLtsVersion = process.env.NODE_LTS_VERSION ?? "24.21.0";

/** The path of the LTS `node` binary, installed into .cache/ on first use. */
export function ensureNodeLts() {
  const arch = { x64: "x64", arm64: "arm64" }[process.arch];
  if (!arch) throw new Error(`no Node build for ${process.arch} on the npm registry`);
  const prefix = path.join(root, ".cache", `node-${nodeLtsVersion}`);
  const bin = path.join(prefix, "node_modules", `node-linux-${arch}`, "bin", "node");
  if (!existsSync(bin)) {
    run("npm", [
      "install",
      "--prefix",
      prefix,
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      `node-linux-${arch}@${nodeLtsVersion}`,
    ]);
  }
  return bin;
}
