import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { App } from "../../types";

export const docsRoutePrefix = "/docs";

/**
 * The OpenAPI document is generated from the routes' zod schemas (`/docs/json`) and shown by
 * Swagger UI at `/docs`. Must be registered before the routes, which it collects as they are added.
 */
export async function registerApiDocs(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Inkforge API",
        description: 'REST API of Inkforge. Errors are `{ name: "Error", code, message }`.',
        version: "0.0.0",
      },
      tags: [
        { name: "system", description: "Health and server time" },
        { name: "newsletter", description: "Newsletter sign-up" },
      ],
    },
    transform: createJsonSchemaTransform({
      skipList: [
        docsRoutePrefix,
        `${docsRoutePrefix}/`,
        `${docsRoutePrefix}/json`,
        `${docsRoutePrefix}/yaml`,
        `${docsRoutePrefix}/static/*`,
        `${docsRoutePrefix}/*`,
      ],
    }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: docsRoutePrefix });
}
