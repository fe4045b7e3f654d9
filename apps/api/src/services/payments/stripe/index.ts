export * from "./stripe-client";
export * from "./stripe-provider";
export * from "./stripe-webhooks";
