import type { Metadata } from "next";
import Link from "next/link";
import { ToolLoginGate } from "@/features/auth/tool-login-gate";
import { PreflightPage } from "@/features/book-project/preflight-page";

type Props = { params: Promise<{ projectId: string }> };

// A private workspace: one author's project, never a page for search engines.
export const metadata: Metadata = {
  title: "Book project pre-flight",
  robots: { index: false, follow: false },
};

export default async function Page({ params }: Props) {
  const { projectId } = await params;
  return (
    <>
      <nav aria-label="Breadcrumb" className="pt-6 text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href="/tools" className="hover:underline">
              Tools
            </Link>
            <span aria-hidden> / </span>
          </li>
          <li>
            <Link href="/book-planner" className="hover:underline">
              Book Planner
            </Link>
            <span aria-hidden> / </span>
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            Project
          </li>
        </ol>
      </nav>
      <header className="grid gap-2 pt-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          Book project pre-flight
        </h1>
        <p className="max-w-3xl text-slate-700">
          Every change re-checks the whole book: the cover wrap and spine, the price floor and
          royalty in each marketplace, and the listing against KDP&apos;s guidelines and limits.
        </p>
      </header>
      <div className="py-8">
        <ToolLoginGate toolName="Book project">
          <PreflightPage projectId={projectId} />
        </ToolLoginGate>
      </div>
    </>
  );
}
