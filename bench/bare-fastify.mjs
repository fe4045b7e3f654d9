// The baseline for api-throughput.mjs: Fastify with one JSON route and nothing else, written as
// fastify/benchmarks writes it (a response schema, so fast-json-stringify serialises the body).
// BARE_SCHEMA=off drops the schema, for bench/api-baseline-probe.mjs only.
import Fastify from "fastify";

const app = Fastify({ logger: false });
const schema =
  process.env.BARE_SCHEMA === "off"
    ? {}
    : {
        schema: {
          response: { 200: { type: "object", properties: { hello: { type: "string" } } } },
        },
      };
app.get("/", schema, (_request, reply) => {
  reply.send({ hello: "world" });
});
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 4411) });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
