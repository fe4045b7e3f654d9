"use client";

import { useState } from "react";
import { useBookAccess } from "../use-book-access";
import { YourBooks } from "../your-books";
import { BuildPanel } from "./build-panel";

type BuildAreaProps<R extends object> = Omit<
  React.ComponentProps<typeof BuildPanel<R>>,
  "access" | "onBuilt"
> & {
  /** The feature-matrix row the page checks: the puzzle book maker's when not given. */
  capability?: string;
};

/** Build and download, and the member's books; loaded after the first paint with the preview. */
export function BuildArea<R extends object>({
  capability = "puzzle-book-maker",
  ...props
}: BuildAreaProps<R>) {
  const access = useBookAccess(capability);
  const [booksKey, setBooksKey] = useState(0);
  return (
    <>
      <section aria-labelledby="puzzle-build-title" className="grid gap-3">
        <h2 id="puzzle-build-title" className="text-lg font-semibold text-slate-900">
          Build the PDF
        </h2>
        <BuildPanel {...props} access={access} onBuilt={() => setBooksKey((key) => key + 1)} />
      </section>
      {access.status === "ready" || access.status === "failed" ? (
        <section aria-labelledby="puzzle-books-title" className="grid gap-3">
          <h2 id="puzzle-books-title" className="text-lg font-semibold text-slate-900">
            Your books
          </h2>
          <YourBooks refreshKey={booksKey} />
        </section>
      ) : null}
    </>
  );
}
