import { describe, expect, it } from "vitest";
import { authorImageUrl } from "./image-url";

const owner = "0b4e7c2a-5d1f-4a8e-9c3b-2f6d8e1a7b90";

describe("authorImageUrl", () => {
  // Served from the site's own origin (0155): the page's largest paint needs no second connection.
  it.each([
    [
      `author-pages/${owner}/cover-0a1b2c3d4e5f60718293a4b5.webp`,
      `/authors/media/${owner}/cover-0a1b2c3d4e5f60718293a4b5.webp`,
    ],
    [
      `author-pages/${owner}/photo-0a1b2c3d4e5f60718293a4b5.webp`,
      `/authors/media/${owner}/photo-0a1b2c3d4e5f60718293a4b5.webp`,
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

  it("asks for the displayed width when given one", () => {
    expect(authorImageUrl(`author-pages/${owner}/cover-0a1b2c3d4e5f60718293a4b5.webp`, 320)).toBe(
      `/authors/media/${owner}/cover-0a1b2c3d4e5f60718293a4b5.webp?w=320`,
    );
  });
});
