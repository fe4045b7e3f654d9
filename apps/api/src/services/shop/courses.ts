import { readingMinutes } from "@inkforge/domain/blog/body";
import type {
  CourseLessonContent,
  CourseStatus,
  CourseView,
} from "@inkforge/domain/contracts/shop";
import { ownsFeature } from "@inkforge/domain/shop/access";
import {
  type Course,
  courseLessons,
  coursePercentComplete,
  courses,
  findCourse,
} from "@inkforge/domain/shop/courses";
import { findLessonBody } from "@inkforge/domain/shop/lessons/index";
import { toCourseView } from "@inkforge/domain/shop/views";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseProgress, type User } from "../../db/schema";
import { AppError } from "../../errors";
import { activeEntries } from "./owned";

type Ctx = { db: Database; now: Date };

/** `GET /api/courses/by-user`: the courses the caller can open (bought, in a plan, or free). */
export async function listCoursesOfUser(ctx: Ctx, user: User): Promise<CourseView[]> {
  const entries = await activeEntries(ctx, user.id);
  return courses
    .filter((course) => ownsFeature(entries, course.requires, ctx.now))
    .map(toCourseView);
}

/** A course the caller can open; 404 otherwise (unknown, or not theirs). */
async function requireOwnCourse(ctx: Ctx, user: User, courseId: string): Promise<Course> {
  const course = findCourse(courseId);
  const entries = course ? await activeEntries(ctx, user.id) : [];
  if (!course || !ownsFeature(entries, course.requires, ctx.now)) {
    throw new AppError("NOT_FOUND", "No such course");
  }
  return course;
}

async function statusOf(ctx: Ctx, user: User, course: Course): Promise<CourseStatus> {
  const rows = await ctx.db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, user.id), eq(courseProgress.courseId, course._id)))
    .orderBy(asc(courseProgress.completedAt), asc(courseProgress.lessonId));
  const order = new Map(courseLessons(course).map((lesson, index) => [lesson._id, index]));
  const done = rows.filter((row) => order.has(row.lessonId));
  const completed = done
    .map((row) => row.lessonId)
    .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return {
    course_id: course._id,
    completed_lessons: completed,
    percent_complete: coursePercentComplete(course, completed),
    last_lesson_id: done.at(-1)?.lessonId ?? null,
  };
}

export async function getCourseStatus(ctx: Ctx, user: User, courseId: string) {
  return statusOf(ctx, user, await requireOwnCourse(ctx, user, courseId));
}

/** `POST /api/courses/course-status/{id}`: marks a lesson done (or not done); idempotent. */
export async function recordLessonProgress(
  ctx: Ctx,
  user: User,
  courseId: string,
  { lessonId, completed }: { lessonId: string; completed: boolean },
): Promise<CourseStatus> {
  const course = await requireOwnCourse(ctx, user, courseId);
  if (!courseLessons(course).some((lesson) => lesson._id === lessonId)) {
    throw new AppError("VALIDATION_FAILED", `lesson_id: is not a lesson of ${course._id}`, {
      details: [{ path: "lesson_id", message: `is not a lesson of ${course._id}` }],
    });
  }
  if (completed) {
    await ctx.db
      .insert(courseProgress)
      .values({ userId: user.id, courseId: course._id, lessonId, completedAt: ctx.now })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(courseProgress)
      .where(
        and(
          eq(courseProgress.userId, user.id),
          eq(courseProgress.courseId, course._id),
          eq(courseProgress.lessonId, lessonId),
        ),
      );
  }
  return statusOf(ctx, user, course);
}

/**
 * One lesson's text for the course's owner (another user, or a lesson of another course: 404).
 * `videoUrlTemplate` (COURSE_VIDEO_URL_TEMPLATE) turns `{lesson}` into the lesson's video address.
 */
export async function getLessonContent(
  ctx: Ctx & { videoUrlTemplate: string | undefined },
  user: User,
  courseId: string,
  lessonId: string,
): Promise<CourseLessonContent> {
  const course = await requireOwnCourse(ctx, user, courseId);
  const lessons = courseLessons(course);
  const index = lessons.findIndex((lesson) => lesson._id === lessonId);
  const lesson = lessons[index];
  const body = lesson ? findLessonBody(lesson._id) : undefined;
  if (!lesson || body === undefined) throw new AppError("NOT_FOUND", "No such lesson");
  const module = course.modules.find((m) => m.lessons.some((item) => item._id === lesson._id));
  return {
    _id: lesson._id,
    course_id: course._id,
    module_title: module?.title ?? "",
    title: lesson.title,
    body,
    reading_minutes: readingMinutes(body),
    video_url: ctx.videoUrlTemplate
      ? ctx.videoUrlTemplate.replaceAll("{lesson}", encodeURIComponent(lesson._id))
      : null,
    previous_lesson_id: lessons[index - 1]?._id ?? null,
    next_lesson_id: lessons[index + 1]?._id ?? null,
    position: index + 1,
    lesson_count: lessons.length,
  };
}
