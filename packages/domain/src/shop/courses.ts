import { readingMinutes } from "../blog/body";
import { type FeatureId, featureIds } from "./feature-ids";
import { findLessonBody } from "./lessons/index";

/*
 * Course content sold by the shop (spec 7.14 `/api/courses/*`). Products sell access (the feature
 * in `requires`); this file holds the structure the player and the progress calls use, and each
 * lesson's written text lives in lessons/. The masterclass's lesson count is the catalogue's
 * "lessons" claim (DESIGN 10). A lesson's duration is its reading time.
 */

export type CourseLesson = { _id: string; title: string; durationSeconds: number };
export type CourseModule = { _id: string; title: string; lessons: readonly CourseLesson[] };
export type Course = {
  _id: string;
  title: string;
  description: string;
  /** The feature that opens the course (bought, included in a plan, or claimed for free). */
  requires: FeatureId;
  /** The offer (shop item) that sells it. */
  offerId: FeatureId;
  modules: readonly CourseModule[];
};

/** A lesson's title; the number is the length the outline was planned at (not used). */
type LessonRow = readonly [title: string, plannedMinutes: number];

function courseModule(courseId: string, number: number, title: string, rows: readonly LessonRow[]) {
  return {
    _id: `${courseId}-m${number}`,
    title,
    lessons: rows.map(([lessonTitle], i) => {
      const _id = `${courseId}-m${number}-l${i + 1}`;
      const body = findLessonBody(_id);
      if (body === undefined) throw new Error(`Lesson ${_id} has no text`);
      return { _id, title: lessonTitle, durationSeconds: readingMinutes(body) * 60 };
    }),
  } satisfies CourseModule;
}

const masterclass: Course = {
  _id: "masterclass",
  title: "KDP Masterclass",
  description: "From niche research and making the book to the listing, the launch and ads.",
  requires: featureIds.masterclass,
  offerId: featureIds.masterclass,
  modules: [
    courseModule("masterclass", 1, "Getting started on KDP", [
      ["Welcome and how to use this course", 6],
      ["How KDP works: print, eBook and Kindle Unlimited", 14],
      ["Setting up your KDP account and tax interview", 12],
      ["How royalties are calculated", 11],
      ["Low-, medium- and high-content books", 9],
      ["Choosing your first book type", 10],
      ["Trim sizes, paper and ink", 12],
      ["ISBNs: the free KDP ISBN or your own", 8],
      ["Pen names and your author brand", 9],
      ["Your first-month plan", 7],
    ]),
    courseModule("masterclass", 2, "Niche and keyword research", [
      ["How readers search on Amazon", 10],
      ["Mining search suggestions", 13],
      ["Reading the best-seller rank", 9],
      ["From BSR to estimated sales", 11],
      ["Judging competition", 12],
      ["Quick View walkthrough", 10],
      ["Deep View walkthrough", 15],
      ["Finding gaps in reviews", 11],
      ["Seasonal niches", 9],
      ["Scoring and choosing a niche", 12],
    ]),
    courseModule("masterclass", 3, "Creating interiors", [
      ["Planning the interior", 8],
      ["Low-content interiors", 12],
      ["Puzzle books that sell", 14],
      ["Activity books for children", 13],
      ["Coloring books", 12],
      ["Writing non-fiction fast", 16],
      ["Fiction on KDP: the essentials", 15],
      ["Margins, bleed and gutter", 10],
      ["Fonts and readability", 8],
      ["Exporting print-ready PDFs", 9],
    ]),
    courseModule("masterclass", 4, "Covers that sell", [
      ["What makes a cover get clicked", 9],
      ["Reading your niche's covers", 10],
      ["Cover template and spine width", 11],
      ["Designing the front cover", 16],
      ["Back cover and spine", 10],
      ["Typography for covers", 12],
      ["Colour and contrast", 9],
      ["Series branding", 10],
      ["Avoiding cover rejections", 11],
      ["A+ Content images", 13],
    ]),
    courseModule("masterclass", 5, "The listing", [
      ["Title and subtitle formulas", 12],
      ["Writing the description", 13],
      ["Formatting descriptions for Amazon", 8],
      ["The seven backend keywords", 14],
      ["Choosing categories", 11],
      ["Pricing for royalty and rank", 12],
      ["Trademark and guideline checks", 10],
      ["AI-content disclosure", 7],
      ["Translating for other marketplaces", 10],
      ["The publishing checklist", 8],
    ]),
    courseModule("masterclass", 6, "Launching", [
      ["The pre-launch plan", 11],
      ["Author Central and your author page", 10],
      ["Early reviews within Amazon's rules", 12],
      ["Working with ARC readers", 11],
      ["Launch-week pricing", 9],
      ["Kindle Unlimited promotions", 10],
      ["Email list basics", 13],
      ["Social media that works for authors", 12],
      ["Tracking rank after launch", 9],
      ["The post-launch review", 8],
    ]),
    courseModule("masterclass", 7, "Amazon Ads", [
      ["How Amazon Ads work for books", 12],
      ["Automatic campaigns", 13],
      ["Manual keyword campaigns", 15],
      ["Product targeting", 12],
      ["Bids and budgets", 11],
      ["Reading the search-term report", 13],
      ["ACOS and your royalty break-even", 10],
      ["Scaling winning campaigns", 12],
      ["Cutting losing keywords", 9],
      ["Ads for a series", 10],
    ]),
    courseModule("masterclass", 8, "Growing the business", [
      ["Publishing consistently", 10],
      ["Building a series", 12],
      ["eBook, paperback and hardcover", 11],
      ["Audiobooks", 12],
      ["Going wide or staying in KDP Select", 13],
      ["Outsourcing covers and formatting", 11],
      ["Tracking your catalogue's profit", 12],
      ["Keeping your account in good standing", 10],
      ["Planning your next 12 months", 9],
      ["Wrap-up and next steps", 6],
    ]),
  ],
};

const kdpBasics: Course = {
  _id: "kdp-basics",
  title: "KDP Basics Mini Course",
  description: "How KDP works and your first book, step by step, in six short lessons.",
  requires: featureIds.kdpBasicsCourse,
  offerId: featureIds.kdpBasicsCourse,
  modules: [
    courseModule("kdp-basics", 1, "How KDP works", [
      ["What KDP is and what it costs", 5],
      ["Print, eBook and Kindle Unlimited", 6],
      ["How royalties are paid", 5],
    ]),
    courseModule("kdp-basics", 2, "Your first book", [
      ["Picking a first niche", 7],
      ["Interior and cover files", 8],
      ["Publishing and what happens next", 6],
    ]),
  ],
};

export const courses: readonly Course[] = [masterclass, kdpBasics];

const coursesById = new Map(courses.map((course) => [course._id, course]));

export function findCourse(id: unknown): Course | undefined {
  return typeof id === "string" ? coursesById.get(id) : undefined;
}

/** All lessons of a course, in order. */
export function courseLessons(course: Course): CourseLesson[] {
  return course.modules.flatMap((m) => m.lessons);
}

/**
 * Percentage of a course's lessons completed, rounded down (0–100). Ids that are not lessons of
 * the course, and repeats, are ignored.
 */
export function coursePercentComplete(
  course: Course,
  completedLessonIds: readonly string[],
): number {
  const lessons = courseLessons(course);
  if (lessons.length === 0) return 0;
  const done = new Set(completedLessonIds);
  const count = lessons.filter((lesson) => done.has(lesson._id)).length;
  return Math.floor((count * 100) / lessons.length);
}
