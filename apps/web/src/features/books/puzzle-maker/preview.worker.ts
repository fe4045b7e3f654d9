import { computePreview, type PreviewRequest } from "./preview";

/*
 * Generating a hard sudoku can take a second: the preview runs here, off the page's main thread,
 * so typing stays smooth (decision 0100). One message in, one answer out.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PreviewRequest & { id: number }>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { id, ...request } = event.data;
  try {
    scope.postMessage({ id, preview: computePreview(request) });
  } catch (error) {
    scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
};
