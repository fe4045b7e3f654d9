import type * as React from "react";
import { AppChrome } from "../_shell/app-chrome";

/** Dashboard pages have no site header (spec §2.2); they keep their own compact chrome. */
export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <AppChrome>
      <div className="min-h-screen bg-slate-50">
        <main
          id="main"
          className="mx-auto w-full max-w-[1300px] px-4 py-8 sm:px-6"
          data-testid="dashboard-body"
        >
          {children}
        </main>
      </div>
    </AppChrome>
  );
}
