import Link from "next/link";
import { redirect } from "next/navigation";
import { requireSession } from "@/features/auth/require-session";
import { BlogBody } from "@/features/blog/blog-body";
import {
  chooseLesson,
  readCourseStatus,
  readLesson,
  readMyCourses,
} from "@/features/courses/course-api";
import { LessonControls } from "@/features/courses/lesson-controls";
import { loginPath } from "@/lib/auth/redirects";

export const metadata = { title: "Course", robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ courseId: string }>;
  searchParams: Promise<{ lesson?: string | string[] }>;
};

/**
 * The course player: one lesson at a time with the course's outline beside it, resuming where
 * the reader stopped. Only owners get here; anyone else is sent to the course's sales page.
 */
export default async function CoursePage({ params, searchParams }: Props) {
  const { courseId } = await params;
  const { lesson: asked } = await searchParams;
  const path = `/courses/${encodeURIComponent(courseId)}`;
  const session = await requireSession(path);
  const [courses, status] = await Promise.all([
    readMyCourses(session.apiToken),
    readCourseStatus(session.apiToken, courseId),
  ]);
  if (!status.ok && status.status === 401)
    redirect(loginPath({ next: path, error: "SessionExpired" }));
  const course = courses.ok ? courses.data.find((item) => item._id === courseId) : undefined;
  if (!course || !status.ok)
    redirect(courseId === "kdp-basics" ? "/free-resources" : "/masterclass#access");
  const lessonId = chooseLesson(course, status.data, typeof asked === "string" ? asked : undefined);
  const lesson = await readLesson(session.apiToken, courseId, lessonId);
  if (!lesson.ok) throw new Error("The lesson could not be loaded");
  const done = new Set(status.data.completed_lessons);
  const current = lesson.data;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <nav aria-label="Course outline" className="order-2 lg:order-1">
        <p className="font-semibold text-ink-900">{course.title}</p>
        <div className="mt-2 grid gap-1">
          <progress
            className="h-2 w-full"
            max={100}
            value={status.data.percent_complete}
            aria-label={`${course.title} progress`}
          />
          <span className="text-sm text-slate-700" data-testid="course-percent">
            {status.data.percent_complete}% complete
          </span>
        </div>
        <ol className="mt-4 grid gap-4">
          {course.modules.map((module) => (
            <li key={module._id}>
              <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                {module.title}
              </p>
              <ol className="mt-1 grid gap-1">
                {module.lessons.map((item) => (
                  <li key={item._id}>
                    <Link
                      href={`${path}?lesson=${encodeURIComponent(item._id)}`}
                      aria-current={item._id === current._id ? "page" : undefined}
                      className={`flex gap-2 rounded px-2 py-1 text-sm ${
                        item._id === current._id
                          ? "bg-ember-100 font-semibold text-ink-900"
                          : "text-slate-700 hover:bg-slate-100"
                      }`}
                    >
                      <span aria-hidden="true">{done.has(item._id) ? "✓" : "○"}</span>
                      <span>{item.title}</span>
                      {done.has(item._id) ? <span className="sr-only">(completed)</span> : null}
                    </Link>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </nav>
      <article className="order-1 grid content-start gap-6 lg:order-2">
        <header className="grid gap-1">
          <p className="text-sm font-semibold text-ember-700">
            {current.module_title} · Lesson {current.position} of {current.lesson_count} ·{" "}
            {current.reading_minutes} min
          </p>
          <h1 className="text-3xl font-bold text-ink-900">{current.title}</h1>
        </header>
        {current.video_url ? (
          // biome-ignore lint/a11y/useMediaCaption: the lesson text below carries the same content
          <video
            controls
            preload="metadata"
            src={current.video_url}
            className="w-full rounded-lg bg-black"
          />
        ) : null}
        <BlogBody body={current.body} />
        <LessonControls
          courseId={courseId}
          lessonId={current._id}
          previousId={current.previous_lesson_id}
          nextId={current.next_lesson_id}
          completed={done.has(current._id)}
        />
      </article>
    </div>
  );
}
