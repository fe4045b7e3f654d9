import type {
  PreflightProblem,
  PreflightResult,
  ProblemArea,
} from "@inkforge/domain/book-project/preflight";

const AREA_LABELS: Record<ProblemArea, string> = {
  "print-specs": "Print specs",
  cover: "Cover",
  interior: "Interior",
  pricing: "Pricing",
  royalty: "Royalty",
  listing: "Listing",
  keywords: "Keywords",
  limits: "Character limits",
  trademark: "Trademarks",
};

const SEVERITY = {
  error: { label: "Must fix", className: "border-red-700 bg-red-50 text-red-950" },
  warning: { label: "Should fix", className: "border-amber-600 bg-amber-50 text-amber-950" },
  info: { label: "Note", className: "border-slate-300 bg-slate-50 text-slate-800" },
} as const;

function ProblemItem({ problem }: { problem: PreflightProblem }) {
  const severity = SEVERITY[problem.severity];
  return (
    <li
      data-testid="preflight-problem"
      data-problem={problem.id}
      data-severity={problem.severity}
      className={`grid gap-1 rounded-md border-l-4 px-3 py-2 text-sm ${severity.className}`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs font-semibold uppercase tracking-wide">
        <span>{severity.label}</span>
        <span aria-hidden>·</span>
        <span>{AREA_LABELS[problem.area]}</span>
      </p>
      <p className="font-medium">{problem.message}</p>
      {problem.fix ? <p>How to fix: {problem.fix}</p> : null}
    </li>
  );
}

/** One list of what is wrong, errors first, each with how to fix it. */
export function PreflightProblems({ result }: { result: PreflightResult }) {
  const { errors, warnings, infos } = result.summary;
  const status =
    errors + warnings === 0
      ? "Ready for KDP: nothing to fix"
      : [
          errors > 0 ? `${errors} to fix before publishing` : null,
          warnings > 0 ? `${warnings} to review` : null,
        ]
          .filter(Boolean)
          .join(", ");
  return (
    <section aria-labelledby="preflight-problems-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="preflight-problems-title" className="text-lg font-semibold text-slate-900">
          Pre-flight check
        </h2>
        <p
          data-testid="preflight-status"
          aria-live="polite"
          className={`text-sm font-semibold ${errors > 0 ? "text-red-800" : warnings > 0 ? "text-amber-800" : "text-emerald-800"}`}
        >
          {status}
          {infos > 0 ? ` · ${infos} ${infos === 1 ? "note" : "notes"}` : ""}
        </p>
      </div>
      <ul className="grid gap-2">
        {result.problems.map((problem) => (
          <ProblemItem key={problem.id} problem={problem} />
        ))}
      </ul>
    </section>
  );
}
