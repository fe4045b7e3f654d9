import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  OWN_IMAGES_MAX_TOTAL_BYTES,
  requireOwnImagesPrintable,
} from "../../src/services/books/coloring-images";
import { storeDesignImage } from "../../src/services/designs/design-images";
import { createMemoryStorage } from "../../src/services/storage/file-storage";

/*
 * A coloring build holds all its own images in memory (issue 28): the request is refused, naming
 * `images`, once the stored bytes it names pass the cap; at the cap it is accepted.
 */

const userId = "8c1f6a2e-4a8e-4d8e-9a55-3f1c2b7d9e01";
const live = { width: 540, height: 720 };

async function storedImage(storage: ReturnType<typeof createMemoryStorage>, shade: string) {
  const png = await sharp({ create: { width: 2400, height: 3000, channels: 3, background: shade } })
    .png()
    .toBuffer();
  return storeDesignImage(storage, { userId, bytes: new Uint8Array(png) });
}

describe("the total size of a build's own images", () => {
  it("is capped at 100 MB by default", () => {
    expect(OWN_IMAGES_MAX_TOTAL_BYTES).toBe(100 * 1024 * 1024);
  });

  it("accepts images up to the cap and refuses one byte over, naming images", async () => {
    const storage = createMemoryStorage();
    const first = await storedImage(storage, "#ffffff");
    const second = await storedImage(storage, "#eeeeee");
    const images = [
      { name: first.name, trace: false },
      { name: second.name, trace: true },
    ];
    const total = first.bytes + second.bytes;
    await expect(
      requireOwnImagesPrintable(storage, userId, images, live, total),
    ).resolves.toBeUndefined();
    const refused = requireOwnImagesPrintable(storage, userId, images, live, total - 1);
    await expect(refused).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(refused).rejects.toThrow(/^images: These images add up to more than/);
  });
});
