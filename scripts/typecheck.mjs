// `npm run typecheck`: every workspace's `tsc --noEmit`, two at a time (tsc is single-threaded and
// CI has two cores; one after another took 45 s), each one's output printed whole when it ends.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/project.mjs";

/** The workspaces (as the root package.json lists them) that have a `typecheck` script. */
function typedWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith("/*")
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map(
          (name) => `${pattern.slice(0, -2)}/${name}`,
        )
      : [pattern],
  );
  return folders.filter((folder) => {
    const manifest = path.join(root, folder, "package.json");
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).scripts?.typecheck;
  });
}

// The largest first, so the two queues end close together.
const workspaces = typedWorkspaces().sort(
  (a, b) => ["apps/api", "apps/web"].indexOf(b) - ["apps/api", "apps/web"].indexOf(a),
);
const tsc = path.join(root, "node_modules/typescript/bin/tsc");

function check(workspace) {
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
    child.on("close", (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(`${status === 0 ? "✔" : "✘"} ${workspace} (${seconds} s)`);
      if (output.trim()) console.info(output.trimEnd());
      resolve(status === 0);
    });
  });
}

const queue = [...workspaces];
const results = await Promise.all(
  Array.from({ length: 2 }, async () => {
    let ok = true;
    for (let next = queue.shift(); next; next = queue.shift()) ok = (await check(next)) && ok;
    return ok;
  }),
);
if (!results.every(Boolean)) process.exit(1);
