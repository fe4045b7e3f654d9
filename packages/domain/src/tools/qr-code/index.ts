export * from "./contrast";
export * from "./schema";
