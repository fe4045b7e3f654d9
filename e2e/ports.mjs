import os from "node:os";
import path from "node:path";

/** Ports and data folder of the servers the end-to-end suite starts (never the dev ports). */
export const e2ePorts = {
  web: Number(process.env.E2E_WEB_PORT ?? 3310),
  api: Number(process.env.E2E_API_PORT ?? 4310),
  /** The community forum's address the site is built with; journeys answer it with page.route. */
  forum: Number(process.env.E2E_FORUM_PORT ?? 4399),
  dataDir: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "inkforge-e2e-data"),
};
