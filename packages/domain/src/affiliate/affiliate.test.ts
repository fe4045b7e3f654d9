import { describe, expect, it } from "vitest";
import { parsePayoutCsv, payoutCsv, planPayouts } from "./payouts";
import {
  affiliateUsername,
  attributeOrder,
  attributionEndsAt,
  commissionCents,
  decideAffiliateRegion,
  isApprovalDue,
  isWithinAttributionWindow,
  looseEmailKey,
  normalizeEmail,
  parseAffiliateRef,
  referralLink,
} from "./rules";
import { dailySeries } from "./series";

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe("decideAffiliateRegion", () => {
  it.each([
    ["US", "available"],
    ["de", "available"],
    ["NG", "blocked"],
    ["ng", "blocked"],
    [null, "unknown"],
    ["", "unknown"],
    ["XYZ", "unknown"],
    [undefined, "unknown"],
  ] as const)("%s → %s", (country, decision) => {
    expect(decideAffiliateRegion(country)).toBe(decision);
  });
});

describe("the 30-day attribution window", () => {
  const clicked = at("2026-11-01T12:00:00.000Z");
  it.each([
    [0, true],
    [29 * DAY, true],
    [30 * DAY - 1, true],
    [30 * DAY, false],
    [-1, false],
  ])("%d ms after the click → %s", (offset, inside) => {
    expect(isWithinAttributionWindow(clicked, new Date(clicked.getTime() + offset))).toBe(inside);
  });
  it("ends exactly 30 days later", () => {
    expect(attributionEndsAt(clicked).toISOString()).toBe("2026-12-01T12:00:00.000Z");
  });
});

describe("attributeOrder", () => {
  const emails: Record<string, string> = { aff: "writer@example.com", other: "o@example.com" };
  const base = {
    buyer: { userId: "buyer", email: "buyer@example.com" },
    affiliateEmailOf: (id: string) => emails[id],
    orderedAt: at("2026-11-20T00:00:00Z"),
  };
  const click = (affiliateUserId: string, iso: string, affiliateId = 1001) => ({
    affiliateId,
    affiliateUserId,
    clickedAt: at(iso),
  });

  it("the order's own click wins over the sign-up click", () => {
    expect(
      attributeOrder({
        ...base,
        orderClick: click("aff", "2026-11-19T00:00:00Z", 1001),
        signupClick: click("other", "2026-11-18T00:00:00Z", 1002),
      }),
    ).toEqual({ attributed: true, affiliateId: 1001, via: "order-click", hold: null });
  });
  it("falls back to the sign-up click inside its window", () => {
    expect(
      attributeOrder({
        ...base,
        orderClick: null,
        signupClick: click("other", "2026-11-01T00:00:00Z", 1002),
      }),
    ).toEqual({ attributed: true, affiliateId: 1002, via: "signup", hold: null });
  });
  it("an expired click attributes nothing", () => {
    expect(
      attributeOrder({
        ...base,
        orderClick: click("aff", "2026-10-20T00:00:00Z"),
        signupClick: null,
      }),
    ).toEqual({ attributed: false, reason: "expired" });
  });
  it("no click → none", () => {
    expect(attributeOrder({ ...base, orderClick: null, signupClick: null })).toEqual({
      attributed: false,
      reason: "none",
    });
  });
  it("the buyer's own link → self-referral", () => {
    expect(
      attributeOrder({
        ...base,
        orderClick: click("buyer", "2026-11-19T00:00:00Z"),
        signupClick: null,
      }),
    ).toEqual({ attributed: false, reason: "self-referral" });
  });
  it("another account with the same email (any case) → self-referral", () => {
    expect(
      attributeOrder({
        ...base,
        buyer: { userId: "buyer", email: "Writer@Example.com" },
        orderClick: click("aff", "2026-11-19T00:00:00Z"),
        signupClick: null,
      }),
    ).toEqual({ attributed: false, reason: "self-referral" });
  });
});

describe("normalizeEmail and looseEmailKey", () => {
  it.each([
    ["Pro@Demo.Inkforge.Test", "pro@demo.inkforge.test", "pro@demo.inkforge.test"],
    ["  pro@example.com ", "pro@example.com", "pro@example.com"],
    ["pro+alt@example.com", "pro@example.com", "pro@example.com"],
    ["pro+a+b@example.com", "pro@example.com", "pro@example.com"],
    ["p.ro@example.com", "p.ro@example.com", "pro@example.com"],
    ["p.ro+x@example.com", "p.ro@example.com", "pro@example.com"],
    ["J.Ane.Doe@gmail.com", "janedoe@gmail.com", "janedoe@gmail.com"],
    ["jane.doe+kdp@googlemail.com", "janedoe@gmail.com", "janedoe@gmail.com"],
    ["jane.doe@GMAIL.COM.", "janedoe@gmail.com", "janedoe@gmail.com"],
    ["+only@example.com", "+only@example.com", "+only@example.com"],
    ["no-at-sign", "no-at-sign", "no-at-sign"],
  ])("%s → %s (loose: %s)", (email, normal, loose) => {
    expect(normalizeEmail(email)).toBe(normal);
    expect(looseEmailKey(email)).toBe(loose);
  });
});

describe("attributeOrder holds a look-alike of the affiliate for review", () => {
  const affiliateEmail = "pro@demo.inkforge.test";
  const click = (clickedBy?: { userId: string; email: string }) => ({
    affiliateId: 1001,
    affiliateUserId: "aff",
    clickedAt: at("2026-11-19T00:00:00Z"),
    ...(clickedBy ? { clickedBy } : {}),
  });
  it.each([
    ["a stranger", "reader@example.com", undefined, null],
    ["a +tag alias", "pro+alt@demo.inkforge.test", undefined, "buyer-email-alias"],
    ["an upper-case +tag alias", "PRO+x@Demo.Inkforge.Test", undefined, "buyer-email-alias"],
    [
      "a dotted alias at a provider that keeps dots",
      "p.ro@demo.inkforge.test",
      undefined,
      "buyer-email-similar",
    ],
    [
      "the affiliate's own click",
      "reader@example.com",
      { userId: "aff", email: affiliateEmail },
      "affiliate-clicked",
    ],
    [
      "a click by the affiliate's alias account",
      "reader@example.com",
      { userId: "alt", email: "pro+1@demo.inkforge.test" },
      "click-account-alias",
    ],
    [
      "a click by the buyer",
      "reader@example.com",
      { userId: "buyer", email: "reader@example.com" },
      null,
    ],
  ] as const)("%s → %s", (_label, buyerEmail, clickedBy, hold) => {
    expect(
      attributeOrder({
        orderClick: click(clickedBy),
        signupClick: null,
        buyer: { userId: "buyer", email: buyerEmail },
        affiliateEmailOf: () => affiliateEmail,
        orderedAt: at("2026-11-20T00:00:00Z"),
      }),
    ).toEqual({ attributed: true, affiliateId: 1001, via: "order-click", hold });
  });
  it("gmail dots and googlemail reach the same inbox", () => {
    expect(
      attributeOrder({
        orderClick: click(),
        signupClick: null,
        buyer: { userId: "buyer", email: "j.a.n.e+kdp@googlemail.com" },
        affiliateEmailOf: () => "jane@gmail.com",
        orderedAt: at("2026-11-20T00:00:00Z"),
      }),
    ).toMatchObject({ attributed: true, hold: "buyer-email-alias" });
  });
});

describe("commissionCents", () => {
  const rates = { defaultBasisPoints: 3000, perProduct: { "pro-lifetime": 2000 } };
  it.each([
    [[{ productId: "pro-monthly", amountCents: 1900 }], 570],
    [[{ productId: "pro-lifetime", amountCents: 19_900 }], 3980],
    [
      [
        { productId: "pro-lifetime", amountCents: 19_900 },
        { productId: "masterclass", amountCents: 9_700 },
      ],
      3980 + 2910,
    ],
    // Rounded down per line: 30% of 3.33 is 0.999.
    [[{ productId: "x", amountCents: 333 }], 99],
    [[{ productId: "x", amountCents: 0 }], 0],
    [[{ productId: "x", amountCents: -500 }], 0],
    [[], 0],
  ])("%j → %d cents", (lines, cents) => {
    expect(commissionCents(lines, rates)).toBe(cents);
  });
});

describe("isApprovalDue (refund window)", () => {
  const earned = at("2026-11-01T00:00:00Z");
  it.each([
    ["2026-11-30T23:59:59.999Z", false],
    ["2026-12-01T00:00:00.000Z", true],
    ["2027-01-01T00:00:00.000Z", true],
  ])("30-day window at %s → %s", (now, due) => {
    expect(isApprovalDue(earned, at(now), 30)).toBe(due);
  });
  it("a 0-day window approves at once", () => {
    expect(isApprovalDue(earned, earned, 0)).toBe(true);
  });
});

describe("links, refs and usernames", () => {
  it("builds the referral link on the site's origin", () => {
    expect(referralLink("http://127.0.0.1:3000", 1001)).toBe("http://127.0.0.1:3000/?ref=1001");
    expect(referralLink("https://inkforge.example/", 7)).toBe("https://inkforge.example/?ref=7");
  });
  it.each([
    ["1001", 1001],
    [" 42 ", 42],
    ["0", null],
    ["01", null],
    ["-3", null],
    ["12a", null],
    ["99999999999", null],
    ["", null],
    [null, null],
  ] as const)("ref %j → %j", (raw, id) => {
    expect(parseAffiliateRef(raw)).toBe(id);
  });
  it.each([
    ["jane.doe+kdp@example.com", 1001, "janedoekdp-1001"],
    ["Élise@example.com", 5, "elise-5"],
    ["___@example.com", 9, "affiliate-9"],
    ["averyveryverylongemaillocalpart@example.com", 3, "averyveryverylongema-3"],
  ])("%s → %s", (email, id, username) => {
    expect(affiliateUsername(email, id)).toBe(username);
  });
});

describe("payouts", () => {
  const c = (
    id: string,
    affiliateId: number,
    amountCents: number,
    payoutEmail: string | null = "pay@example.com",
  ) => ({
    id,
    affiliateId,
    username: `u${affiliateId}`,
    payoutEmail,
    amountCents,
    currency: "USD",
  });
  const ids = [
    "00000000-0000-4000-8000-000000000001",
    "00000000-0000-4000-8000-000000000002",
    "00000000-0000-4000-8000-000000000003",
    "00000000-0000-4000-8000-000000000004",
  ];

  it("pays affiliates at or above the threshold, skips the rest with a reason", () => {
    const plan = planPayouts(
      [c(ids[0]!, 2, 3000), c(ids[1]!, 2, 2000), c(ids[2]!, 3, 4999), c(ids[3]!, 4, 9000, null)],
      5000,
    );
    expect(plan.rows).toEqual([
      {
        affiliateId: 2,
        username: "u2",
        payoutEmail: "pay@example.com",
        amountCents: 5000,
        currency: "USD",
        commissionIds: [ids[0], ids[1]],
      },
    ]);
    expect(plan.skipped).toEqual([
      { affiliateId: 3, reason: "below-threshold", amountCents: 4999 },
      { affiliateId: 4, reason: "no-payout-email", amountCents: 9000 },
    ]);
  });

  it("writes a CSV that reads back to the same commissions", () => {
    const plan = planPayouts([c(ids[0]!, 2, 3000), c(ids[1]!, 2, 2005)], 100);
    const csv = payoutCsv(plan.rows);
    expect(csv).toBe(
      "affiliate_id,username,payout_email,amount,currency,commission_ids\n" +
        `2,u2,pay@example.com,50.05,USD,${ids[0]};${ids[1]}\n`,
    );
    expect(parsePayoutCsv(csv)).toEqual({
      ok: true,
      rows: [{ affiliateId: 2, amountCents: 5005, commissionIds: [ids[0], ids[1]] }],
    });
  });

  it("guards spreadsheet formulas in cells", () => {
    const csv = payoutCsv([
      {
        affiliateId: 1,
        username: "=HYPERLINK(1)",
        payoutEmail: "a,b@example.com",
        amountCents: 100,
        currency: "USD",
        commissionIds: [ids[0]!],
      },
    ]);
    expect(csv.split("\n")[1]).toBe(`1,'=HYPERLINK(1),"a,b@example.com",1.00,USD,${ids[0]}`);
  });

  it.each([
    ["", "line 1"],
    ["affiliate_id,username\n", "line 1"],
    [
      "affiliate_id,username,payout_email,amount,currency,commission_ids\n1,u,e,1.0,USD,x\n",
      "line 2: amount",
    ],
    [
      "affiliate_id,username,payout_email,amount,currency,commission_ids\nx,u,e,1.00,USD,x\n",
      "line 2: affiliate_id",
    ],
    [
      "affiliate_id,username,payout_email,amount,currency,commission_ids\n1,u,e,1.00,USD,nope\n",
      "line 2: commission_ids",
    ],
    [
      "affiliate_id,username,payout_email,amount,currency,commission_ids\n1,u,e\n",
      "line 2: expected 6",
    ],
  ])("rejects a malformed file %#", (text, message) => {
    const parsed = parsePayoutCsv(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});

describe("dailySeries", () => {
  it("buckets events per UTC date over the last days, zeros included", () => {
    const now = at("2026-11-27T10:00:00Z");
    const series = dailySeries(
      [
        { at: at("2026-11-27T00:00:00Z"), kind: "click" },
        { at: at("2026-11-26T23:59:59Z"), kind: "click" },
        { at: at("2026-11-26T12:00:00Z"), kind: "signup" },
        { at: at("2026-11-27T09:00:00Z"), kind: "sale", commissionCents: 570 },
        { at: at("2026-11-20T00:00:00Z"), kind: "click" },
        { at: at("2026-11-28T00:00:00Z"), kind: "click" },
      ],
      now,
      3,
    );
    expect(series).toEqual([
      { date: "2026-11-25", clicks: 0, signups: 0, sales: 0, commissionCents: 0 },
      { date: "2026-11-26", clicks: 1, signups: 1, sales: 0, commissionCents: 0 },
      { date: "2026-11-27", clicks: 1, signups: 0, sales: 1, commissionCents: 570 },
    ]);
  });
});
