import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  type SandboxPaymentRow,
  type SandboxSubscriptionRow,
  sandboxPayments,
  sandboxSubscriptions,
} from "../../../db/schema";
import { type PaymentEvent, WebhookVerificationError } from "../provider";
import { sandboxId } from "./ids";
import { SANDBOX_SIGNATURE_HEADER, signPayload, verifySignature } from "./signing";
import { type SandboxEvent, toPaymentEvent } from "./wire-format";

export type SandboxDelivery = (rawBody: Buffer, headers: Record<string, string>) => Promise<void>;

export type SandboxOptions = {
  db: Database;
  now: () => Date;
  /** Signs webhook deliveries (see signing.ts). */
  webhookSecret: string;
  /** Origin of this API as browsers reach it, for the hosted pages' URLs. */
  publicUrl: string;
};

/**
 * What every sandbox flow shares: its records, the clock, the hosted pages' URLs, and signed
 * webhook deliveries to the shop (the same path `POST /api/webhooks/sandbox` takes).
 */
export class SandboxCore {
  private deliverEvent: SandboxDelivery | undefined;

  constructor(readonly options: SandboxOptions) {}

  get db(): Database {
    return this.options.db;
  }

  now(): Date {
    return this.options.now();
  }

  onDeliver(deliver: SandboxDelivery): void {
    this.deliverEvent = deliver;
  }

  url(path: string): string {
    return `${this.options.publicUrl}${path}`;
  }

  buildEvent(type: string, data: Record<string, unknown>): string {
    const event: SandboxEvent = {
      id: sandboxId("evt"),
      type,
      created: Math.floor(this.now().getTime() / 1000),
      data,
    };
    return JSON.stringify(event);
  }

  /** Delivers an event body, freshly signed, as a provider retrying a webhook would. */
  async deliver(body: string): Promise<void> {
    if (!this.deliverEvent) throw new Error("The sandbox has nowhere to deliver events");
    const raw = Buffer.from(body, "utf8");
    await this.deliverEvent(raw, {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signPayload(this.options.webhookSecret, raw, this.now()),
    });
  }

  sign(body: Buffer | string): string {
    return signPayload(this.options.webhookSecret, body, this.now());
  }

  parseEvents(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent[] {
    verifySignature(
      this.options.webhookSecret,
      rawBody,
      headers[SANDBOX_SIGNATURE_HEADER],
      this.now(),
    );
    let event: SandboxEvent;
    try {
      event = JSON.parse(rawBody.toString("utf8")) as SandboxEvent;
    } catch {
      throw new WebhookVerificationError("The body is not JSON");
    }
    if (typeof event?.id !== "string" || typeof event.type !== "string" || !event.data) {
      throw new WebhookVerificationError("The body is not a sandbox event");
    }
    return [toPaymentEvent(event)];
  }

  async findByRequestId(kind: SandboxPaymentRow["kind"], requestId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.kind, kind), eq(sandboxPayments.requestId, requestId)));
    return row;
  }

  async findPayment(
    kind: SandboxPaymentRow["kind"],
    id: string,
  ): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.kind, kind), eq(sandboxPayments.id, id)));
    return row;
  }

  async findSubscription(id: string): Promise<SandboxSubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id));
    return row;
  }
}
