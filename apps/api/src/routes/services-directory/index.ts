import { publicServiceProvidersSchema } from "@inkforge/domain/contracts/service-directory";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listPublicProviders } from "../../services/services-directory/providers";

export const servicesDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/services/providers: the directory as operators entered it (decision 0135).
  app.get(
    "/api/services/providers",
    {
      schema: {
        operationId: "listServiceProviders",
        summary: "The services directory's providers, as entered by operators",
        tags: ["content"],
        response: { 200: publicServiceProvidersSchema },
      },
    },
    async (_request, reply) => {
      // The web server caches it for a minute; browsers and proxies briefly too.
      // The site reads this on every render (decision 0145); a proxy must not keep an old copy.
      reply.header("cache-control", "no-cache");
      return { providers: await listPublicProviders(app.db) };
    },
  );
};
