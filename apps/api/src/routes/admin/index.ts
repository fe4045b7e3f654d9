import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ConsoleSecrets } from "../../services/admin/secrets";
import type { PaymentProviders } from "../../services/payments/provider";
import { consoleSessionRoutes } from "./console-session";
import { registerConsoleGate, registerNoStore } from "./gate";
import { kdpFigureRoutes } from "./kdp-figures";
import { moderationRoutes } from "./moderation";
import { onSaleRoutes } from "./on-sale";
import { opsRoutes } from "./ops";
import { orderRoutes } from "./orders";
import { parseFailureRoutes } from "./parse-failures";
import { payoutRoutes } from "./payouts";
import { peopleRoutes } from "./people";
import { promotionRoutes } from "./promotions";
import { serviceProviderRoutes } from "./service-providers";
import { consoleSignInRoutes } from "./sign-in";

export type AdminRoutesOptions = { secrets: ConsoleSecrets; payments: PaymentProviders };

/**
 * The operator console's API (issue 29, decisions 0103 and 0104): the second step for staff
 * accounts, then the console's routes behind a console session. The embedded database's backup
 * (`/api/admin/backup`) and the page-time beacon keep their own access rules elsewhere.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  await app.register(consoleSignInRoutes, { secrets: options.secrets });
  await app.register(async (console) => {
    registerConsoleGate(console);
    registerNoStore(console);
    await console.register(consoleSessionRoutes);
    await console.register(peopleRoutes);
    await console.register(orderRoutes, { payments: options.payments });
    await console.register(moderationRoutes);
    await console.register(kdpFigureRoutes);
    await console.register(payoutRoutes);
    await console.register(parseFailureRoutes);
    await console.register(opsRoutes);
    await console.register(promotionRoutes);
    await console.register(serviceProviderRoutes);
    await console.register(onSaleRoutes);
  });
};
