import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenService } from "../../src/services/auth/tokens";
import { bearer } from "../account-helpers";
import { makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp, testEnv } from "../helper";
import { buildWorld, ownershipCases, snapshotDatabase, type World } from "./ownership-cases";
import { routeAccess } from "./route-access";

/*
 * Issue 16's ownership matrix (OWASP ASVS 5.0 V4 and V2), generated from the OpenAPI document:
 * every route is in `routeAccess`, every route that takes a token refuses a missing, malformed,
 * forged or expired one with 401, and every route naming a user-owned resource answers another
 * user's resource with 404 and writes nothing.
 */

type Operation = { method: string; path: string; key: string };

const sampleId = "00000000-0000-4000-8000-000000000000";
/** Path parameters that must name something real for the route to reach its checks. */
const sampleParams: Record<string, string> = { kind: "blog", pid: "1", version: "1" };

function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map((method) => ({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
      })),
  );
}

/** The route with every path parameter filled, and a JSON body where one may be sent. */
function requestFor(operation: Operation, headers: Record<string, string>): InjectOptions {
  const url = operation.path.replace(
    /\{([^}]+)\}/g,
    (_match, name: string) => sampleParams[name] ?? sampleId,
  );
  const hasBody = operation.method !== "GET" && operation.method !== "DELETE";
  return {
    method: operation.method as InjectOptions["method"],
    url,
    headers: hasBody ? { ...headers, "content-type": "application/json" } : headers,
    ...(hasBody ? { payload: "{}" } : {}),
  };
}

describe("the route matrix: authentication and ownership on every route (issue 16)", () => {
  let testApp: TestApp;
  let operations: Operation[];
  let world: World;
  const tokens: Record<string, string> = {};
  const clock = movableClock(new Date());
  let support: Staff;

  beforeAll(async () => {
    // The affiliate programme is open in the test's default country.
    testApp = await buildTestApp({ env: { DEFAULT_COUNTRY: "US" }, now: clock.now });
    await testApp.app.ready();
    operations = operationsOf(testApp.app.swagger() as never);
    world = await buildWorld(testApp.app, testApp.db);
    support = await makeStaff(testApp.app, testApp.db, clock, "support@matrix.test", "support");

    const signer = (secret: string, now: Date) => createTokenService({ secret, now: () => now });
    const secret = testEnv.TOKEN_SECRET ?? "";
    tokens.forged = await signer("not-the-server-secret-0123456789abcdef0123", new Date()).sign({
      userId: world.alice.id,
      tokenVersion: 0,
    });
    tokens.expired = await signer(secret, new Date(Date.now() - 31 * 86_400_000)).sign({
      userId: world.alice.id,
      tokenVersion: 0,
    });
    const [header = "", payload = ""] = world.alice.token.split(".");
    tokens.unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${payload}.`;
    tokens.truncated = `${header}.${payload}`;
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it("lists every route of the OpenAPI document, and only those", () => {
    const documented = operations.map((operation) => operation.key).sort();
    const listed = Object.keys(routeAccess).sort();
    expect(documented.filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !documented.includes(key))).toEqual([]);
  });

  it("has an ownership case for every owned route", () => {
    const owned = Object.entries(routeAccess)
      .filter(([, access]) => access === "owned")
      .map(([key]) => key)
      .sort();
    expect(Object.keys(ownershipCases).sort()).toEqual(owned);
  });

  it("answers 401 to a missing, malformed, forged, unsigned or expired token", async () => {
    const failures: string[] = [];
    const badTokens = {
      missing: undefined,
      malformed: "not-a-token",
      forged: tokens.forged,
      unsigned: tokens.unsigned,
      truncated: tokens.truncated,
      expired: tokens.expired,
    };
    for (const operation of operations) {
      const access = routeAccess[operation.key];
      if (access !== "token" && access !== "owned") continue;
      for (const [name, token] of Object.entries(badTokens)) {
        const response = await testApp.app.inject(
          requestFor(operation, token ? bearer(token) : {}),
        );
        if (response.statusCode !== 401 || response.json().code !== "UNAUTHENTICATED") {
          failures.push(`${operation.key} with a ${name} token: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("serves public and optional routes without a token, and refuses a bad token on optional ones", async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const access = routeAccess[operation.key];
      if (access !== "public" && access !== "optional") continue;
      const anonymous = await testApp.app.inject(requestFor(operation, {}));
      if (anonymous.statusCode === 401 || anonymous.statusCode >= 500) {
        failures.push(`${operation.key} without a token: ${anonymous.statusCode}`);
      }
      if (access === "optional") {
        const bad = await testApp.app.inject(requestFor(operation, bearer("not-a-token")));
        if (bad.statusCode !== 401)
          failures.push(`${operation.key} with a bad token: ${bad.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("extension routes take the extension's own token only, and it opens no other route", async () => {
    const failures: string[] = [];
    const refused: Record<string, Record<string, string>> = {
      "no token": {},
      "a malformed token": bearer("not-a-token"),
      "a forged extension token": bearer("ixt_0123456789abcdef0123456789abcdef0123456789a"),
      "a member's site token": bearer(world.alice.token),
    };
    for (const operation of operations) {
      const access = routeAccess[operation.key];
      if (access === "extension") {
        for (const [name, headers] of Object.entries(refused)) {
          const response = await testApp.app.inject(requestFor(operation, headers));
          if (response.statusCode !== 401) {
            failures.push(`${operation.key} with ${name}: ${response.statusCode}`);
          }
        }
        continue;
      }
      if (access !== "token" && access !== "owned") continue;
      const response = await testApp.app.inject(
        requestFor(operation, bearer(world.extensionToken)),
      );
      if (response.statusCode !== 401) {
        failures.push(`${operation.key} with the extension token: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // The token itself is live: the refusals above are about scope, not a dead token.
    const live = await testApp.app.inject({
      method: "GET",
      url: "/api/v1/extension/access",
      headers: bearer(world.extensionToken),
    });
    expect(live.statusCode).toBe(200);
  });

  it("answers 404 on every console route to whoever may not use it, and writes nothing", async () => {
    const before = await snapshotDatabase(testApp.db);
    const failures: string[] = [];
    const strangers: Record<string, Record<string, string>> = {
      "no token": {},
      "a malformed token": bearer("not-a-token"),
      "a forged console token": bearer("adm_0123456789abcdef0123456789abcdef0123456789a"),
      "a member token": bearer(world.alice.token),
    };
    for (const operation of operations) {
      const access = routeAccess[operation.key];
      if (access !== "staff" && access !== "console" && access !== "console-write") continue;
      const refused = { ...strangers };
      // A staff account's member token opens the second step only, never the console itself.
      if (access !== "staff") refused["a staff member token"] = bearer(support.memberToken);
      // The read-only role reads; the admin role alone writes.
      if (access === "console-write") refused["a support session"] = bearer(support.consoleToken);
      for (const [name, headers] of Object.entries(refused)) {
        const response = await testApp.app.inject(requestFor(operation, headers));
        if (response.statusCode !== 404 || response.json().code !== "NOT_FOUND") {
          failures.push(`${operation.key} with ${name}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const after = await snapshotDatabase(testApp.db);
    for (const table of Object.keys(before)) {
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    }
  });

  it("answers another user's resource with 404 on every owned route, and writes nothing", async () => {
    const before = await snapshotDatabase(testApp.db);
    const failures: string[] = [];
    for (const [key, makeRequest] of Object.entries(ownershipCases)) {
      const request = makeRequest(world);
      const sendsBody = request.method === "POST" || request.method === "PUT";
      const response = await testApp.app.inject({
        ...request,
        ...(sendsBody ? { payload: request.payload ?? {} } : {}),
        headers: {
          ...bearer(world.bob.token),
          ...(sendsBody ? { "content-type": "application/json" } : {}),
          // A route that reads a file body (a manuscript import) names its own type.
          ...request.headers,
        },
      } as InjectOptions);
      if (response.statusCode !== 404)
        failures.push(`${key}: ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
    const after = await snapshotDatabase(testApp.db);
    for (const table of Object.keys(before)) {
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    }
  });

  it("still serves Alice her own resources (the cases name real ones)", async () => {
    for (const [key, makeRequest] of Object.entries(ownershipCases)) {
      const request = makeRequest(world);
      if (request.method !== "GET") continue;
      const aliceRequest = { ...request, headers: bearer(world.alice.token) } as InjectOptions;
      const response = await testApp.app.inject(aliceRequest);
      expect({ key, status: response.statusCode }).toEqual({ key, status: 200 });
    }
  });
});
