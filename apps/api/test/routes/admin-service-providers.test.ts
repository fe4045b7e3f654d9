import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, serviceProviders } from "../../src/db/schema";
import { bearer, registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";

/*
 * The services directory from the console (issue 29, decision 0135): providers entered, edited,
 * vetted and removed by an admin, each audited; the public list shows exactly what was entered and
 * "vetted" only where an operator vetted. A fresh database has no providers at all.
 */

const listing = {
  category: "Book Covers",
  subcategory: "Puzzle Book Cover",
  name: "Grid Works Studio",
  description: "Covers for puzzle books, with a full wrap sized to the page count.",
  link: "https://www.fiverr.com/gridworks",
  rating: 4.9,
  totalReviews: 120,
  tags: ["Full wrap"],
  vetted: false,
};
const url = "/api/admin/service-providers";

describe("the services directory in the console", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2027-01-10T10:00:00Z"));
  let admin: Staff;
  let support: Staff;
  let member: string;
  let id = "";

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    admin = await makeStaff(testApp.app, testApp.db, clock, "ops@directory.test");
    support = await makeStaff(testApp.app, testApp.db, clock, "help@directory.test", "support");
    member = await registerUser(testApp.app, "author@directory.test");
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  const publicList = async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/services/providers" });
    expect(response.statusCode).toBe(200);
    return response.json().providers as Array<Record<string, unknown>>;
  };
  const auditCount = async () => (await testApp.db.select().from(auditLog)).length;

  it("starts empty: no invented providers on the public list", async () => {
    expect(await publicList()).toEqual([]);
  });

  it("refuses members and support, and writes nothing", async () => {
    const before = await auditCount();
    const byMember = await testApp.app.inject({
      method: "POST",
      url,
      headers: bearer(member),
      payload: listing,
    });
    expect(byMember.statusCode).toBe(404);
    const bySupport = await consoleCall(testApp.app, support.consoleToken, "POST", url, listing);
    expect(bySupport.statusCode).toBe(404);
    expect(await testApp.db.select().from(serviceProviders)).toEqual([]);
    expect(await auditCount()).toBe(before);
    const read = await consoleCall(testApp.app, support.consoleToken, "GET", url);
    expect(read.statusCode).toBe(200);
    expect(read.json().providers).toEqual([]);
  });

  it.each([
    ["category", { category: "Astrology" }],
    ["subcategory", { subcategory: "Fiction Covers!" }],
    ["link", { link: "http://plain.example" }],
    ["rating", { rating: 6 }],
    ["name", { name: "" }],
    ["tags", { tags: ["a", "b", "c", "d", "e", "f", "g"] }],
  ])("answers 400 naming %s and writes nothing", async (field, change) => {
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      ...listing,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
    expect(await testApp.db.select().from(serviceProviders)).toEqual([]);
  });

  it("adds a provider, audited, and the public list shows it, not vetted", async () => {
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", url, listing);
    expect(response.statusCode, response.body).toBe(200);
    const { provider } = response.json();
    id = provider.id;
    expect(provider).toMatchObject({ ...listing, vettedBy: null, vettedAt: null });
    expect(await latestAudit(testApp.db, "service-provider.create")).toMatchObject({
      actorId: admin.userId,
      targetType: "service-provider",
      targetId: id,
      before: null,
      after: { ...listing, id },
    });
    expect(await publicList()).toEqual([{ ...listing, id }]);
  });

  it("vets it: the operator and instant are kept, the public list says vetted", async () => {
    const response = await consoleCall(testApp.app, admin.consoleToken, "PUT", `${url}/${id}`, {
      ...listing,
      vetted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().provider).toMatchObject({
      vetted: true,
      vettedBy: admin.email,
      vettedAt: clock.now().toISOString(),
    });
    const audit = await latestAudit(testApp.db, "service-provider.vet");
    expect(audit?.before).toMatchObject({ vetted: false });
    expect(audit?.after).toMatchObject({ vetted: true });
    expect((await publicList())[0]).toMatchObject({ id, vetted: true });

    // An edit that keeps it vetted is an update, and keeps who vetted it.
    const edit = await consoleCall(testApp.app, admin.consoleToken, "PUT", `${url}/${id}`, {
      ...listing,
      rating: 4.8,
      vetted: true,
    });
    expect(edit.json().provider).toMatchObject({ rating: 4.8, vettedBy: admin.email });
    expect(await latestAudit(testApp.db)).toMatchObject({ action: "service-provider.update" });
  });

  it("refuses an unknown id with 404 and a malformed one with 400", async () => {
    const unknown = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "PUT",
      `${url}/00000000-0000-4000-8000-000000000000`,
      listing,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await consoleCall(testApp.app, admin.consoleToken, "DELETE", `${url}/nope`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("id");
  });

  it("support cannot remove it; an admin can, audited, and the public list is empty again", async () => {
    const bySupport = await consoleCall(
      testApp.app,
      support.consoleToken,
      "DELETE",
      `${url}/${id}`,
    );
    expect(bySupport.statusCode).toBe(404);
    expect(await publicList()).toHaveLength(1);
    const response = await consoleCall(testApp.app, admin.consoleToken, "DELETE", `${url}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await latestAudit(testApp.db, "service-provider.delete")).toMatchObject({
      targetId: id,
      before: { name: listing.name, vetted: true },
      after: null,
    });
    expect(await publicList()).toEqual([]);
  });
});
