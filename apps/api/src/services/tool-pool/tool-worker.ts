import { createToolWorkerHandler } from "./task";
import { toolTasks } from "./tool-tasks";

/** The tool workers' entry (decision 0076): built to dist/tool-worker.js beside the server. */
export default createToolWorkerHandler(toolTasks);
