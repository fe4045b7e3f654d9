import { describe, expect, it } from "vitest";
import {
  BOOK_WRITER_PATH,
  COLORING_MAKER_PATH,
  defaultExternalUrls,
  EXTENSION_PATH,
  externalUrlEnvNames,
  isHttpUrl,
  isOutsideLink,
  LOW_CONTENT_MAKER_PATH,
  PATTERN_DESIGNER_PATH,
  PUZZLE_MAKER_PATH,
  resolveExternalUrl,
  resolveExternalUrls,
  resolveProductLink,
} from "./external-urls";
import { externalDestinations } from "./types";

describe("external URLs", () => {
  it("has an absolute https default (the book makers, the writer and the designer: our own pages) and a distinct *_URL variable for every destination", () => {
    // Issues 27 and 28: the makers are on this site unless an outside app is set.
    const ownPages: Partial<Record<string, string>> = {
      puzzleMaker: PUZZLE_MAKER_PATH,
      lowContentCreator: LOW_CONTENT_MAKER_PATH,
      coloringEditor: COLORING_MAKER_PATH,
      // Issue 31: the text and pattern designer.
      designApp: PATTERN_DESIGNER_PATH,
      // Issue 34: the book writer.
      bookWriter: BOOK_WRITER_PATH,
      // Issue 32: the extensions' own page (the next test).
      allInOneExtension: EXTENSION_PATH,
      quickViewExtension: EXTENSION_PATH,
    };
    for (const destination of externalDestinations) {
      const own = ownPages[destination];
      if (own) {
        expect(defaultExternalUrls[destination]).toBe(own);
        continue;
      }
      expect(defaultExternalUrls[destination]).toMatch(/^https:\/\//);
      expect(isHttpUrl(defaultExternalUrls[destination])).toBe(true);
      expect(externalUrlEnvNames[destination]).toMatch(/^[A-Z][A-Z0-9_]*_URL$/);
    }
    const names = Object.values(externalUrlEnvNames);
    expect(new Set(names).size).toBe(externalDestinations.length);
  });

  it("extension defaults are our own extension page, not a store listing nobody configured", () => {
    for (const destination of ["allInOneExtension", "quickViewExtension"] as const) {
      expect(defaultExternalUrls[destination]).toBe(EXTENSION_PATH);
      expect(isHttpUrl(defaultExternalUrls[destination])).toBe(false);
    }
    const configured = resolveExternalUrls({
      ALL_IN_ONE_EXTENSION_URL: "https://chromewebstore.google.com/detail/x/abc",
    });
    expect(isHttpUrl(configured.allInOneExtension)).toBe(true);
  });

  it("an empty environment gives the defaults", () => {
    expect(resolveExternalUrls({})).toEqual(defaultExternalUrls);
  });

  it("applies overrides and keeps the other defaults", () => {
    const urls = resolveExternalUrls({
      FORUM_URL: "https://forum.example.org",
      BOOK_WRITER_URL: "http://127.0.0.1:5000/writer",
      UNRELATED: "not a url",
    });
    expect(urls.forum).toBe("https://forum.example.org");
    expect(urls.bookWriter).toBe("http://127.0.0.1:5000/writer");
    expect(urls.puzzleMaker).toBe(defaultExternalUrls.puzzleMaker);
  });

  it.each([
    ["", defaultExternalUrls.tutorials],
    ["   ", defaultExternalUrls.tutorials],
    [undefined, defaultExternalUrls.tutorials],
    ["  https://docs.example.com/tutorials  ", "https://docs.example.com/tutorials"],
  ])("TUTORIALS_URL=%j resolves to %s", (value, expected) => {
    expect(resolveExternalUrls({ TUTORIALS_URL: value }).tutorials).toBe(expected);
  });

  it.each([
    ["FORUM_URL", "community.example.org"],
    ["VIDEO_CHANNEL_URL", "/videos"],
    ["AFFILIATE_SITE_URL", "ftp://affiliates.example.org"],
    ["SUPPORT_SITE_URL", "javascript:alert(1)"],
    ["DESIGN_APP_URL", "https://"],
  ])("rejects %s=%j, naming the variable", (name, value) => {
    expect(() => resolveExternalUrls({ [name]: value })).toThrow(name);
  });

  it.each([
    ["https://example.com", true],
    ["http://127.0.0.1:3000/path?q=1#x", true],
    ["HTTPS://Example.COM/A+B", true],
    ["http://[::1]:8080/", true],
    ["https://example.com/a b", false],
    ["https://-bad.example.com", false],
    ["https://user:pw@example.com", false],
    ["mailto:me@example.com", false],
    ["//example.com", false],
    ["", false],
  ])("isHttpUrl(%j) is %s", (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });

  it("names every bad variable at once", () => {
    expect(() => resolveExternalUrls({ FORUM_URL: "nope", BUG_REPORTS_URL: "also nope" })).toThrow(
      /FORUM_URL.*BUG_REPORTS_URL/,
    );
  });

  it("resolves links", () => {
    const urls = resolveExternalUrls({ PUZZLE_MAKER_URL: "https://p.example.com" });
    expect(resolveExternalUrl("puzzleMaker", urls)).toBe("https://p.example.com");
    expect(resolveExternalUrl("forum")).toBe(defaultExternalUrls.forum);
    expect(resolveProductLink({ kind: "internal", path: "/word-cloud" }, urls)).toBe("/word-cloud");
    expect(resolveProductLink({ kind: "external", destination: "puzzleMaker" }, urls)).toBe(
      "https://p.example.com",
    );
  });

  it.each([
    [{}, "/puzzle-book-maker", false],
    [{ PUZZLE_MAKER_URL: "" }, "/puzzle-book-maker", false],
    [{ PUZZLE_MAKER_URL: "https://maker.example.com/app" }, "https://maker.example.com/app", true],
  ])("the puzzle maker's page with %j leads to %s", (env, href, outside) => {
    const link = { kind: "internal", path: PUZZLE_MAKER_PATH, outsideApp: "puzzleMaker" } as const;
    const urls = resolveExternalUrls(env);
    expect(resolveProductLink(link, urls)).toBe(href);
    expect(isOutsideLink(link, urls)).toBe(outside);
  });

  it.each([
    ["lowContentCreator", LOW_CONTENT_MAKER_PATH, {}, LOW_CONTENT_MAKER_PATH],
    [
      "lowContentCreator",
      LOW_CONTENT_MAKER_PATH,
      { LOW_CONTENT_CREATOR_URL: "https://lc.example.com" },
      "https://lc.example.com",
    ],
    ["coloringEditor", COLORING_MAKER_PATH, {}, COLORING_MAKER_PATH],
    [
      "coloringEditor",
      COLORING_MAKER_PATH,
      { COLORING_EDITOR_URL: "https://color.example.com" },
      "https://color.example.com",
    ],
  ] as const)("%s's page (%s) with %j leads to %s", (outsideApp, path, env, href) => {
    const link = { kind: "internal", path, outsideApp } as const;
    expect(resolveProductLink(link, resolveExternalUrls(env))).toBe(href);
  });

  it.each([
    [{}, "/text-pattern-designer", false],
    [{ DESIGN_APP_URL: "https://design.example.com" }, "https://design.example.com", true],
  ])("the pattern designer's page with %j leads to %s", (env, href, outside) => {
    const link = {
      kind: "internal",
      path: PATTERN_DESIGNER_PATH,
      outsideApp: "designApp",
    } as const;
    const urls = resolveExternalUrls(env);
    expect(resolveProductLink(link, urls)).toBe(href);
    expect(isOutsideLink(link, urls)).toBe(outside);
  });
});
