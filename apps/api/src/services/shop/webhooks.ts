import type { PaymentProviderName } from "../../db/schema";
import { AppError } from "../../errors";
import { type PaymentEvent, WebhookVerificationError } from "../payments/provider";
import { applyPaymentEvent, type EventOutcome } from "./apply-payment-event";
import type { ShopContext } from "./context";

export type WebhookSource = "stripe" | "paypal" | "sandbox";

/**
 * One webhook delivery (decision 0018): the provider verifies it over the raw bytes and turns it
 * into events; each goes through `applyPaymentEvent`. A delivery that does not verify is 400 and
 * changes nothing. The sandbox's approvals come through here too.
 */
export async function handleWebhook(
  ctx: ShopContext,
  source: WebhookSource,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: true; outcomes: EventOutcome[] }> {
  let events: PaymentEvent[];
  let provider: PaymentProviderName;
  try {
    if (source === "paypal") {
      const paypal = ctx.providers.paypal;
      if (paypal?.name !== "paypal") throw new AppError("NOT_FOUND", "Not configured");
      provider = paypal.name;
      events = await paypal.verifyWebhook(rawBody, headers);
    } else {
      const card = ctx.providers.card;
      if (card?.name !== source) throw new AppError("NOT_FOUND", "Not configured");
      provider = card.name;
      events = await card.parseWebhook(rawBody, headers);
    }
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      ctx.log.warn({ source, reason: error.message }, "webhook refused");
      throw new AppError("WEBHOOK_INVALID", `The webhook did not verify: ${error.message}`);
    }
    throw error;
  }
  const outcomes: EventOutcome[] = [];
  for (const event of events) {
    outcomes.push(await applyPaymentEvent(ctx, provider, event));
  }
  return { received: true, outcomes };
}
