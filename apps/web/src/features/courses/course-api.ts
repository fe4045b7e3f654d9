import "server-only";
import {
  type CourseLessonContent,
  type CourseStatus,
  type CourseView,
  courseLessonContentSchema,
  courseSchema,
  courseStatusSchema,
} from "@inkforge/domain/contracts/shop";
import { z } from "zod";
import { serverApi } from "@/lib/api/server-api";

export type CourseRead<T> = { ok: true; data: T } | { ok: false; status: number | null };

async function read<T>(
  token: string,
  path: string,
  schema: { parse(data: unknown): T },
): Promise<CourseRead<T>> {
  const result = await serverApi({ token })("GET", path, { schema });
  return result.ok ? { ok: true, data: result.data } : { ok: false, status: result.status };
}

export const readMyCourses = (token: string) =>
  read<CourseView[]>(token, "/api/courses/by-user", z.array(courseSchema));
export const readCourseStatus = (token: string, courseId: string) =>
  read<CourseStatus>(
    token,
    `/api/courses/course-status/${encodeURIComponent(courseId)}`,
    courseStatusSchema,
  );
export const readLesson = (token: string, courseId: string, lessonId: string) =>
  read<CourseLessonContent>(
    token,
    `/api/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}`,
    courseLessonContentSchema,
  );

/**
 * The lesson to open: the one asked for, else the first not yet completed after the last one the
 * reader finished (resume), else the first.
 */
export function chooseLesson(
  course: CourseView,
  status: CourseStatus,
  asked: string | undefined,
): string {
  const ids = course.modules.flatMap((m) => m.lessons.map((lesson) => lesson._id));
  if (asked && ids.includes(asked)) return asked;
  const done = new Set(status.completed_lessons);
  const from = status.last_lesson_id ? ids.indexOf(status.last_lesson_id) + 1 : 0;
  const next = ids.slice(from).find((id) => !done.has(id)) ?? ids.find((id) => !done.has(id));
  return next ?? ids[0] ?? "";
}
