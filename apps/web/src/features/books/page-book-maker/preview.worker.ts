import { answerJobs } from "@/lib/workers/latest-only-runner";
import { computeMakerPreview } from "./preview";

// Generating fifty mandalas or laying out a 365-day planner takes a moment: the preview runs here,
// off the page's main thread, so typing stays smooth (decisions 0100, 0110).
answerJobs(computeMakerPreview);
