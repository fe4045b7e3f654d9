import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { handleWebhook, type WebhookSource } from "../../services/shop/webhooks";
import type { ShopContextFactory } from "./context";

const ackSchema = z.object({ received: z.literal(true) });

/**
 * Provider webhooks (decision 0018). In their own scope every body is read as raw bytes,
 * whatever its Content-Type, because signatures are computed over the exact bytes sent.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  shop: ShopContextFactory;
  sources: WebhookSource[];
}> = async (app, { shop, sources }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
    done(null, body);
  });

  for (const source of sources) {
    app.post(
      `/api/webhooks/${source}`,
      {
        config: { rateLimit: { max: 600, timeWindow: "1 minute" } },
        schema: {
          operationId: `${source}Webhook`,
          summary: `Receive a ${source} webhook (raw, signed body)`,
          description:
            "Verified over the raw bytes; a bad signature or a stale timestamp is 400 " +
            "WEBHOOK_INVALID and changes nothing. A replayed event is acknowledged and ignored.",
          tags: ["webhooks"],
          response: { 200: ackSchema, ...errorResponses(400, 404, 413, 429) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // The console's system screen shows each provider's last good and last refused event.
        const name = `payments.webhook.${source}`;
        try {
          await handleWebhook(shop(request), source, raw, request.headers);
        } catch (error) {
          app.opsMeter.integration(name, {
            ok: false,
            error: error instanceof Error ? error.message : "unexpected error",
          });
          throw error;
        }
        app.opsMeter.integration(name, { ok: true });
        return { received: true as const };
      },
    );
  }
};
