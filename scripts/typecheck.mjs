// `npm run typecheck`: every workspace's `tsc --noEmit`, as many at once as there are cores (tsc is
// single-threaded; one after another left a core idle for most of CI's typecheck step, decision
// 0160). Each workspace's output is printed whole when it ends; the exit code is 1 if any failed.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { root } from "./lib/project.mjs";

// Largest first, so the longest check starts at once.
const workspaces = ["apps/api", "apps/web", "packages/domain", "e2e", "apps/extension"];
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");

function typecheck(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, "--noEmit", "-p", "."], {
      cwd: path.join(root, workspace),
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(`${code === 0 ? "✓" : "✗"} ${workspace} (${seconds} s)`);
      if (output) console.info(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const results = [];
const runNext = async () => {
  for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
    results.push(await typecheck(workspace));
  }
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, runNext));
process.exit(results.every(Boolean) ? 0 : 1);
