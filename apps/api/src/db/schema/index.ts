// Every table, gathered for drizzle (relational queries) and drizzle-kit (migrations).
export * from "./accounts";
export * from "./affiliate";
export * from "./blog";
export * from "./features";
export * from "./gamification";
export * from "./hot-niches";
export * from "./messages";
export * from "./newsletter";
export * from "./notifications";
export * from "./outbox";
export * from "./pen-names";
export * from "./planner";
export * from "./promotions";
export * from "./research";
export * from "./shop";
export * from "./trackers";
export * from "./usage";
