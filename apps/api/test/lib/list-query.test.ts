import {
  createListQuerySchema,
  formatContentRange,
  formatListQuery,
  parseContentRange,
} from "@inkforge/domain/contracts/list";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  countNewsletterSubscriptions,
  insertNewsletterSubscription,
  listNewsletterSubscriptions,
  type NewsletterSubscriptionSortField,
} from "../../src/db/queries/newsletter";
import { setContentRangeForPage, toListWindow } from "../../src/lib/list-query";
import { buildTestApp, type TestApp } from "../helper";

const sortFields = ["datetime", "email"] as const satisfies NewsletterSubscriptionSortField[];
const listQuerySchema = createListQuerySchema({ sortFields });

function parseWindow(query: Record<string, string>) {
  return toListWindow(listQuerySchema.parse(query));
}

function issuesOf(query: Record<string, string>) {
  const result = listQuerySchema.safeParse(query);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}

describe("list query parsing", () => {
  it("defaults to range [0,2] sorted by datetime ascending (CONST-33)", () => {
    expect(parseWindow({})).toEqual({
      offset: 0,
      limit: 3,
      sortField: "datetime",
      sortDirection: "ASC",
    });
  });

  it("reads a custom range and sort", () => {
    expect(parseWindow({ range: "[10,34]", sort: '["email","DESC"]' })).toEqual({
      offset: 10,
      limit: 25,
      sortField: "email",
      sortDirection: "DESC",
    });
  });

  it("accepts a single-item range and the largest allowed span", () => {
    expect(parseWindow({ range: "[5,5]" })).toMatchObject({ offset: 5, limit: 1 });
    expect(parseWindow({ range: "[0,99]" })).toMatchObject({ offset: 0, limit: 100 });
  });

  it.each([
    ["not JSON", "0,2"],
    ["one number", "[3]"],
    ["three numbers", "[0,1,2]"],
    ["a negative index", "[-1,2]"],
    ["a fraction", "[0,2.5]"],
    ["strings", '["0","2"]'],
    ["an object", '{"start":0}'],
    ["start after end", "[5,2]"],
    ["a span over 100", "[0,100]"],
  ])("rejects a range that is %s, naming range", (_label, range) => {
    const issues = issuesOf({ range });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe("range");
  });

  it.each([
    ["not JSON", "datetime"],
    ["an unknown field", '["password","ASC"]'],
    ["a bad direction", '["datetime","UP"]'],
    ["lower-case direction", '["datetime","asc"]'],
    ["missing the direction", '["datetime"]'],
  ])("rejects a sort that is %s, naming sort", (_label, sort) => {
    const issues = issuesOf({ sort });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe("sort");
  });

  it("lists the sortable fields when the field is unknown", () => {
    expect(issuesOf({ sort: '["password","ASC"]' })[0]!.message).toBe(
      'cannot sort by "password"; sortable fields: datetime, email',
    );
  });

  it("refuses to define a list whose default sort field is not sortable", () => {
    expect(() => createListQuerySchema({ sortFields: ["title"] })).toThrow(/datetime/);
  });

  it("formats a query the way the parser reads it", () => {
    const formatted = formatListQuery({ range: [3, 7], sort: ["email", "DESC"] });
    expect(formatted).toEqual({ range: "[3,7]", sort: '["email","DESC"]' });
    expect(parseWindow(formatted)).toMatchObject({ offset: 3, limit: 5, sortField: "email" });
  });
});

describe("Content-Range", () => {
  it.each([
    [{ resource: "notifications", start: 0, end: 2, total: 17 }, "notifications 0-2/17"],
    [{ resource: "notifications", start: 15, end: 17, total: 17 }, "notifications 15-16/17"],
    [{ resource: "notifications", start: 0, end: -1, total: 0 }, "notifications */0"],
    [{ resource: "notifications", start: 0, end: 2, total: 0 }, "notifications */0"],
    [{ resource: "notifications", start: 20, end: 19, total: 17 }, "notifications */17"],
  ])("formats %o as %s", (range, expected) => {
    expect(formatContentRange(range)).toBe(expected);
  });

  it("parses what it formats", () => {
    expect(parseContentRange("posts 0-24/319")).toEqual({
      resource: "posts",
      range: [0, 24],
      total: 319,
    });
    expect(parseContentRange("posts */0")).toEqual({ resource: "posts", range: null, total: 0 });
    expect(parseContentRange("garbage")).toBeUndefined();
  });
});

describe("a list route built on the helper", () => {
  let testApp: TestApp;
  const base = Date.parse("2025-01-01T00:00:00.000Z");

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { app, db } = testApp;
    // Five subscribers, one minute apart; e-mail order is the reverse of date order.
    for (const [index, name] of ["erin", "dave", "carol", "bob", "alice"].entries()) {
      await insertNewsletterSubscription(db, {
        email: `${name}@example.com`,
        now: new Date(base + index * 60_000),
      });
    }
    // Test-only route: subscriptions are private, so no public list route exists yet.
    app.get(
      "/test/subscriptions",
      {
        schema: {
          querystring: listQuerySchema,
          response: { 200: z.array(z.object({ email: z.string() })) },
        },
      },
      async (request, reply) => {
        const window = toListWindow(request.query);
        const [items, total] = await Promise.all([
          listNewsletterSubscriptions(app.db, window),
          countNewsletterSubscriptions(app.db),
        ]);
        setContentRangeForPage(reply, {
          resource: "subscriptions",
          offset: window.offset,
          count: items.length,
          total,
        });
        return items.map(({ email }) => ({ email }));
      },
    );
    await app.ready();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("sends the first three, oldest first, by default", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/test/subscriptions" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { email: "erin@example.com" },
      { email: "dave@example.com" },
      { email: "carol@example.com" },
    ]);
    expect(response.headers["content-range"]).toBe("subscriptions 0-2/5");
  });

  it("applies a URL-encoded range and sort", async () => {
    const query = new URLSearchParams(
      formatListQuery({ range: [1, 10], sort: ["email", "ASC"] }),
    ).toString();
    const response = await testApp.app.inject({
      method: "GET",
      url: `/test/subscriptions?${query}`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { email: "bob@example.com" },
      { email: "carol@example.com" },
      { email: "dave@example.com" },
      { email: "erin@example.com" },
    ]);
    expect(response.headers["content-range"]).toBe("subscriptions 1-4/5");
  });

  it("sorts by datetime descending", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/test/subscriptions?sort=${encodeURIComponent('["datetime","DESC"]')}`,
    });

    expect(response.json()[0]).toEqual({ email: "alice@example.com" });
  });

  it("answers a range past the end with an empty list and */total", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/test/subscriptions?range=[50,52]",
    });

    expect(response.json()).toEqual([]);
    expect(response.headers["content-range"]).toBe("subscriptions */5");
  });

  it("answers a bad range with 400 naming range", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/test/subscriptions?range=[0,500]",
    });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ name: "Error", code: "VALIDATION_FAILED" });
    expect(body.details).toEqual([{ path: "range", message: expect.any(String) }]);
    expect(body.message).toMatch(/^range: /);
  });

  it("answers a bad sort field with 400 naming sort", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/test/subscriptions?sort=${encodeURIComponent('["id","ASC"]')}`,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: "sort", message: 'cannot sort by "id"; sortable fields: datetime, email' },
    ]);
  });
});
