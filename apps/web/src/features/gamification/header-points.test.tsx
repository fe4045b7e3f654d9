import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiCaller, ApiResult } from "@/lib/api/api-call";
import { applyUsage, loadPoints, resetPoints } from "@/lib/points/points-store";
import { HeaderPoints, pointsLabel, shortNumber, streakLabel } from "./header-points";
import { pageTimeBody } from "./page-time";
import { xpTableRows } from "./xp-table";

vi.mock("next-auth/react", () => ({ useSession: () => ({ status: "unauthenticated" }) }));

afterEach(() => {
  cleanup();
  act(() => resetPoints());
});

const failure: ApiResult<never> = {
  ok: false,
  status: 500,
  code: "INTERNAL",
  message: "down",
  details: [],
  retryAfterSeconds: null,
};

/** A caller answering each path from a table (anything else fails). */
function callerFor(answers: Record<string, unknown>): ApiCaller {
  return (async (_method: string, path: string) =>
    path in answers ? { ok: true, status: 200, data: answers[path] } : failure) as ApiCaller;
}

describe("points and streak in the header (NAV-12, API-PTS-02/03/06)", () => {
  it.each<[number, string]>([
    [0, "0 points"],
    [1, "1 point"],
    [120, "120 points"],
    [12_500, "12,500 points"],
  ])("pointsLabel(%i) → %s", (points, label) => {
    expect(pointsLabel(points)).toBe(label);
  });

  it.each<[number, string]>([
    [9_999, "9,999"],
    [10_000, "10K"],
    [12_540, "12.5K"],
    [1_250_000, "1.3M"],
  ])("shortNumber(%i) → %s", (value, shown) => {
    expect(shortNumber(value)).toBe(shown);
  });

  it("streakLabel reads as the spec's words", () => {
    expect(streakLabel(5)).toBe("5-day streak");
  });

  it("shows total_xp and current_streak from the API with accessible words", async () => {
    render(<HeaderPoints />);
    expect(screen.queryByTestId("header-points")).toBeNull();
    await act(() =>
      loadPoints(
        { token: "t1", userId: "u1" },
        callerFor({
          "/api/usage/xp/total/u1": { user_id: "u1", total_xp: 120 },
          "/api/usage/streak/u1": {
            user_id: "u1",
            current_streak: 4,
            longest_streak: 6,
            today: "2026-11-29",
            time_zone: "UTC",
            active_today: true,
            next_milestone: null,
          },
          "/api/usage/leaderboard/this_month/u1": {
            period: "this_month",
            start: "2026-11-01T00:00:00.000Z",
            end: "2026-12-01T00:00:00.000Z",
            user_id: "u1",
            rank: 3,
            total_xp: 40,
            ranked_users: 9,
          },
        }),
      ),
    );
    const link = screen.getByTestId("header-points");
    expect(link.getAttribute("href")).toBe("/leaderboard");
    expect(screen.getByTestId("header-points-total").textContent).toBe("120 points");
    expect(screen.getByTestId("header-points-streak").textContent).toBe("4-day streak");
    expect(link.getAttribute("title")).toBe("120 points, 4-day streak, rank 3 this month");
    expect(link.getAttribute("aria-label")).toBe(link.getAttribute("title"));
  });

  it("a usage answer moves the numbers on without another request", () => {
    render(<HeaderPoints />);
    act(() => applyUsage({ user_id: "u1", total_xp: 135, current_streak: 5 }));
    expect(screen.getByTestId("header-points-total").textContent).toBe("135 points");
    expect(screen.getByTestId("header-points-streak").textContent).toBe("5-day streak");
  });

  it("an answer that does not match the contract is not shown", async () => {
    render(<HeaderPoints />);
    await act(() =>
      loadPoints(
        { token: "t3", userId: "u3" },
        callerFor({
          "/api/usage/xp/total/u3": { user_id: "u3", total_xp: 7 },
          "/api/usage/leaderboard/this_month/u3": { rank: "third" },
        }),
      ),
    );
    const link = screen.getByTestId("header-points");
    expect(link.getAttribute("title")).toBe("7 points");
  });

  it("failures stay silent: nothing is shown and nothing throws", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<HeaderPoints />);
    await act(() => loadPoints({ token: "t2", userId: "u2" }, callerFor({})));
    expect(screen.queryByTestId("header-points")).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("the page-time body (API-USG-11)", () => {
  it("sends seconds × 1e9 as whole nanoseconds, with the spec's keys", () => {
    const start = Date.parse("2026-11-27T03:00:00.000Z");
    const body = pageTimeBody({ route: "/tools", start, uniqueId: "id-1" }, start + 2000, null);
    expect(body).toEqual({
      page_route: "/tools",
      start_time: "2026-11-27T03:00:00.000Z",
      end_time: "2026-11-27T03:00:02.000Z",
      total_time: 2_000_000_000,
      user_id: null,
      unique_id: "id-1",
    });
    expect(pageTimeBody({ route: "/", start, uniqueId: "x" }, start - 5, "u").total_time).toBe(0);
  });
});

describe("the XP table on the leaderboard page", () => {
  it("is read from the domain rules", () => {
    expect(xpTableRows().slice(0, 2)).toEqual([
      { what: "Daily visit", points: "5 points, once a day" },
      { what: "Using a tool", points: "10 points a use, up to 5 uses of each tool a day" },
    ]);
  });
});
