import type * as React from "react";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto w-full max-w-[1300px] px-4 sm:px-6">{children}</main>;
}
