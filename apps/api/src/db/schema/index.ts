// Every table, gathered for drizzle (relational queries) and drizzle-kit (migrations).
export * from "./newsletter";
