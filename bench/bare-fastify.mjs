// The baseline for api-throughput.mjs: Fastify with one JSON route and nothing else.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 4411) });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
