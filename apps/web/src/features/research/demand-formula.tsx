/*
 * The formulas of decision 0037, on the page so no score is a black box. Typed out here rather than
 * imported: the domain module carries zod, which this page does not otherwise load; a test checks
 * the weights below against the domain's constants.
 */

export const SHOWN_DEMAND_WEIGHTS = { position: 0.4, early: 0.35, breadth: 0.25 } as const;

export function DemandFormula() {
  const w = SHOWN_DEMAND_WEIGHTS;
  return (
    <section
      aria-labelledby="demand-formula-heading"
      data-testid="demand-formula"
      className="grid gap-2 text-sm text-slate-700"
    >
      <h2 id="demand-formula-heading" className="text-base font-semibold text-ink-900">
        How the scores are worked out
      </h2>
      <p>
        Amazon publishes no search volumes, but its search box suggests what shoppers type most.
        Each phrase's <strong>demand</strong> (0–100) comes from where and how early it surfaces
        across the expanded prefixes (the seed, the seed with each letter a–z, each letter with the
        seed, and question words):
      </p>
      <ul className="grid list-disc gap-1 pl-5">
        <li>
          <strong>Early</strong> = 1 − shortest prefix length ÷ phrase length: how much of the
          phrase Amazon predicts before it is typed.
        </li>
        <li>
          <strong>Position</strong> = (10 − best place) ÷ 10, first place counting as 0: Amazon
          lists at most 10 suggestions.
        </li>
        <li>
          <strong>Breadth</strong> = min(1, ln(1 + prefixes showing it) ÷ ln 11): ten prefixes or
          more is full breadth.
        </li>
      </ul>
      <p className="font-mono text-xs sm:text-sm">
        demand = round(100 × ({w.position} × position + {w.early} × early + {w.breadth} × breadth))
      </p>
      <p>
        <strong>Competition</strong> (0 open – 100 crowded) needs a product source: the number of
        results and the reviews and sales ranks of the top 10. Where it is measured, the{" "}
        <strong>score</strong> is √(demand × (100 − competition)), so a phrase needs both demand and
        room; where it is not, the table says “not measured” and shows no score rather than a guess.
        Demand ranks the phrases of one search against each other; it is not a number of searches.
      </p>
    </section>
  );
}
