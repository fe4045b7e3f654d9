import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import type { App } from "../../types";

const docsRoutePrefix = "/docs";

/**
 * The Swagger UI is a real page: its own scripts, styles (it sets inline style attributes), data:
 * images, and a fetch of /docs/json. Everything stays same-origin. It replaces the API's CSP, which
 * allows nothing, on the docs routes only.
 */
const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(";");

/**
 * The OpenAPI document is generated from the routes' zod schemas (`/docs/json`) and shown by
 * Swagger UI at `/docs`. Must be registered before the routes, which it collects as they are added.
 * Served only when `apiDocs` is on (API_DOCS; by default in demo mode only): a production API
 * does not hand its map to strangers unless asked to. The document is still built, for
 * `app.swagger()`.
 */
export async function registerApiDocs(
  app: App,
  { apiDocs }: Pick<Config, "apiDocs">,
): Promise<void> {
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
  if (!apiDocs) return;
  await app.register(swaggerUi, {
    routePrefix: docsRoutePrefix,
    staticCSP: docsContentSecurityPolicy,
  });
}
