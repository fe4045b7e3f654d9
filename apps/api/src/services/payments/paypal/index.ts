export * from "./paypal-client";
export * from "./paypal-provider";
export * from "./paypal-webhooks";
