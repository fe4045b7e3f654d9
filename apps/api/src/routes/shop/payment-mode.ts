import { paymentModeSchema } from "@inkforge/domain/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PaymentProviders } from "../../services/payments/provider";

/**
 * `GET /api/payments/mode` (decision 0028): whether payments are real. The web app shows its
 * "Test payments" banner on every page when the sandbox runs in production on purpose
 * (SANDBOX_PAYMENTS_IN_PRODUCTION), so no visitor mistakes a staging shop for a real one.
 */
export const paymentModeRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (
  app,
  { providers },
) => {
  const { payments, mode } = app.config;
  const sandbox = providers.sandbox !== undefined;
  const answer = {
    provider: sandbox ? ("sandbox" as const) : ("live" as const),
    test_payments_banner:
      sandbox && mode === "production" && payments.provider === "sandbox" && payments.inProduction,
  };
  app.get(
    "/api/payments/mode",
    {
      schema: {
        operationId: "getPaymentMode",
        summary: "Whether payments are real, and whether pages show the test-payments banner",
        tags: ["shop"],
        response: { 200: paymentModeSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return answer;
    },
  );
};
