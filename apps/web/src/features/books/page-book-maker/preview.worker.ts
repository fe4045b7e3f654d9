import { computeMakerPreview, type MakerPreviewRequest } from "./preview";

/*
 * Generating fifty mandalas or laying out a 365-day planner takes a moment: the preview runs here,
 * off the page's main thread, so typing stays smooth (decisions 0100, 0110).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MakerPreviewRequest & { id: number }>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { id, ...request } = event.data;
  try {
    scope.postMessage({ id, preview: computeMakerPreview(request) });
  } catch (error) {
    scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
};
