import {
  courseLessonContentSchema,
  courseProgressRequestSchema,
  courseSchema,
  courseStatusSchema,
} from "@inkforge/domain/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  getCourseStatus,
  getLessonContent,
  listCoursesOfUser,
  recordLessonProgress,
} from "../../services/shop/courses";
import { idParamsSchema } from "./context";

/** Courses the caller can open, and their progress (spec 7.14). Not theirs: 404. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.db, now: app.now() });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/courses/by-user",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listMyCourses",
        summary: "List the courses the caller can open, with modules and lessons",
        tags: ["courses"],
        response: { 200: z.array(courseSchema), ...errorResponses(401) },
      },
    },
    async (request) => listCoursesOfUser(ctx(), requireUser(request)),
  );

  app.get(
    "/api/courses/:courseId/lessons/:lessonId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getCourseLesson",
        summary: "One lesson's text, with its neighbours, for the course's owner",
        description: "Another user's course, or a lesson that is not in the course, answers 404.",
        tags: ["courses"],
        params: z.object({
          courseId: z.string().trim().min(1).max(128),
          lessonId: z.string().trim().min(1).max(128),
        }),
        response: { 200: courseLessonContentSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getLessonContent(
        { ...ctx(), videoUrlTemplate: app.config.courseVideoUrlTemplate },
        requireUser(request),
        request.params.courseId,
        request.params.lessonId,
      ),
  );

  app.get(
    "/api/courses/course-status/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getCourseStatus",
        summary: "The caller's progress in a course: lessons done, percent, last lesson",
        tags: ["courses"],
        params: idParamsSchema,
        response: { 200: courseStatusSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getCourseStatus(ctx(), requireUser(request), request.params.id),
  );

  app.post(
    "/api/courses/course-status/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "recordCourseProgress",
        summary: "Mark a lesson done (completed: false marks it not done)",
        tags: ["courses"],
        params: idParamsSchema,
        body: courseProgressRequestSchema,
        response: { 200: courseStatusSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      recordLessonProgress(ctx(), requireUser(request), request.params.id, {
        lessonId: request.body.lesson_id,
        completed: request.body.completed,
      }),
  );
};
