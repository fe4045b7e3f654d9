import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CourseEntry } from "./course-entry";

const owned = vi.hoisted(() => ({ value: false }));
vi.mock("@/lib/membership/membership-store", () => ({ useOwnsFeature: () => owned.value }));

afterEach(cleanup);

/* Issue 24: an owner saw "Get the masterclass" beside "Resume the course". */
describe("CourseEntry on a course's sales page", () => {
  it.each([
    [false, "Get the masterclass"],
    [true, "Resume the course"],
  ])("owner %s sees only %j", (owns, label) => {
    owned.value = owns;
    render(
      <CourseEntry
        featureId="masterclass"
        courseId="masterclass"
        buy={{ label: "Get the masterclass", href: "/checkout/v3?product=masterclass" }}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([label]);
  });
});
