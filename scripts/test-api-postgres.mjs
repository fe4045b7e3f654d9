// The API suite on a real PostgreSQL server (DESIGN 2): starts a disposable server with Debian's
// binaries (scripts/lib/postgres.mjs), runs `vitest run --project api` with TEST_DATABASE_URL (each
// test app then gets a fresh database on it), stops the server, and exits with vitest's status.
// Extra arguments go to vitest (e.g. a test file).
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
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

const port = Number(process.env.TEST_POSTGRES_PORT ?? (await freePort()));
console.info(`› Starting a disposable PostgreSQL on 127.0.0.1:${port}…`);
const postgres = startPostgres({ port });
let status = 1;
try {
  const result = spawnSync("npx", ["vitest", "run", "--project", "api", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
  status = result.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
