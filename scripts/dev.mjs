// `npm run dev`: API with tsx watch and the web app with next dev (hot reload), embedded database.
import path from "node:path";
import {
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
const webOrigin = `http://${host}:${webPort}`;
const dataDir = process.env.DATA_DIR ?? path.join(root, ".data");

ensureDependencies();
const children = [];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

const api = startChild("api", "npm", ["run", "dev", "-w", "@inkforge/api"], {
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
await waitForUrl(`http://${host}:${apiPort}/health`, { child: api });
const secrets = readDemoSecrets(dataDir);
children.push(
  startChild(
    "web",
    process.execPath,
    [path.join(root, "node_modules/next/dist/bin/next"), "dev", "-p", webPort, "-H", host],
    {
      cwd: path.join(root, "apps/web"),
      env: {
        ...process.env,
        NEXT_PUBLIC_API_URL: `http://${host}:${apiPort}`,
        API_URL: `http://${host}:${apiPort}`,
        SITE_URL: webOrigin,
        NEXTAUTH_URL: webOrigin,
        NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? secrets.NEXTAUTH_SECRET ?? "",
      },
    },
  ),
);
