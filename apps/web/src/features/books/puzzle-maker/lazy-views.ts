/*
 * The parts of the maker that appear after the first paint: the preview's pages and the build
 * area with its API calls. Loaded with `import()` so the page's first load stays within the tool
 * budget (decisions 0087, 0100).
 */
export { BuildArea } from "./build-area";
export { PreviewResult } from "./preview-result";
