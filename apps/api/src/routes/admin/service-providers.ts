import {
  consoleServiceProviderSchema,
  consoleServiceProvidersSchema,
  serviceProviderInputSchema,
} from "@inkforge/domain/contracts/service-directory";
import { uuidSchema } from "@inkforge/domain/contracts/text";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { consoleContext } from "../../services/admin/console-context";
import {
  createProvider,
  deleteProvider,
  listConsoleProviders,
  updateProvider,
} from "../../services/services-directory/providers";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

const idParams = z.object({ id: uuidSchema });
const savedSchema = z.object({ provider: consoleServiceProviderSchema });

/** The services directory's providers, entered and vetted by operators (decision 0135). */
export const serviceProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) =>
    consoleContext(app, request, requireConsoleCaller(request));

  app.get(
    "/api/admin/service-providers",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "listConsoleServiceProviders",
        summary: "Every provider of the services directory, with who vetted it",
        tags: ["admin"],
        response: { 200: consoleServiceProvidersSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => listConsoleProviders(ctx(request)),
  );

  app.post(
    "/api/admin/service-providers",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "createServiceProvider",
        summary: "Add a provider to the services directory (audited)",
        tags: ["admin"],
        body: serviceProviderInputSchema,
        response: { 200: savedSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => createProvider(ctx(request), request.body),
  );

  app.put(
    "/api/admin/service-providers/:id",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "updateServiceProvider",
        summary: "Replace a provider's listing, or vet it or take its vetting away (audited)",
        tags: ["admin"],
        params: idParams,
        body: serviceProviderInputSchema,
        response: { 200: savedSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => updateProvider(ctx(request), request.params.id, request.body),
  );

  app.delete(
    "/api/admin/service-providers/:id",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "deleteServiceProvider",
        summary: "Remove a provider from the services directory (audited)",
        tags: ["admin"],
        params: idParams,
        response: { 200: z.object({ deleted: z.string() }), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => deleteProvider(ctx(request), request.params.id),
  );
};
