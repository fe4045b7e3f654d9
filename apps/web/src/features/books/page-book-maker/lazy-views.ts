/*
 * The parts of the makers that appear after the first paint: the preview's pages and the build
 * area with its API calls, loaded with `import()` to keep the first load in the tool budget.
 */
export { BuildArea } from "../puzzle-maker/build-area";
export { MakerPreviewResult } from "./preview-result";
