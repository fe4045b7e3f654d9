import { type PlanTier, planTiers } from "@inkforge/domain/shop/enums";
import Link from "next/link";
import { capabilities as allCapabilities, type Capability, capabilityHref } from "../plan-matrix";
import { toolFamilies } from "../tool-families";
import { AvailabilityCell } from "./availability-cell";

type ComparisonTableProps = {
  plans?: readonly PlanTier[];
  capabilities?: readonly Capability[];
  caption: string;
};

/**
 * Capabilities (rows, grouped by tool family) against plans (columns), from the domain's feature
 * matrix with its five availability values. Row headers and column headers carry `scope`, family
 * rows span the table, and the table scrolls sideways on phones.
 */
export function ComparisonTable({
  plans = planTiers,
  capabilities = allCapabilities,
  caption,
}: ComparisonTableProps) {
  const groups = toolFamilies
    .map((family) => ({ family, rows: capabilities.filter((c) => c.family === family.id) }))
    .filter((group) => group.rows.length > 0);

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[720px] border-collapse text-left text-sm">
        <caption className="px-4 py-3 text-left text-sm text-slate-700">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-2/5 px-4 py-3 font-semibold text-ink-900">
              Capability
            </th>
            {plans.map((plan) => (
              <th key={plan} scope="col" className="px-4 py-3 font-semibold text-ink-900">
                {plan}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map(({ family, rows }) => (
          <tbody key={family.id} className="border-t border-slate-200">
            <tr className="bg-ink-50">
              <th
                scope="colgroup"
                colSpan={plans.length + 1}
                className="px-4 py-2 text-xs font-semibold uppercase tracking-wide text-ink-800"
              >
                {family.name}
              </th>
            </tr>
            {rows.map((row) => {
              const href = capabilityHref(row);
              return (
                <tr key={row.id} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-4 py-3 font-normal">
                    {href ? (
                      <Link
                        href={href}
                        className="font-medium text-ink-800 underline-offset-2 hover:underline"
                      >
                        {row.name}
                      </Link>
                    ) : (
                      <span className="font-medium text-ink-800">{row.name}</span>
                    )}
                    <span className="mt-0.5 block text-slate-600">{row.description}</span>
                  </th>
                  {plans.map((plan) => (
                    <td key={plan} className="px-4 py-3">
                      <AvailabilityCell value={row.availability[plan]} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
