// GET /api/server-time requests per second against a bare Fastify hello route, both in their own
// processes on this machine, same autocannon settings. Goal: at least 65% of the bare route.
import path from "node:path";
import autocannon from "autocannon";
import { benchPorts, buildAll, printTable, root, startServer, stopAll } from "./lib.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(url) {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

if (process.argv.includes("--no-build")) {
  // use existing build
} else {
  buildAll();
}
await startServer(["apps/api/dist/server.js"], {
  env: { API_PORT: String(benchPorts.api), DATA_DIR: "memory://" },
  url: `http://127.0.0.1:${benchPorts.api}/health`,
});
await startServer([path.join(root, "bench/bare-fastify.mjs")], {
  env: { PORT: String(benchPorts.bare) },
  url: `http://127.0.0.1:${benchPorts.bare}/`,
});

const bare = await measure(`http://127.0.0.1:${benchPorts.bare}/`);
const serverTime = await measure(`http://127.0.0.1:${benchPorts.api}/api/server-time`);
const ratio = serverTime.rps / bare.rps;
console.info(`autocannon: ${connections} connections, ${duration} s each (after a 2 s warm-up)`);
printTable([
  {
    route: "bare Fastify GET /",
    "req/s": Math.round(bare.rps),
    "p99 ms": bare.p99,
    errors: bare.errors,
    ratio: "100%",
  },
  {
    route: "GET /api/server-time",
    "req/s": Math.round(serverTime.rps),
    "p99 ms": serverTime.p99,
    errors: serverTime.errors,
    ratio: `${(ratio * 100).toFixed(1)}% (goal ≥ 65%: ${ratio >= 0.65 ? "met" : "MISSED"})`,
  },
]);
stopAll();
process.exit(0);
