import { describe, expect, it } from "vitest";
import { parseBlogBody } from "../blog/body";
import { courseLessonCount } from "../catalogue/claims";
import { productsGranting, productsOfOffer } from "./catalogue";
import { courseLessons, coursePercentComplete, courses, findCourse } from "./courses";
import { findLessonBody, lessonBodyIds } from "./lessons/index";

describe("courses", () => {
  it("the masterclass has as many lessons as the catalogue claims (DESIGN 10)", () => {
    const masterclass = findCourse("masterclass")!;
    expect(courseLessons(masterclass)).toHaveLength(courseLessonCount);
    expect(masterclass.modules.length).toBeGreaterThan(1);
  });

  it("every lesson has written text that teaches, and no text belongs to no lesson", () => {
    const lessonIds = courses.flatMap((course) =>
      courseLessons(course).map((lesson) => lesson._id),
    );
    expect(new Set(lessonBodyIds())).toEqual(new Set(lessonIds));
    for (const id of lessonIds) {
      const body = findLessonBody(id) ?? "";
      expect(body.split(/\s+/).length, id).toBeGreaterThanOrEqual(45);
      expect(
        parseBlogBody(body).some((block) => block.kind === "paragraph"),
        id,
      ).toBe(true);
    }
    expect(findLessonBody("constructor")).toBeUndefined();
  });

  it("has a free mini course", () => {
    const basics = findCourse("kdp-basics")!;
    expect(productsOfOffer(basics.offerId).every((p) => p.priceCents === 0)).toBe(true);
  });

  it("uses unique ids and is opened by a sold feature", () => {
    for (const course of courses) {
      const ids = [
        course._id,
        ...course.modules.map((m) => m._id),
        ...courseLessons(course).map((l) => l._id),
      ];
      expect(new Set(ids).size).toBe(ids.length);
      expect(productsGranting(course.requires).length).toBeGreaterThan(0);
      for (const lesson of courseLessons(course)) expect(lesson.durationSeconds).toBeGreaterThan(0);
    }
  });

  it("computes progress from completed lessons, ignoring repeats and strangers", () => {
    const basics = findCourse("kdp-basics")!;
    const [first, second] = courseLessons(basics);
    expect(coursePercentComplete(basics, [])).toBe(0);
    expect(coursePercentComplete(basics, [first!._id, first!._id, "other"])).toBe(16);
    expect(coursePercentComplete(basics, [first!._id, second!._id])).toBe(33);
    expect(
      coursePercentComplete(
        basics,
        courseLessons(basics).map((l) => l._id),
      ),
    ).toBe(100);
  });
});
