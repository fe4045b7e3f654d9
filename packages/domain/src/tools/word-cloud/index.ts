export * from "./frequencies";
export * from "./stop-words";
