// `npm start`: install what is missing, build what is stale, and run API + web on the embedded
// database (PGlite in .data/) until Ctrl+C.
import path from "node:path";
import {
  buildApiIfStale,
  buildWebIfStale,
  ensureDependencies,
  readDemoSecrets,
  root,
  startChild,
  waitForUrl,
} from "./lib/project.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const webPort = process.env.WEB_PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";
const host = "127.0.0.1";
const webOrigin = process.env.SITE_URL ?? `http://${host}:${webPort}`;
const publicApiUrl = process.env.NEXT_PUBLIC_API_URL ?? `http://${host}:${apiPort}`;
const dataDir = process.env.DATA_DIR ?? path.join(root, ".data");

ensureDependencies();
buildApiIfStale();
const publicEnv = { NEXT_PUBLIC_API_URL: publicApiUrl };
for (const name of [
  "NEXT_PUBLIC_GA_ID",
  "NEXT_PUBLIC_PAYPAL_CLIENT_ID",
  "NEXT_PUBLIC_PAYPAL_SDK_URL",
  "NEXT_PUBLIC_FORUM_SEARCH_URL",
  "NEXT_PUBLIC_FORMBRICKS_API_HOST",
  "NEXT_PUBLIC_FORMBRICKS_ENVIRONMENT_ID",
  "NEXT_PUBLIC_SENTRY_DSN",
]) {
  if (process.env[name]) publicEnv[name] = process.env[name];
}
buildWebIfStale({ publicEnv });

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.info("\n› Stopping…");
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  const deadline = setTimeout(() => process.exit(code), 10_000);
  deadline.unref();
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null,
    ),
  ).then(() => process.exit(code));
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const api = startChild("api", process.execPath, ["apps/api/dist/server.js"], {
  env: {
    ...process.env,
    API_HOST: host,
    API_PORT: apiPort,
    WEB_ORIGIN: webOrigin,
    DATA_DIR: dataDir,
    // The web server signs users in on their behalf; trust its forwarded client address.
    TRUST_PROXY: process.env.TRUST_PROXY ?? "loopback",
  },
});
children.push(api);
api.on("exit", (code) => !stopping && stop(code ?? 1));
await waitForUrl(`http://${host}:${apiPort}/health`, { child: api });

const secrets = readDemoSecrets(dataDir);
const web = startChild(
  "web",
  process.execPath,
  [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", webPort, "-H", host],
  {
    cwd: path.join(root, "apps/web"),
    env: {
      ...process.env,
      ...publicEnv,
      API_URL: `http://${host}:${apiPort}`,
      SITE_URL: webOrigin,
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? webOrigin,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? secrets.NEXTAUTH_SECRET ?? "",
    },
  },
);
children.push(web);
web.on("exit", (code) => !stopping && stop(code ?? 1));
await waitForUrl(`http://${host}:${webPort}/`, { child: web });
console.info(
  `\n✔ Inkforge is running: web ${webOrigin}  ·  API http://${host}:${apiPort}  (Ctrl+C to stop)\n`,
);
