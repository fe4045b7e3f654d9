import { inflateSync } from "node:zlib";
import { blogPosts } from "@inkforge/domain/blog/index";
import { fieldGuide } from "@inkforge/domain/books/field-guide";
import { bonusFeatureIds } from "@inkforge/domain/shop/bonus-items";
import { and, eq, inArray } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, ownedFeatures, sandboxPayments } from "../../src/db/schema";
import { toWinAnsi } from "../../src/services/pdf/win-ansi-text";
import { registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { approve, back, get, openCheckout, userIdOf } from "../shop-helpers";

const HOUR = 3_600_000;
const joined = new Date("2026-11-21T10:00:00.000Z");
let clock = joined;
const bonusIds = Object.values(bonusFeatureIds);

type Download = { _id: string; product_id: string; title: string; file: { sizeBytes: number } };

/** The text a PDF draws: pdf-lib writes each line as a hex string in a Flate content stream. */
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      texts.push(Buffer.from(hex[1]!, "hex").toString("latin1"));
    }
  }
  return texts.join(" ");
}

describe("the new-member bonus book (decision 0072)", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function member(email: string) {
    clock = joined;
    const token = await registerUser(testApp.app, email);
    return { token, id: await userIdOf(testApp.db, email) };
  }

  /** Buys through the sandbox card checkout at `joined + offset`; answers the checkout path. */
  async function buy(token: string, offset: number, productId: string, offer: boolean) {
    clock = new Date(joined.getTime() + offset);
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: productId }],
      ...back,
      ...(offer ? { special_offer: "new-member" } : {}),
    });
    const approved = await approve(testApp.app, path);
    expect(approved.statusCode).toBe(303);
    return path;
  }

  const bonusRows = (userId: string) =>
    testApp.db
      .select()
      .from(ownedFeatures)
      .where(and(eq(ownedFeatures.userId, userId), inArray(ownedFeatures.featureId, bonusIds)));

  it("a new-member purchase within 24 hours grants the eBook and the audiobook once, with the order", async () => {
    const buyer = await member("bonus-fresh@example.com");
    const path = await buy(buyer.token, 24 * HOUR - 1_000, "pro-lifetime", true);
    const rows = await bonusRows(buyer.id);
    expect(rows.map((row) => row.featureId).sort()).toEqual([...bonusIds].sort());
    const [order] = await testApp.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(order).toMatchObject({ status: "paid", specialOffer: "new-member" });
    for (const row of rows) {
      expect(row).toMatchObject({ orderId: order!.id, period: "lifetime", until: null });
    }

    // The buyer approving again re-delivers the same provider event: nothing more is granted.
    expect((await approve(testApp.app, path)).statusCode).toBe(303);
    // The same webhook delivered again, correctly signed: still one grant of each.
    const sessionId = path.split("/").at(-1)!;
    const [payment] = await testApp.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, sessionId));
    const { deriveSandboxSecret, signPayload } = await import(
      "../../src/services/payments/sandbox/signing"
    );
    const secret = deriveSandboxSecret("test-token-secret-0123456789abcdef0123456789");
    const body = payment!.eventBody!;
    const replay = await testApp.app.inject({
      method: "POST",
      url: "/api/webhooks/sandbox",
      headers: {
        "content-type": "application/json",
        "sandbox-signature": signPayload(secret, body, clock),
      },
      payload: body,
    });
    expect(replay.statusCode).toBe(200);
    expect(await bonusRows(buyer.id)).toHaveLength(2);

    // A second new-member order in the window does not grant the book twice.
    await buy(buyer.token, 24 * HOUR - 500, "keyword-research-workbook", true);
    expect(await bonusRows(buyer.id)).toHaveLength(2);
  });

  it.each<[string, number, string]>([
    ["at exactly 24 hours, with the offer sent", 24 * HOUR, "pro-lifetime"],
    ["after 24 hours, with the offer sent", 24 * HOUR + 1_000, "pro-lifetime"],
    ["within 24 hours, for a monthly plan (never discounted)", HOUR, "pro-monthly"],
  ])("grants nothing %s", async (name, offset, productId) => {
    const buyer = await member(`bonus-none-${name.replace(/\W+/g, "-")}@example.com`);
    await buy(buyer.token, offset, productId, true);
    const [order] = await testApp.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(order).toMatchObject({ status: "paid", specialOffer: null });
    expect(await bonusRows(buyer.id)).toEqual([]);
    const downloads = (await get(testApp.app, "/api/download/list", buyer.token)).json();
    expect(downloads).toEqual([]);
    expect((await get(testApp.app, "/api/library/field-guide", buyer.token)).statusCode).toBe(404);
  });

  it("follows the offer as the server applies it: a new member's lifetime plan from /pricing gets it too (decision 0027)", async () => {
    const buyer = await member("bonus-pricing-page@example.com");
    await buy(buyer.token, HOUR, "pro-lifetime", false);
    const [order] = await testApp.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(order).toMatchObject({ status: "paid", specialOffer: "new-member", totalCents: 8_955 });
    expect(await bonusRows(buyer.id)).toHaveLength(2);
  });

  describe("the owner's library", () => {
    let owner: { token: string; id: string };
    let other: { token: string; id: string };
    let download: Download;

    beforeAll(async () => {
      owner = await member("bonus-owner@example.com");
      other = await member("bonus-other@example.com");
      await buy(owner.token, 2 * HOUR, "pro-max-lifetime", true);
      const list = (await get(testApp.app, "/api/download/list", owner.token)).json() as Download[];
      download = list.find((item) => item.product_id === fieldGuide.id)!;
    });

    it("lists the eBook with the owner's downloads", () => {
      expect(download).toMatchObject({ product_id: "inkforge-field-guide" });
      expect(download.title).toContain(fieldGuide.title);
    });

    it("downloads a real PDF: the header, over 10 pages, the title and a chapter's title", async () => {
      const response = await get(
        testApp.app,
        `/api/download/filestream/${download._id}`,
        owner.token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toContain("the-self-publishing-handbook.pdf");
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.length).toBe(download.file.sizeBytes);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThan(10);
      expect(pdf.getTitle()).toBe(fieldGuide.title);
      const text = drawnText(bytes);
      expect(text).toContain("Contents");
      for (const chapter of [fieldGuide.chapters[0]!, fieldGuide.chapters.at(-1)!]) {
        expect(text).toContain(toWinAnsi(chapter.title));
      }
    });

    it("downloads the EPUB: a zip whose first entry is the stored mimetype", async () => {
      const response = await get(testApp.app, "/api/library/field-guide/epub", owner.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/epub+zip");
      expect(response.headers["content-disposition"]).toContain(
        "the-self-publishing-handbook.epub",
      );
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
      expect(bytes.subarray(30, 58).toString("latin1")).toBe("mimetypeapplication/epub+zip");
    });

    it("serves the chapters to the owner's read-aloud player", async () => {
      const response = await get(testApp.app, "/api/library/field-guide", owner.token);
      expect(response.statusCode).toBe(200);
      const book = response.json();
      expect(book.chapters).toHaveLength(blogPosts.length);
      expect(book.download_id).toBe(download._id);
      expect(book.title).toBe(fieldGuide.title);
    });

    it("answers another user 404 and a signed-out caller 401", async () => {
      const otherList = (await get(testApp.app, "/api/download/list", other.token)).json();
      expect(otherList).toEqual([]);
      for (const url of [
        `/api/download/filestream/${download._id}`,
        `/api/download/view/${download._id}`,
        "/api/download/viewbyproduct/inkforge-field-guide",
        "/api/library/field-guide",
        "/api/library/field-guide/epub",
      ]) {
        expect((await get(testApp.app, url, other.token)).statusCode, url).toBe(404);
        expect((await get(testApp.app, url)).statusCode, url).toBe(401);
      }
    });
  });
});
