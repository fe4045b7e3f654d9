import { coverV1ToV2, coverV2Reducer } from "@inkforge/domain/tools/book-cover-designer/cover-v2";
import {
  createDefaultDesign,
  serialiseDesign,
} from "@inkforge/domain/tools/book-cover-designer/design";
import type { MeasureText } from "@inkforge/domain/tools/book-cover-designer/layout";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromAccountDocument, toAccountDocument, type UploadCache } from "./account-document";

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const api = { url: "http://api.test", token: "t0ken" };
const measure: MeasureText = (text, font) =>
  text.length * Number(/([\d.]+)px/.exec(font)?.[1] ?? 0) * 0.5;
const fresh = () => {
  const read = coverV1ToV2(createDefaultDesign(), measure);
  if (!read.ok) throw new Error("not converted");
  return read.cover;
};

describe("the cover design as saved to the account", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uploads the image once, keeps only its name, and opens it back", async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        return new Response(
          JSON.stringify({ name: `${"a".repeat(24)}.png`, width: 1, height: 1, bytes: 68 }),
        );
      }
      expect(url).toBe(`http://api.test/api/v1/designs/images/${"a".repeat(24)}.png`);
      return new Response(await (await fetch(PNG)).blob());
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) =>
      url.startsWith("data:") ? realFetch(url) : fetchMock(url, init),
    );
    const image = {
      name: "photo.png",
      dataUrl: PNG,
      widthPx: 1,
      heightPx: 1,
      fit: "fill" as const,
    };
    const design = coverV2Reducer(fresh(), { type: "image", image }, measure);
    const cache = { current: null as UploadCache };
    const document = await toAccountDocument(design, api, cache);
    await toAccountDocument(design, api, cache);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(document)).not.toContain("data:image");
    expect(document.image).toMatchObject({ file: `${"a".repeat(24)}.png`, name: "photo.png" });

    const opened = await fromAccountDocument(document, api, { current: null }, measure);
    expect(opened.image?.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect({ ...opened, image: null }).toEqual({ ...design, image: null });

    // Saved by the version 1 designer: converted, the image framed where its fit puts it.
    const old = {
      design: JSON.parse(serialiseDesign({ ...createDefaultDesign(), image: null })),
      image: document.image,
    };
    const converted = await fromAccountDocument(old, api, { current: null }, measure);
    expect(converted.version).toBe(2);
    expect({ ...converted, image: null }).toEqual({ ...design, image: null });
  });

  it("names the field of a saved document it cannot open", async () => {
    await expect(
      fromAccountDocument({ design: { version: 1 } }, api, { current: null }, measure),
    ).rejects.toThrow(/setup/);
  });
});
