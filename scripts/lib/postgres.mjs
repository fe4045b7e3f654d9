// A throwaway PostgreSQL server for tests and benchmarks: Debian's binaries, its own data folder
// and port, listening on 127.0.0.1 only, fsync off (the data is disposable).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function findPostgresBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, "bin");
    if (existsSync(path.join(bin, "initdb"))) return bin;
  }
  return null;
}

// initdb refuses to run as root, so as root the server runs as the postgres user.
function asServerUser(command, args) {
  if (process.getuid?.() === 0) return ["runuser", ["-u", "postgres", "--", command, ...args]];
  return [command, args];
}

function runQuiet(command, args) {
  const [cmd, argv] = asServerUser(command, args);
  const result = spawnSync(cmd, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
}

/** Starts a server and returns its connection URL (database `postgres`) and a stop function. */
export function startPostgres({ port = 55433 } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found (apt-get install postgresql)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "inkforge-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  const data = path.join(dir, "data");
  const socket = path.join(dir, "sock");
  runQuiet(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
  ]);
  mkdirSync(socket);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", socket]);
  const options = [
    `-p ${port}`,
    `-k ${socket}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  runQuiet(path.join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    options,
    "start",
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runQuiet(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once("exit", stop);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@/postgres?host=${encodeURIComponent(socket)}&port=${port}`,
    socket,
    port,
    bin,
    stop,
  };
}
