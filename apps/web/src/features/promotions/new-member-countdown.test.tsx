import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NEW_MEMBER_COUNTDOWN_HIDE_MS, NewMemberCountdown } from "./new-member-countdown";

vi.mock("next-auth/react", () => ({ useSession: () => ({ status: "loading", data: null }) }));

const HOUR = 3_600_000;
const NOW = new Date("2026-11-21T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function start() {
  vi.useFakeTimers({
    now: NOW,
    toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
  });
}

const advance = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
};

const countdown = () => screen.queryByTestId("new-member-countdown");

describe("NewMemberCountdown (CD-06, CD-07)", () => {
  it.each<[string, string | null, boolean]>([
    ["an account 23 h old shows it", ago(23 * HOUR), true],
    ["an account 25 h old shows none", ago(25 * HOUR), false],
    ["an account exactly 24 h old shows none", ago(24 * HOUR), false],
    ["a guest shows none", null, false],
  ])("%s", (_name, createdAt, shown) => {
    start();
    render(<NewMemberCountdown createdAt={createdAt} />);
    expect(countdown() !== null).toBe(shown);
  });

  it("once the window expires, stays during the 500 ms animation, then is removed", async () => {
    start();
    render(<NewMemberCountdown createdAt={ago(24 * HOUR - 1_000)} />);
    expect(countdown()?.dataset.state).toBe("shown");
    expect(screen.getByRole("timer").textContent).toBe("0:00:01");
    await advance(1_000);
    expect(countdown()?.dataset.state).toBe("hiding");
    expect(countdown()?.className).toContain("opacity-0");
    expect(countdown()?.className).toContain("motion-reduce:transition-none");
    await advance(200);
    expect(countdown()).not.toBeNull();
    await advance(NEW_MEMBER_COUNTDOWN_HIDE_MS - 200 - 1);
    expect(countdown()).not.toBeNull();
    await advance(1);
    expect(countdown()).toBeNull();
  });

  it("on sign-out, fades out over 500 ms keeping its time, then is removed", async () => {
    start();
    const view = render(<NewMemberCountdown createdAt={ago(2 * HOUR)} />);
    expect(screen.getByRole("timer").textContent).toBe("22:00:00");
    view.rerender(<NewMemberCountdown createdAt={null} />);
    expect(countdown()?.dataset.state).toBe("hiding");
    // Fading, it is hidden from assistive technology but keeps showing its time.
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByRole("timer", { hidden: true }).textContent).toBe("22:00:00");
    await advance(200);
    expect(countdown()).not.toBeNull();
    await advance(400);
    expect(countdown()).toBeNull();
  });

  it("while the session is unknown, nothing changes", async () => {
    start();
    const view = render(<NewMemberCountdown createdAt={ago(HOUR)} />);
    view.rerender(<NewMemberCountdown createdAt={undefined} />);
    await advance(NEW_MEMBER_COUNTDOWN_HIDE_MS + 100);
    expect(countdown()?.dataset.state).toBe("shown");
  });
});
