import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { ResearchSources } from "../../services/research/ports";
import type { App } from "../../types";

declare module "fastify" {
  interface FastifyInstance {
    /** The validated configuration (see loadConfig). */
    config: Config;
    /** The database handle every query function takes first. */
    db: Database;
    /**
     * The clock. Handlers read time only from here, never from `new Date()`, so tests can pin it
     * and every date rule uses the server's clock (DESIGN 6).
     */
    now: () => Date;
    /** The research data sources (sample, Amazon, Keepa, DataForSEO), chosen once from config. */
    research: ResearchSources;
  }
}

export type AppContext = {
  config: Config;
  db: Database;
  now: () => Date;
  research: ResearchSources;
};

/** Makes config, database and clock available to every plugin and route. */
export function decorateAppContext(app: App, { config, db, now, research }: AppContext): void {
  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("now", now);
  app.decorate("research", research);
}
