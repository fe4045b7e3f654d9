import { type PlanTier, planTiers } from "@inkforge/domain/shop/enums";
import Link from "next/link";
import { AvailabilityCell } from "@/features/marketing/components/availability-cell";
import {
  capabilities as allCapabilities,
  type Capability,
  capabilityHref,
} from "@/features/marketing/plan-matrix";
import { toolFamilies } from "@/features/marketing/tool-families";

/**
 * The plan comparison for phones (issue 8): a wide table scrolled sideways loses the plan names
 * at 390 px, so each capability is a card whose every value sits under its plan's name. Wider
 * screens get the table; both come from the same feature matrix.
 */
export function ComparisonCards({
  plans = planTiers,
  capabilities = allCapabilities,
}: {
  plans?: readonly PlanTier[];
  capabilities?: readonly Capability[];
}) {
  const groups = toolFamilies
    .map((family) => ({ family, rows: capabilities.filter((c) => c.family === family.id) }))
    .filter((group) => group.rows.length > 0);
  return (
    <div className="grid gap-6" data-testid="comparison-cards">
      {groups.map(({ family, rows }) => (
        <section key={family.id} aria-labelledby={`compare-${family.id}`}>
          <h3
            id={`compare-${family.id}`}
            className="text-xs font-semibold uppercase tracking-wide text-ink-800"
          >
            {family.name}
          </h3>
          <ul className="mt-2 grid gap-3">
            {rows.map((row) => {
              const href = capabilityHref(row);
              return (
                <li
                  key={row.id}
                  className="rounded-xl border border-slate-200 bg-white p-4"
                  data-testid="comparison-card"
                >
                  <p className="font-medium text-ink-800">
                    {href ? (
                      <Link href={href} className="underline-offset-2 hover:underline">
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600">{row.description}</p>
                  <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 min-[360px]:grid-cols-3">
                    {plans.map((plan) => (
                      <div key={plan}>
                        <dt className="text-xs font-semibold text-slate-700">{plan}</dt>
                        <dd>
                          <AvailabilityCell value={row.availability[plan]} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
