import type * as React from "react";
import { AUTHORS_CSS } from "./authors-css.generated";

/**
 * The public author pages' segment: no client frame (decision 0147) and their own small stylesheet
 * rather than the site's (decision 0150), put inline (decision 0155): as a linked sheet its request
 * held the first paint back until the framework's scripts had arrived and run.
 */
export default function AuthorsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, compiled from authors.css at build time */}
      <style dangerouslySetInnerHTML={{ __html: AUTHORS_CSS }} />
      {children}
    </>
  );
}
