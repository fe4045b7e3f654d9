import type { Metadata } from "next";
import type * as React from "react";
import { AdminShell } from "@/features/admin/admin-shell";
import { AppChrome } from "../../_shell/app-chrome";

// The console is for the people who run the site: never indexed, never linked, not in the
// sitemap; the API decides who may use it (decision 0103).
export const metadata: Metadata = {
  title: { absolute: "Console" },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <AppChrome>
      <AdminShell>{children}</AdminShell>
    </AppChrome>
  );
}
