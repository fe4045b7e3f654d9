import type { GuidelineFinding } from "@inkforge/domain/tools/guidelines-check/guidelines-check";

const SEVERITY_STYLE: Record<GuidelineFinding["severity"], string> = {
  error: "border-red-700 bg-red-50 text-red-900",
  warning: "border-amber-600 bg-amber-50 text-amber-900",
  info: "border-slate-400 bg-slate-50 text-slate-800",
};
const SEVERITY_LABEL = { error: "Rejection risk", warning: "Warning", info: "Tip" } as const;

/** The guidelines checker's findings, or a plain all-clear. */
export function FindingsList({ findings, clear }: { findings: GuidelineFinding[]; clear: string }) {
  if (findings.length === 0) {
    return (
      <p data-testid="creator-clear" className="text-sm font-medium text-green-800">
        {clear}
      </p>
    );
  }
  return (
    <ul className="grid gap-1.5">
      {findings.map((finding) => (
        <li
          key={`${finding.field}-${finding.rule}-${finding.start}`}
          data-testid="creator-finding"
          data-rule={finding.rule}
          className={`rounded-md border-l-4 px-3 py-1.5 text-sm ${SEVERITY_STYLE[finding.severity]}`}
        >
          <span className="font-semibold">{SEVERITY_LABEL[finding.severity]}:</span>{" "}
          {finding.message}
          {finding.text && finding.text.length <= 60 ? (
            <>
              {" "}
              <mark className="rounded bg-yellow-200 px-0.5 text-slate-900">{finding.text}</mark>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
