// The API suite, once, on a real PostgreSQL server under the current Node LTS line (DESIGN 2,
// issue 25, decision 0086): starts a disposable server with Debian's binaries
// (scripts/lib/postgres.mjs), runs `vitest run --project api` with TEST_DATABASE_URL (the global
// setup migrates one template database; each test app gets a copy of it), stops the server, and
// exits with vitest's status. Extra arguments go to vitest (e.g. a test file).
// `--machine-node` runs it on the Node running this script instead of the LTS line.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { ensureNodeLts } from "./lib/node-lts.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { root } from "./lib/project.mjs";

/** A port nobody listens on right now. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const args = process.argv.slice(2);
const machineNode = args.includes("--machine-node");
const vitestArgs = args.filter((arg) => arg !== "--machine-node");
const node = machineNode ? process.execPath : ensureNodeLts();

const port = Number(process.env.TEST_POSTGRES_PORT ?? (await freePort()));
console.info(`› Starting a disposable PostgreSQL on 127.0.0.1:${port}…`);
const postgres = startPostgres({ port });
let status = 1;
try {
  const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
  console.info(`› API suite on PostgreSQL, Node ${version}`);
  const result = spawnSync(
    node,
    [
      path.join(root, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "--project",
      "api",
      ...vitestArgs,
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, TEST_DATABASE_URL: postgres.url },
    },
  );
  status = result.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
