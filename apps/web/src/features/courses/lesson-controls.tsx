"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useHydrated } from "@/lib/auth/use-hydrated";

const lessonHref = (courseId: string, lessonId: string) =>
  `/courses/${encodeURIComponent(courseId)}?lesson=${encodeURIComponent(lessonId)}`;

/**
 * Previous / next and "mark complete" for a lesson, with keyboard shortcuts: ← and → move, M
 * marks the lesson complete and opens the next one (not while typing in a field).
 */
export function LessonControls({
  courseId,
  lessonId,
  previousId,
  nextId,
  completed,
}: {
  courseId: string;
  lessonId: string;
  previousId: string | null;
  nextId: string | null;
  completed: boolean;
}) {
  const router = useRouter();
  const call = useAccountApi();
  const [saving, setSaving] = useState(false);
  // A click before hydration would do nothing: the buttons wait for React (as the auth forms do).
  const hydrated = useHydrated();

  const setDone = useCallback(
    async (done: boolean) => {
      setSaving(true);
      const result = await call(
        "POST",
        `/api/courses/course-status/${encodeURIComponent(courseId)}`,
        {
          body: { lesson_id: lessonId, completed: done },
        },
      );
      setSaving(false);
      if (!result.ok) {
        toast({ variant: "error", title: "Progress not saved", description: result.message });
        return;
      }
      if (done && nextId) router.push(lessonHref(courseId, nextId));
      else router.refresh();
    },
    [call, courseId, lessonId, nextId, router],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)))
        return;
      if (event.key === "ArrowLeft" && previousId) router.push(lessonHref(courseId, previousId));
      else if (event.key === "ArrowRight" && nextId) router.push(lessonHref(courseId, nextId));
      else if (event.key.toLowerCase() === "m" && !completed && !saving) void setDone(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [completed, courseId, nextId, previousId, router, saving, setDone]);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {previousId ? (
          <Link
            href={lessonHref(courseId, previousId)}
            className={buttonVariants({ variant: "outline" })}
          >
            ← Previous
          </Link>
        ) : null}
        {completed ? (
          <button
            type="button"
            disabled={saving || !hydrated}
            onClick={() => void setDone(false)}
            className={buttonVariants({ variant: "ghost" })}
          >
            Completed ✓ (mark as not done)
          </button>
        ) : (
          <button
            type="button"
            disabled={saving || !hydrated}
            onClick={() => void setDone(true)}
            className={buttonVariants({ variant: "primary" })}
          >
            {nextId ? "Mark complete and continue" : "Mark complete"}
          </button>
        )}
        {nextId ? (
          <Link
            href={lessonHref(courseId, nextId)}
            className={buttonVariants({ variant: "outline" })}
          >
            Next →
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        Keyboard: <kbd>←</kbd> previous, <kbd>→</kbd> next, <kbd>M</kbd> mark complete.
      </p>
    </div>
  );
}
