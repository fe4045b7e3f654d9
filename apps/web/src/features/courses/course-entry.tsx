"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { useOwnsFeature } from "@/features/shop/membership-store";

/**
 * On a course's sales page: owners are offered the course itself (it resumes where they
 * stopped); everyone else keeps the page's offer. Signed out, it renders nothing.
 */
export function CourseEntry({ featureId, courseId }: { featureId: string; courseId: string }) {
  const owns = useOwnsFeature(featureId);
  if (!owns) return null;
  return (
    <Link
      href={`/courses/${encodeURIComponent(courseId)}`}
      className={buttonVariants({ size: "lg" })}
      data-testid="resume-course"
    >
      Resume the course
    </Link>
  );
}
