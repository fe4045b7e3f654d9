import type * as React from "react";
import "./authors.css";

/**
 * The public author pages' segment: no client frame (decision 0147) and their own small stylesheet
 * rather than the site's (decision 0150).
 */
export default function AuthorsLayout({ children }: { children: React.ReactNode }) {
  return children;
}
