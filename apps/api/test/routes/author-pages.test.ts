import { DAY_MS } from "@inkforge/domain/time-units";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authorPages, outbox, ownedFeatures } from "../../src/db/schema";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp, testWebOrigin } from "../helper";
import { userIdOf } from "../shop-helpers";

const start = new Date("2026-11-28T10:00:00.000Z");

function draftOf(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    penName: "Jane Quill",
    bio: "<p>Writes <b>sea</b> stories.<script>alert(1)</script></p>",
    theme: "midnight",
    associateTags: { "amazon.de": "janede-21" },
    newsletter: { enabled: true },
    books: [
      { id: "tide", title: "The Tide", series: "Sea", seriesNumber: 1, asin: "B0C1234567" },
      {
        id: "reef",
        title: "The Reef",
        isbn: "9780306406157",
        otherStores: [{ store: "kobo", url: "https://www.kobo.com/ebook/the-reef" }],
      },
      { id: "gulf", title: "The Gulf", asin: "B0D7654321", formats: ["ebook"] },
    ],
    ...overrides,
  };
}

describe("Author Page Builder routes", () => {
  let testApp: TestApp;
  let clock = start;
  let owner: string;
  let other: string;
  let free: string;

  async function grant(email: string, until: Date | null) {
    const userId = await userIdOf(testApp.db, email);
    await testApp.db.insert(ownedFeatures).values({
      userId,
      featureId: "author-page-builder",
      shopId: until ? "author-page-builder-monthly" : "author-page-builder-lifetime",
      period: until ? "month" : "lifetime",
      until,
    });
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    owner = await registerUser(testApp.app, "owner-ap@example.test");
    other = await registerUser(testApp.app, "other-ap@example.test");
    free = await registerUser(testApp.app, "free-ap@example.test");
    await grant("owner-ap@example.test", new Date(start.getTime() + 30 * DAY_MS));
    await grant("other-ap@example.test", null);
  });
  afterAll(async () => {
    await testApp.close();
  });
  beforeEach(() => {
    clock = start;
  });

  const send = (method: "GET" | "PUT" | "POST", url: string, token?: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function outboxMessages() {
    await testApp.app.emailSender.idle();
    return testApp.db.select().from(outbox);
  }

  it("offers the product to a member without the feature (403), and asks for sign-in (401)", async () => {
    const forbidden = await send("GET", "/api/v1/author-page", free);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toContain("/author-page-builder");
    expect((await send("PUT", "/api/v1/author-page", free, draftOf("free-page"))).statusCode).toBe(
      403,
    );
    expect((await send("GET", "/api/v1/author-page")).statusCode).toBe(401);
  });

  it.each([
    [{ slug: "admin" }, "slug"],
    [{ slug: "No Caps" }, "slug"],
    [{ penName: "" }, "penName"],
    [{ links: [{ kind: "website", url: "javascript:alert(1)" }] }, "links.0.url"],
    [{ theme: "neon" }, "theme"],
    [{ books: [{ id: "x", title: "" }] }, "books.0.title"],
    [{ books: [{ id: "x", title: "T", isbn: "9780306406158" }] }, "books.0.isbn"],
    [
      { books: [{ id: "x", title: "T", otherStores: [{ store: "kobo", url: "ftp://k" }] }] },
      "books.0.otherStores.0.url",
    ],
    [{ startHere: "not-a-book" }, "startHere"],
    [
      { books: [{ id: "x", title: "T", reviews: [{ quote: "Gripping", source: "" }] }] },
      "books.0.reviews.0.source",
    ],
    [{ books: [{ id: "x", title: "T", releaseDate: "2027-02-30" }] }, "books.0.releaseDate"],
  ])("refuses bad input %j with 400 naming %s", async (overrides, field) => {
    const response = await send(
      "PUT",
      "/api/v1/author-page",
      owner,
      draftOf("jane-quill", overrides),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });

  it("saves a sanitised draft, publishes it and serves it to readers with built buy links", async () => {
    expect((await send("GET", "/api/v1/author-pages/jane-quill")).statusCode).toBe(404);
    const saved = await send("PUT", "/api/v1/author-page", owner, draftOf("jane-quill"));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft.bio).toBe("<p>Writes <b>sea</b> stories.</p>");
    expect(saved.json().status).toBe("draft");
    // A draft is not public.
    expect((await send("GET", "/api/v1/author-pages/jane-quill")).statusCode).toBe(404);

    expect((await send("GET", "/api/v1/author-pages/published")).json()).toEqual({ pages: [] });
    const published = await send("POST", "/api/v1/author-page/publish", owner);
    expect((await send("GET", "/api/v1/author-pages/published")).json()).toEqual({
      pages: [{ slug: "jane-quill", publishedAt: start.toISOString() }],
    });
    expect(published.json()).toMatchObject({ status: "published", hasUnpublishedChanges: false });
    const page = await send("GET", "/api/v1/author-pages/jane-quill");
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.page.penName).toBe("Jane Quill");
    expect(body.page.associateTags).toBeUndefined();
    const tide = body.page.books[0];
    expect(tide.amazonLinks).toContainEqual({
      domain: "amazon.de",
      url: "https://www.amazon.de/dp/B0C1234567?tag=janede-21",
    });
    expect(body.page.books[1].amazonLinks[0].url).toBe("https://www.amazon.com/dp/0306406152");

    // A later draft change is not public until published again.
    await send("PUT", "/api/v1/author-page", owner, draftOf("jane-quill", { penName: "J. Quill" }));
    expect((await send("GET", "/api/v1/author-pages/jane-quill")).json().page.penName).toBe(
      "Jane Quill",
    );
    expect(
      (await send("GET", "/api/v1/author-page", owner)).json().page.hasUnpublishedChanges,
    ).toBe(true);
  });

  it("keeps one page per member: another member's editor never sees or changes it", async () => {
    const theirs = await send("GET", "/api/v1/author-page", other);
    expect(theirs.json()).toEqual({ page: null });
    expect((await send("POST", "/api/v1/author-page/publish", other)).statusCode).toBe(404);
    expect((await send("GET", "/api/v1/author-page/subscribers", other)).statusCode).toBe(404);
    expect((await send("GET", "/api/v1/author-page/stats", other)).statusCode).toBe(404);
    // The slug is taken by the owner: 409 naming the field.
    const taken = await send("PUT", "/api/v1/author-page", other, draftOf("jane-quill"));
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain("slug");
  });

  it("keeps the readers' extras: start here, excerpts (sanitised), quoted reviews, release dates", async () => {
    const extras = draftOf("jane-quill", {
      startHere: "tide",
      books: [
        {
          id: "tide",
          title: "The Tide",
          series: "Sea",
          seriesNumber: 1,
          asin: "B0C1234567",
          excerpt: "<p>Chapter one.<img src=x onerror=alert(1)></p>",
          reviews: [{ quote: "Salt on every page.", source: "The Harbour Review" }],
        },
        { id: "next", title: "The Next Tide", releaseDate: "2027-03-14" },
      ],
    });
    expect((await send("PUT", "/api/v1/author-page", owner, extras)).statusCode).toBe(200);
    await send("POST", "/api/v1/author-page/publish", owner);
    const { page } = (await send("GET", "/api/v1/author-pages/jane-quill")).json();
    expect(page.startHere).toBe("tide");
    expect(page.books[0].excerpt).toBe("<p>Chapter one.</p>");
    expect(page.books[0].reviews).toEqual([
      { quote: "Salt on every page.", source: "The Harbour Review" },
    ]);
    expect(page.books[1].releaseDate).toBe("2027-03-14");
    // Back to the three books the later cases expect.
    await send("PUT", "/api/v1/author-page", owner, draftOf("jane-quill"));
    await send("POST", "/api/v1/author-page/publish", owner);
  });

  it("redirects an old address to the new one, and the old one stays reserved", async () => {
    await send("PUT", "/api/v1/author-page", owner, draftOf("jane-q"));
    await send("POST", "/api/v1/author-page/publish", owner);
    const moved = await send("GET", "/api/v1/author-pages/jane-quill");
    expect(moved.statusCode).toBe(301);
    expect(moved.json()).toEqual({ movedTo: "jane-q" });
    expect(moved.headers.location).toBe("/api/v1/author-pages/jane-q");
    expect(
      (await send("PUT", "/api/v1/author-page", other, draftOf("jane-quill"))).statusCode,
    ).toBe(409);
    // Taking back one's own old address is allowed.
    await send("PUT", "/api/v1/author-page", owner, draftOf("jane-quill"));
    await send("POST", "/api/v1/author-page/publish", owner);
    expect((await send("GET", "/api/v1/author-pages/jane-quill")).statusCode).toBe(200);
    expect((await send("GET", "/api/v1/author-pages/jane-q")).json()).toEqual({
      movedTo: "jane-quill",
    });
  });

  it("signs a reader up with double opt-in, ignores the honeypot, and lets them leave", async () => {
    await testApp.db.delete(outbox);
    const url = "/api/v1/author-pages/jane-quill/subscribe";
    const noConsent = await send("POST", url, undefined, { email: "r@example.test" });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain("consent");
    const badEmail = await send("POST", url, undefined, { email: "nope", consent: true });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain("email");

    const bot = await send("POST", url, undefined, {
      email: "bot@example.test",
      consent: true,
      website: "http://spam.example",
    });
    expect(bot.json()).toEqual({ pending: true });

    const ok = await send("POST", url, undefined, {
      email: " Reader@Example.test ",
      consent: true,
    });
    expect(ok.json()).toEqual({ pending: true });
    const mail = await outboxMessages();
    expect(mail.map((m) => m.to)).toEqual(["reader@example.test"]);
    const text = mail[0]?.text ?? "";
    expect(text).toContain(`${testWebOrigin}/authors/newsletter/confirm?token=`);
    const confirmToken = /confirm\?token=([\w-]+)/.exec(text)?.[1];
    const leaveToken = /unsubscribe\?token=([\w-]+)/.exec(text)?.[1];

    let list = (await send("GET", "/api/v1/author-page/subscribers", owner)).json().subscribers;
    expect(list).toMatchObject([{ email: "reader@example.test", status: "pending" }]);
    // Pending readers are not exported.
    let csv = await send("GET", "/api/v1/author-page/subscribers.csv", owner);
    expect(csv.body).toBe("Email Address,Opt-in Time\r\n");

    const confirmed = await send(
      "GET",
      `/api/v1/author-pages/newsletter/confirm?token=${confirmToken}`,
    );
    expect(confirmed.json()).toEqual({ slug: "jane-quill", penName: "Jane Quill" });
    list = (await send("GET", "/api/v1/author-page/subscribers", owner)).json().subscribers;
    expect(list[0].status).toBe("confirmed");
    csv = await send("GET", "/api/v1/author-page/subscribers.csv", owner);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toBe(
      `Email Address,Opt-in Time\r\nreader@example.test,${start.toISOString()}\r\n`,
    );

    // Signing up again once confirmed sends nothing.
    await testApp.db.delete(outbox);
    await send("POST", url, undefined, { email: "reader@example.test", consent: true });
    expect(await outboxMessages()).toEqual([]);

    const left = await send(
      "GET",
      `/api/v1/author-pages/newsletter/unsubscribe?token=${leaveToken}`,
    );
    expect(left.statusCode).toBe(200);
    list = (await send("GET", "/api/v1/author-page/subscribers", owner)).json().subscribers;
    expect(list[0].status).toBe("unsubscribed");
    csv = await send("GET", "/api/v1/author-page/subscribers.csv", owner);
    expect(csv.body).toBe("Email Address,Opt-in Time\r\n");
    expect(
      (await send("GET", "/api/v1/author-pages/newsletter/confirm?token=unknown-token-123"))
        .statusCode,
    ).toBe(404);
  });

  it("limits sign-ups per address and page", async () => {
    const url = "/api/v1/author-pages/jane-quill/subscribe";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await send("POST", url, undefined, { email: "often@example.test", consent: true }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("counts views and buy-link clicks per store without cookies, and shows them to the owner", async () => {
    const before = (await send("GET", "/api/v1/author-page/stats", owner)).json();
    expect(
      (await send("POST", "/api/v1/author-pages/jane-quill/beacon?event=view")).statusCode,
    ).toBe(204);
    const go = await testApp.app.inject({
      method: "GET",
      url: "/api/v1/author-pages/jane-quill/go?book=tide&store=amazon.de",
    });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe("https://www.amazon.de/dp/B0C1234567?tag=janede-21");
    expect(go.headers["set-cookie"]).toBeUndefined();
    // The page's store chooser is a GET form that sends exactly `book` and `store` (decision 0150):
    // a store outside the list is refused naming the field, and nothing is counted for it.
    const unknown = await send(
      "GET",
      "/api/v1/author-pages/jane-quill/go?book=tide&store=amazon.zz",
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("store");
    const kobo = await send("GET", "/api/v1/author-pages/jane-quill/go?book=reef&store=kobo");
    expect(kobo.headers.location).toBe("https://www.kobo.com/ebook/the-reef");
    // The reader's country picks the store when it is not named (amazon.com without a lookup).
    const auto = await send("GET", "/api/v1/author-pages/jane-quill/go?book=gulf&store=amazon");
    expect(auto.headers.location).toBe("https://www.amazon.com/dp/B0D7654321");
    expect(
      (await send("GET", "/api/v1/author-pages/jane-quill/go?book=gulf&store=kobo")).statusCode,
    ).toBe(404);
    expect(
      (await send("POST", "/api/v1/author-pages/jane-quill/beacon?event=jump")).statusCode,
    ).toBe(400);

    const stats = (await send("GET", "/api/v1/author-page/stats", owner)).json();
    expect(stats.totals.views - before.totals.views).toBe(1);
    expect(stats.totals.clicks - before.totals.clicks).toBe(3);
    expect(stats.totals.signups).toBe(2);
    expect(stats.totals.confirmed).toBe(0);
    expect(stats.clicksByTarget).toEqual(
      expect.arrayContaining([
        { target: "amazon:amazon.de", clicks: 1 },
        { target: "kobo", clicks: 1 },
        { target: "amazon:amazon.com", clicks: 1 },
      ]),
    );
    expect(stats.days.at(-1)).toMatchObject({ day: "2026-11-28", views: 1, clicks: 3, signups: 2 });
    expect(stats.days).toHaveLength(30);
  });

  it("hides the page from readers while unpublished and after the feature lapses, and keeps it", async () => {
    await send("POST", "/api/v1/author-page/unpublish", owner);
    expect((await send("GET", "/api/v1/author-pages/jane-quill")).statusCode).toBe(404);
    expect(
      (await send("POST", "/api/v1/author-pages/jane-quill/beacon?event=view")).statusCode,
    ).toBe(404);
    await send("POST", "/api/v1/author-page/publish", owner);
    expect((await send("GET", "/api/v1/author-pages/jane-quill")).statusCode).toBe(200);

    clock = new Date(start.getTime() + 31 * DAY_MS);
    expect((await send("GET", "/api/v1/author-pages/jane-quill")).statusCode).toBe(404);
    expect((await send("GET", "/api/v1/author-pages/published")).json()).toEqual({ pages: [] });
    const [row] = await testApp.db
      .select()
      .from(authorPages)
      .where(eq(authorPages.slug, "jane-quill"));
    expect(row?.isPublished).toBe(true);

    // Renewal brings it back.
    await grant("owner-ap@example.test", null);
    expect((await send("GET", "/api/v1/author-pages/jane-quill")).statusCode).toBe(200);
  });
});
