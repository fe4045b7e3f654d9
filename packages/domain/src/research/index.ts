export * from "./backend-keywords";
export * from "./keyword-rules";
export * from "./keyword-text";
export * from "./seed-expansion";
