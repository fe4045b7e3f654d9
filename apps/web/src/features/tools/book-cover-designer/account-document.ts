import {
  type CoverV2,
  coverV2Reducer,
  readCoverJson,
  serialiseCover,
} from "@inkforge/domain/tools/book-cover-designer/cover-v2";
import type { MeasureText } from "@inkforge/domain/tools/book-cover-designer/layout";
import { fetchDesignImage, uploadDesignImage } from "@/lib/api/designs-client";

/*
 * The cover design as saved to the account (decision 0113): the design file's JSON without the
 * image, and the image by the name the API stored it under (re-encoded, size-checked), so the
 * account's documents stay small and images are never data URLs there.
 */

type AccountImage = { file: string; name: string; widthPx: number; heightPx: number; fit: string };
/** The last image uploaded, so autosaves do not upload the same image again. */
export type UploadCache = { dataUrl: string; file: string } | null;

function dataUrlToBlob(dataUrl: string): Blob {
  const [head = "", data = ""] = dataUrl.split(",", 2);
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? "application/octet-stream";
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  // In slices: String.fromCharCode with millions of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${blob.type || "image/png"};base64,${btoa(binary)}`;
}

export async function toAccountDocument(
  design: CoverV2,
  api: { url: string; token: string },
  cache: { current: UploadCache },
): Promise<Record<string, unknown>> {
  let image: AccountImage | null = null;
  if (design.image) {
    if (cache.current?.dataUrl !== design.image.dataUrl) {
      const stored = await uploadDesignImage(
        api.url,
        api.token,
        dataUrlToBlob(design.image.dataUrl),
      );
      cache.current = { dataUrl: design.image.dataUrl, file: stored.name };
    }
    const { name, widthPx, heightPx, fit } = design.image;
    image = { file: cache.current?.file ?? "", name, widthPx, heightPx, fit };
  }
  return { design: JSON.parse(serialiseCover(design, { withImage: false })), image };
}

export async function fromAccountDocument(
  document: Record<string, unknown>,
  api: { url: string; token: string },
  cache: { current: UploadCache },
  measure: MeasureText,
): Promise<CoverV2> {
  // A cover saved before version 2 (decision 0154) is converted here.
  const parsed = readCoverJson(JSON.stringify(document.design ?? null), measure);
  if (!parsed.ok) {
    const first = parsed.issues[0];
    throw new Error(
      `This saved design could not be opened: ${first ? `${first.path}: ${first.message}` : "unknown problem"}`,
    );
  }
  const image = document.image as AccountImage | null | undefined;
  if (!image) return parsed.cover;
  const dataUrl = await blobToDataUrl(await fetchDesignImage(api.url, api.token, image.file));
  cache.current = { dataUrl, file: image.file };
  const attached: NonNullable<CoverV2["image"]> = {
    name: image.name,
    dataUrl,
    widthPx: image.widthPx,
    heightPx: image.heightPx,
    fit: image.fit === "fit" ? "fit" : "fill",
  };
  // A version 1 design was saved without its image, so its frame was placed without one: the
  // image lands where its fit puts it, as version 1 drew it. A version 2 frame stays as placed.
  const saved = document.design as { version?: unknown } | null | undefined;
  return saved?.version === 2
    ? { ...parsed.cover, image: attached }
    : coverV2Reducer(parsed.cover, { type: "image", image: attached }, measure);
}
