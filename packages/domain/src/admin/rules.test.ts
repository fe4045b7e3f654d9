import { describe, expect, it } from "vitest";
import { auditCsv } from "./audit-csv";
import { type ConsoleSessionFacts, canStaffWrite, consoleSessionState, planRefund } from "./rules";

const opened = new Date("2026-12-01T09:00:00Z");
const minutes = (n: number) => new Date(opened.getTime() + n * 60_000);
const session: ConsoleSessionFacts = {
  createdAt: opened,
  lastSeenAt: opened,
  expiresAt: minutes(8 * 60),
  revokedAt: null,
  tokenVersion: 2,
  accountTokenVersion: 2,
  role: "admin",
  deleted: false,
};

describe("consoleSessionState", () => {
  it.each([
    ["fresh", {}, 0, "active"],
    ["29 minutes idle", {}, 29, "active"],
    ["30 minutes idle", {}, 30, "idle"],
    ["active but past 8 hours", { lastSeenAt: minutes(479) }, 480, "expired"],
    ["active just before 8 hours", { lastSeenAt: minutes(470) }, 479, "active"],
    ["signed out", { revokedAt: minutes(1) }, 2, "revoked"],
    ["password changed since", { accountTokenVersion: 3 }, 1, "revoked"],
    ["role taken away", { role: null }, 1, "no-longer-staff"],
    ["account deleted", { deleted: true }, 1, "no-longer-staff"],
  ] as const)("%s", (_name, change, at, expected) => {
    expect(consoleSessionState({ ...session, ...change }, minutes(at))).toBe(expected);
  });

  it("lets only admins write", () => {
    expect(canStaffWrite("admin")).toBe(true);
    expect(canStaffWrite("support")).toBe(false);
  });
});

describe("planRefund", () => {
  it.each([
    [
      "everything left by default",
      2900,
      0,
      null,
      { ok: true, amountCents: 2900, full: true, leftAfterCents: 0 },
    ],
    ["a part", 2900, 0, 1000, { ok: true, amountCents: 1000, full: false, leftAfterCents: 1900 }],
    [
      "the rest after a part",
      2900,
      1000,
      null,
      { ok: true, amountCents: 1900, full: true, leftAfterCents: 0 },
    ],
    [
      "exactly the rest",
      2900,
      1000,
      1900,
      { ok: true, amountCents: 1900, full: true, leftAfterCents: 0 },
    ],
    ["more than the rest", 2900, 1000, 1901, { ok: false, field: "amountCents" }],
    ["nothing left", 2900, 2900, null, { ok: false, field: "amountCents" }],
    ["zero", 2900, 0, 0, { ok: false, field: "amountCents" }],
    ["negative", 2900, 0, -5, { ok: false, field: "amountCents" }],
    ["a fraction of a cent", 2900, 0, 10.5, { ok: false, field: "amountCents" }],
  ] as const)("%s", (_name, chargedCents, refundedCents, amountCents, expected) => {
    expect(planRefund({ chargedCents, refundedCents, amountCents })).toMatchObject(expected);
  });
});

describe("auditCsv", () => {
  it("writes JSON before/after and defuses formula cells", () => {
    const csv = auditCsv([
      {
        id: 7,
        at: "2026-12-01T09:00:00.000Z",
        actorId: null,
        actor: "cli",
        action: "feature.grant",
        targetType: "user",
        targetId: "u1",
        reason: '=HYPERLINK("x")',
        before: null,
        after: { featureId: "pro", until: null },
        requestId: null,
      },
    ]);
    expect(csv.split("\n")[1]).toBe(
      '7,2026-12-01T09:00:00.000Z,cli,feature.grant,user,u1,"\'=HYPERLINK(""x"")",,"{""featureId"":""pro"",""until"":null}",',
    );
  });
});
