import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "@/lib/auth/use-auth";
import { LeaderboardView, monthTitle } from "./leaderboard-view";

const state = vi.hoisted(() => ({
  auth: { status: "unauthenticated" } as AuthState,
  answers: {} as Record<string, { ok: boolean; data?: unknown }>,
  paths: [] as string[],
}));

vi.mock("@/lib/auth/use-auth", () => ({ useAuth: () => state.auth }));
vi.mock("@/lib/api/use-account-api", () => {
  const call = async (_method: string, path: string) => {
    state.paths.push(path);
    const answer = state.answers[path];
    return answer?.ok
      ? { ok: true, status: 200, data: answer.data }
      : {
          ok: false,
          status: 500,
          code: "INTERNAL",
          message: "",
          details: [],
          retryAfterSeconds: null,
        };
  };
  return { useAccountApi: () => call };
});

afterEach(() => {
  cleanup();
  state.paths = [];
});

const signedIn: AuthState = {
  status: "authenticated",
  user: { id: "u1", email: "ann@example.test", name: "Ann" } as never,
  apiToken: "t",
};

describe("the leaderboard page's ranking", () => {
  it("names the month in UTC", () => {
    expect(monthTitle("2026-11-01T00:00:00.000Z")).toBe("November 2026");
    expect(monthTitle(null)).toBe("All time");
  });

  it("signed out, it asks to log in and comes back here", () => {
    state.auth = { status: "unauthenticated" };
    render(<LeaderboardView />);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe(
      "/login?next=%2Fleaderboard",
    );
    expect(state.paths).toEqual([]);
  });

  it("shows this month's ranking with the member's row and rank", async () => {
    state.auth = signedIn;
    state.answers = {
      "/api/usage/leaderboard/this_month?limit=50": {
        ok: true,
        data: {
          period: "this_month",
          start: "2026-11-01T00:00:00.000Z",
          end: "2026-12-01T00:00:00.000Z",
          entries: [
            { rank: 1, username: "Quill", total_xp: 120, is_you: false },
            { rank: 2, username: "an…", total_xp: 15, is_you: true },
            { rank: 2, username: "bo…", total_xp: 15, is_you: false },
          ],
        },
      },
      "/api/usage/leaderboard/this_month/u1": {
        ok: true,
        data: { rank: 2, total_xp: 15, ranked_users: 3 },
      },
    };
    render(<LeaderboardView />);
    expect(await screen.findByRole("heading", { level: 2, name: "November 2026" })).toBeTruthy();
    const rows = within(screen.getByTestId("leaderboard")).getAllByRole("row").slice(1);
    // A shared rank says so: "=2" on screen, "tied 2" to a screen reader (issue 24).
    expect(rows.map((row) => row.textContent)).toEqual([
      "1Quill120",
      "=2tied 2an…(you)15",
      "=2tied 2bo…15",
    ]);
    expect(rows[1]?.getAttribute("aria-current")).toBe("true");
    expect(screen.getByTestId("your-rank").textContent).toContain(
      "You are tied at number 2 of 3 with 15 points this month.",
    );
    expect(screen.getByTestId("ties-note").textContent).toContain("tied on points");
  });

  it("a failed load says so in the page", async () => {
    state.auth = signedIn;
    state.answers = {};
    render(<LeaderboardView />);
    expect(
      await screen.findByText("The ranking could not be loaded. Please try again later."),
    ).toBeTruthy();
  });
});
