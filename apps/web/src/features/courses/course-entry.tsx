"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { useOwnsFeature } from "@/lib/membership/membership-store";

/**
 * On a course's sales page: owners are offered the course itself (it resumes where they
 * stopped) instead of the offer to buy it (issue 24: both stood side by side); everyone else,
 * and the server's HTML, keeps the page's offer.
 */
export function CourseEntry({
  featureId,
  courseId,
  buy,
}: {
  featureId: string;
  courseId: string;
  /** The offer a visitor who does not own the course sees in this place. */
  buy?: { label: string; href: string };
}) {
  const owns = useOwnsFeature(featureId);
  if (!owns) {
    return buy ? (
      <Link href={buy.href} className={buttonVariants({ size: "lg" })} data-testid="buy-course">
        {buy.label}
      </Link>
    ) : null;
  }
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
