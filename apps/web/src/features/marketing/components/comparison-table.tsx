import { type PlanTier, planTiers } from "@inkforge/domain/shop/enums";
import Link from "next/link";
import { capabilities as allCapabilities, type Capability, capabilityHref } from "../plan-matrix";
import { toolFamilies } from "../tool-families";
import { AvailabilityCell } from "./availability-cell";
import styles from "./comparison-table.module.css";

type ComparisonTableProps = {
  plans?: readonly PlanTier[];
  capabilities?: readonly Capability[];
  caption: string;
};

/**
 * Capabilities (rows, grouped by tool family) against plans (columns), from the domain's feature
 * matrix with its five availability values. Row headers and column headers carry `scope`, family
 * rows span the table. One table at every width (issue 26): on phones its stylesheet lays each row
 * out as a card and each value shows its plan's name, which a table scrolled sideways would lose
 * (issue 8); a second rendering for phones had doubled the page's HTML.
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
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Capability</th>
            {plans.map((plan) => (
              <th key={plan} scope="col">
                {plan}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map(({ family, rows }) => (
          <tbody key={family.id}>
            <tr className={styles.family}>
              <th scope="colgroup" colSpan={plans.length + 1}>
                {family.name}
              </th>
            </tr>
            {rows.map((row) => {
              const href = capabilityHref(row);
              return (
                <tr key={row.id} className={styles.row} data-testid="comparison-row">
                  <th scope="row">
                    {href ? (
                      <Link href={href} className={styles.name}>
                        {row.name}
                      </Link>
                    ) : (
                      <span className={styles.name}>{row.name}</span>
                    )}
                    <span className={styles.description}>{row.description}</span>
                  </th>
                  {plans.map((plan) => (
                    <td key={plan}>
                      <span className={styles.plan}>{plan}</span>
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
