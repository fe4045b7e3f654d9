export * from "./amazon-marketplaces";
export * from "./backend-keywords";
export * from "./competition-score";
export * from "./contract";
export * from "./demand-signal";
export * from "./keyword-rules";
export * from "./keyword-text";
export * from "./seed-expansion";
