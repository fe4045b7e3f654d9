import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";

describe("partner endpoints (spec §7.14)", () => {
  let testApp: TestApp;
  let buyer: string;
  let stranger: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    buyer = await registerUser(testApp.app, "partner-buyer@example.com");
    stranger = await registerUser(testApp.app, "partner-stranger@example.com");
    await buyOnce(testApp.app, buyer, ["puzzle-tools-v1-lifetime"]);
    const buyerId = await userIdOf(testApp.db, "partner-buyer@example.com");
    for (const tool_id of ["royalty-calculator", "royalty-calculator", "word-cloud"]) {
      const recorded = await testApp.app.inject({
        method: "POST",
        url: "/api/usage",
        headers: bearer(buyer),
        payload: { user_id: buyerId, tool_id },
        remoteAddress: nextAddress(),
      });
      expect(recorded.statusCode).toBe(201);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: "GET", url, headers, remoteAddress: nextAddress() });

  it("lists the buyer's features and the tools they open", async () => {
    const response = await get("/api/partner/access-tools", bearer(buyer));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body.user_id).toBe(await userIdOf(testApp.db, "partner-buyer@example.com"));
    expect(body.features).toContain("puzzle-tools-v1");
    expect(body.tools).toContainEqual(
      expect.objectContaining({ tool_id: "puzzle-book-maker", availability: "available" }),
    );
  });

  it("counts the buyer's uses per tool, most used first", async () => {
    const response = await get("/api/partner/usages", bearer(buyer));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      usages: [
        { tool_id: "royalty-calculator", uses: 2 },
        { tool_id: "word-cloud", uses: 1 },
      ],
      total: 3,
    });
  });

  it("answers another member with their own data only", async () => {
    const access = (await get("/api/partner/access-tools", bearer(stranger))).json();
    expect(access.user_id).toBe(await userIdOf(testApp.db, "partner-stranger@example.com"));
    expect(access.features).not.toContain("puzzle-tools-v1");
    expect(access.tools.map((tool: { tool_id: string }) => tool.tool_id)).not.toContain(
      "puzzle-book-maker",
    );
    const usages = (await get("/api/partner/usages", bearer(stranger))).json();
    expect(usages).toMatchObject({ usages: [], total: 0 });
  });

  it.each(["/api/partner/access-tools", "/api/partner/usages"])(
    "%s refuses no token and a wrong token with 401",
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, bearer("not.a.token"))).statusCode).toBe(401);
      expect((await get(url, { authorization: `Basic ${btoa("a:b")}` })).statusCode).toBe(401);
      // A query naming another member changes nothing: the token alone chooses.
      const other = await userIdOf(testApp.db, "partner-buyer@example.com");
      const response = await get(`${url}?user_id=${other}`, bearer(stranger));
      expect(response.json().user_id).not.toBe(other);
    },
  );
});
