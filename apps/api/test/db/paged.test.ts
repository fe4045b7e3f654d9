import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, selectPageWithTotal } from "../../src/db/queries/paged";
import { type NewsletterSubscription, newsletterSubscriptions } from "../../src/db/schema";
import { buildTestApp, type TestApp } from "../helper";

// The one paged-list-with-total query every list uses (decision 0092), on a fresh database.

const at = (iso: string) => new Date(iso);

describe("selectPageWithTotal and countRows", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    // Three share a time, so only the id tie-break keeps pages from overlapping or skipping.
    await testApp.db.insert(newsletterSubscriptions).values([
      { email: "a@list.test", createdAt: at("2026-11-01T00:00:00Z") },
      { email: "b@list.test", createdAt: at("2026-11-02T00:00:00Z") },
      { email: "c@list.test", createdAt: at("2026-11-02T00:00:00Z") },
      { email: "d@list.test", createdAt: at("2026-11-02T00:00:00Z") },
      { email: "e@other.test", createdAt: at("2026-11-03T00:00:00Z") },
    ]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const page = (offset: number, limit: number, sortDirection: "ASC" | "DESC", onlyList = false) =>
    selectPageWithTotal<NewsletterSubscription>(testApp.db, newsletterSubscriptions, {
      where: onlyList ? like(newsletterSubscriptions.email, "%@list.test") : undefined,
      sortColumn: newsletterSubscriptions.createdAt,
      idColumn: newsletterSubscriptions.id,
      sortDirection,
      offset,
      limit,
    });

  it.each(["ASC", "DESC"] as const)(
    "pages %s cover every row once, each with the total",
    async (direction) => {
      const seen: string[] = [];
      for (let offset = 0; offset < 5; offset += 2) {
        const { items, total } = await page(offset, 2, direction);
        expect(total).toBe(5);
        seen.push(...items.map((row) => row.email));
      }
      expect(new Set(seen).size).toBe(5);
      const times = (await page(0, 5, direction)).items.map((row) => row.createdAt.getTime());
      const sorted = [...times].sort((a, b) => (direction === "ASC" ? a - b : b - a));
      expect(times).toEqual(sorted);
    },
  );

  it("counts under the same condition it lists, also past the last page", async () => {
    expect(await page(0, 10, "ASC", true)).toMatchObject({ total: 4 });
    expect((await page(0, 10, "ASC", true)).items).toHaveLength(4);
    expect(await page(10, 10, "ASC", true)).toEqual({ items: [], total: 4 });
  });

  it("countRows counts all rows without a condition, or the matching ones", async () => {
    expect(await countRows(testApp.db, newsletterSubscriptions)).toBe(5);
    expect(
      await countRows(
        testApp.db,
        newsletterSubscriptions,
        like(newsletterSubscriptions.email, "%@other.test"),
      ),
    ).toBe(1);
  });
});
