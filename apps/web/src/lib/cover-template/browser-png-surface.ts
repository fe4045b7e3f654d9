import type { CreatePngSurface } from "@inkforge/domain/tools/cover-template/render-canvas";

/** A canvas in the page that encodes itself as PNG bytes: the browser side of the generators. */
export const createBrowserPngSurface: CreatePngSurface = (widthPx, heightPx) => {
  const canvas = document.createElement("canvas");
  canvas.width = widthPx;
  canvas.height = heightPx;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas");
  return {
    context,
    toPng: () =>
      new Promise<Uint8Array>((resolve, reject) => {
        canvas.toBlob((blob) => {
          if (!blob) {
            reject(new Error("The image is too large for this browser to encode"));
            return;
          }
          blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject);
        }, "image/png");
      }),
  };
};
