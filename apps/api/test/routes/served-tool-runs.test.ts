import { bsrSalesInputSchema } from "@inkforge/domain/tools/bsr-sales/bsr-sales";
import { coverTemplateFormSchema } from "@inkforge/domain/tools/cover-template/cover-template";
import { guidelinesCheckInputSchema } from "@inkforge/domain/tools/guidelines-check/guidelines-check";
import { penNameFormSchema } from "@inkforge/domain/tools/pen-name/generate";
import { priceCheckInputSchema } from "@inkforge/domain/tools/price-check/price-check";
import { qrCodeInputSchema } from "@inkforge/domain/tools/qr-code/schema";
import { wordFrequencyInputSchema } from "@inkforge/domain/tools/word-cloud/frequencies";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

/** The query a tool page builds from its parsed input (web: features/tools/shared/served-run.ts). */
function query(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params.toString();
}

/** JSON as the browser sends it: what the page parsed, through fetch. */
const sent = (input: unknown) => JSON.parse(JSON.stringify(input)) as object;

/*
 * Issue 24: each tool page passes its served run to the hook with the input its form parsed from
 * the page's own values. The route must accept exactly that and award the tool's points.
 */
const runs: { tool: string; method: "GET" | "POST"; url: string; payload?: object }[] = [
  {
    tool: "bsr-sales-calculator",
    method: "GET",
    url: `/api/tools/bsr-sales?${query(
      bsrSalesInputSchema.parse({
        bsr: "10000",
        format: "paperback",
        marketplace: "amazon.com",
        listPrice: "12.99",
        fileSizeMb: "2",
        pages: "300",
        ink: "black",
        paper: "white",
        trim: "6x9",
      }),
    )}`,
  },
  {
    tool: "price-checker",
    method: "POST",
    url: "/api/tools/price-check",
    payload: sent(
      priceCheckInputSchema.parse({
        format: "paperback",
        marketplace: "amazon.com",
        plannedPrice: "8.99",
        pages: "300",
        trim: "6x9",
        ink: "black",
        paper: "white",
        expandedDistribution: "false",
      }),
    ),
  },
  {
    tool: "pen-name-generator",
    method: "GET",
    url: `/api/tools/pen-name?${query(
      penNameFormSchema.parse({
        country: "any",
        gender: "any",
        genre: "any",
        initials: "",
        count: "10",
        seed: "inkforge",
      }) as Record<string, unknown>,
    )}`,
  },
  {
    tool: "qr-code-generator",
    method: "POST",
    url: "/api/tools/qr-code",
    payload: sent(
      qrCodeInputSchema.parse({
        kind: "url",
        data: "https://example.com/book",
        sizeIn: "1.5",
        errorCorrection: "M",
        foreground: "#000000",
        background: "#ffffff",
        quietZone: "4",
      }),
    ),
  },
  {
    tool: "word-cloud",
    method: "POST",
    url: "/api/tools/word-frequencies",
    payload: sent(
      wordFrequencyInputSchema.parse({
        text: "dragons and more dragons",
        mode: "text",
        removeStopWords: "true",
        maxWords: "100",
      }),
    ),
  },
  {
    tool: "backend-keywords",
    method: "POST",
    // The page's form turns its text fields into these lists (backend-keywords/form-schema.ts).
    payload: {
      title: "Dragon Tales",
      subtitle: "",
      authors: ["Ann Writer"],
      seedPhrases: ["fantasy dragons", "epic quest"],
      otherAuthors: [],
      trademarks: [],
    },
    url: "/api/tools/backend-keywords",
  },
  {
    tool: "guidelines-checker",
    method: "POST",
    url: "/api/tools/guidelines-check",
    payload: sent(
      guidelinesCheckInputSchema.parse({
        title: "Dragon Tales",
        author: "Ann Writer",
        keywords: ["fantasy dragons"],
      }),
    ),
  },
  {
    tool: "cover-template-generator",
    method: "GET",
    url: `/api/tools/cover-template?${query(
      coverTemplateFormSchema.parse({
        binding: "paperback",
        trim: "6x9",
        pages: "120",
        paper: "white",
      }),
    )}`,
  },
  {
    tool: "a-plus-content-maker",
    method: "GET",
    url: `/api/tools/a-plus-template?${query({
      modules: ["standard-header-image-text", "standard-three-images-text"],
    })}`,
  },
  {
    // A research route, not under /api/tools: it records a signed-in search itself.
    tool: "category-finder",
    method: "GET",
    url: "/api/v1/research/categories?domain=amazon.com&words=sudoku",
  },
];

describe("a tool page's served run earns its points", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => new Date("2026-11-20T15:00:00.000Z") });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each(runs)("$tool: $method $url", async ({ tool, method, url, payload }) => {
    const token = await registerUser(testApp.app, `${tool}-served@example.test`);
    const me = await testApp.app.inject({
      method: "GET",
      url: "/api/account",
      headers: bearer(token),
    });
    const id = me.json()._id as string;
    const total = async () =>
      (
        await testApp.app.inject({
          method: "GET",
          url: `/api/usage/xp/total/${id}`,
          headers: bearer(token),
        })
      ).json().total_xp as number;
    const before = await total();
    const response = await testApp.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await total()).toBeGreaterThan(before);
  });
});
