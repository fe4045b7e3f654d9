export * from "./data";
export * from "./famous-author";
export * from "./generate";
export * from "./genres";
