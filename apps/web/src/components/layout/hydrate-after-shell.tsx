import { Activity, type ReactNode } from "react";

/**
 * Server-rendered content whose hydration waits until the rest of the page has hydrated and
 * committed. React hydrates an `<Activity>` boundary in a pass of its own, so a large form's
 * hydration (and react-hook-form's synchronous re-render on mount) is not part of the page's
 * hydration commit. Unlike `<Suspense>`, the server never streams the content after a fallback.
 * No "use client": from a server component the boundary travels in the RSC payload as React's own
 * element type, so it adds no module to the page's first load.
 */
export function HydrateAfterShell({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
