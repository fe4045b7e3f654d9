import cors from "@fastify/cors";
import type { Config } from "../../config";
import type { App } from "../../types";

/** Only the web app may call the API from a browser, with credentials. */
export async function registerCors(app: App, config: Pick<Config, "webOrigin">): Promise<void> {
  await app.register(cors, {
    // An array (not a bare string) makes the plugin compare and leave the header off for any
    // other origin, instead of always sending the web origin.
    origin: [config.webOrigin],
    credentials: true,
    methods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    // List pages read Content-Range; rate-limited clients read Retry-After.
    exposedHeaders: ["Content-Range", "Retry-After", "X-Request-Id"],
    maxAge: 600,
  });
}
