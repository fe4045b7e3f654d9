import { createToolPool, type ToolPool } from "../../services/tool-pool/tool-pool";
import type { ToolTasks } from "../../services/tool-pool/tool-tasks";
import type { App } from "../../types";

declare module "fastify" {
  interface FastifyInstance {
    /** CPU-heavy tool work off the event loop, with a deadline and a memory limit (decision 0076). */
    toolPool: ToolPool<ToolTasks>;
  }
}

/**
 * One pool per app, sized from config. Its threads start on the first task, so an app that never
 * runs a tool (most test files) starts none; closing the app stops them.
 */
export function registerToolPool(app: App): void {
  const pool = createToolPool<ToolTasks>({ ...app.config.toolPool, log: app.log });
  app.decorate("toolPool", pool);
  app.addHook("onClose", async () => {
    await pool.close();
  });
}
