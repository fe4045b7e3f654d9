// @vitest-environment node
import { describe, expect, it } from "vitest";
import { publicEnv } from "@/config/public-env";
import { authorImageUrl } from "./image-url";

const owner = "0b4e7c2a-5d1f-4a8e-9c3b-2f6d8e1a7b90";
const images = `${publicEnv.apiUrl}/api/v1/author-pages/images`;

describe("authorImageUrl", () => {
  it.each([
    [
      `author-pages/${owner}/cover-0a1b2c3d4e5f60718293a4b5.webp`,
      `${images}/${owner}/cover-0a1b2c3d4e5f60718293a4b5.webp`,
    ],
    [
      `author-pages/${owner}/photo-0a1b2c3d4e5f60718293a4b5.webp`,
      `${images}/${owner}/photo-0a1b2c3d4e5f60718293a4b5.webp`,
    ],
    ["", null],
    [`author-pages/${owner}/cover.png`, null],
    [`author-pages/${owner}/../cover.webp`, null],
    [`author-pages/${owner}/sub/cover.webp`, null],
    [`other/${owner}/cover.webp`, null],
    ["author-pages/not-a-uuid/cover.webp", null],
    ["https://example.com/cover.webp", null],
  ])("%s → %s", (key, url) => {
    expect(authorImageUrl(key)).toBe(url);
  });

  // The public page shows covers 160 px wide; the full upload is 1000 × 1600 (0155).
  it("asks for the displayed width when given one", () => {
    expect(authorImageUrl(`author-pages/${owner}/cover-0a1b2c3d4e5f60718293a4b5.webp`, 320)).toBe(
      `${images}/${owner}/cover-0a1b2c3d4e5f60718293a4b5.webp?w=320`,
    );
  });
});
