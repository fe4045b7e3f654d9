import { answerJobs } from "@/lib/workers/latest-only-runner";
import { computePreview } from "./preview";

// Generating a hard sudoku can take a second: the preview runs here, off the page's main thread,
// so typing stays smooth (decision 0100).
answerJobs(computePreview);
