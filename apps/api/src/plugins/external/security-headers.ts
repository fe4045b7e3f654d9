import helmet from "@fastify/helmet";
import type { App } from "../../types";
import { docsRoutePrefix } from "./api-docs";

/**
 * A JSON API never serves pages, so its responses may load nothing at all. This also stops a
 * browser from rendering an error body that echoes user input as HTML.
 */
const apiContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
};

/**
 * The Swagger UI under /docs is a real page: its own scripts, styles (it sets inline style
 * attributes), data: images, and a fetch of /docs/json. Everything stays same-origin.
 */
const docsContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

function isDocsUrl(url: string): boolean {
  return url === docsRoutePrefix || url.startsWith(`${docsRoutePrefix}/`);
}

/** Security headers (helmet) on every response, with a looser CSP for the docs UI only. */
export async function registerSecurityHeaders(app: App): Promise<void> {
  await app.register(helmet, { contentSecurityPolicy: apiContentSecurityPolicy });

  // Swagger UI registers its own routes, so they cannot carry a `helmet` route option; helmet
  // reads `config.helmet` at request time, so setting it here as each docs route is added works.
  app.addHook("onRoute", (routeOptions) => {
    if (isDocsUrl(routeOptions.url)) {
      // `config.helmet` is helmet's internal slot, so it is missing from the public types.
      routeOptions.config = {
        ...routeOptions.config,
        helmet: { contentSecurityPolicy: docsContentSecurityPolicy },
      } as typeof routeOptions.config;
    }
  });
}
