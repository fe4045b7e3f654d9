/*
 * The payout file (issue 15, decision 0057): approved commissions whose total per affiliate
 * reaches the threshold, one row per affiliate, written as CSV to pay from; the same file given
 * back marks exactly those commissions paid. Pure: the operator script does the I/O.
 */

export type PayableCommission = {
  id: string;
  affiliateId: number;
  username: string;
  payoutEmail: string | null;
  amountCents: number;
  currency: string;
};

export type PayoutRow = {
  affiliateId: number;
  username: string;
  payoutEmail: string;
  amountCents: number;
  currency: string;
  commissionIds: string[];
};

export type PayoutPlan = {
  rows: PayoutRow[];
  /** Affiliates left out, and why: under the threshold, or no payout email set. */
  skipped: {
    affiliateId: number;
    reason: "below-threshold" | "no-payout-email";
    amountCents: number;
  }[];
};

/** Groups approved commissions per affiliate and currency; pays a group at or above the threshold. */
export function planPayouts(
  commissions: readonly PayableCommission[],
  thresholdCents: number,
): PayoutPlan {
  const groups = new Map<string, PayableCommission[]>();
  for (const commission of commissions) {
    const key = `${commission.affiliateId}:${commission.currency}`;
    const group = groups.get(key);
    if (group) group.push(commission);
    else groups.set(key, [commission]);
  }
  const plan: PayoutPlan = { rows: [], skipped: [] };
  for (const group of groups.values()) {
    const first = group[0]!;
    const amountCents = group.reduce((sum, c) => sum + c.amountCents, 0);
    if (amountCents < thresholdCents) {
      plan.skipped.push({ affiliateId: first.affiliateId, reason: "below-threshold", amountCents });
      continue;
    }
    if (!first.payoutEmail) {
      plan.skipped.push({ affiliateId: first.affiliateId, reason: "no-payout-email", amountCents });
      continue;
    }
    plan.rows.push({
      affiliateId: first.affiliateId,
      username: first.username,
      payoutEmail: first.payoutEmail,
      amountCents,
      currency: first.currency,
      commissionIds: group.map((c) => c.id).sort(),
    });
  }
  plan.rows.sort((a, b) => a.affiliateId - b.affiliateId || a.currency.localeCompare(b.currency));
  return plan;
}

export const PAYOUT_CSV_HEADER = [
  "affiliate_id",
  "username",
  "payout_email",
  "amount",
  "currency",
  "commission_ids",
] as const;

export function csvCell(value: string): string {
  // A leading = + - @ would run as a formula in a spreadsheet: quote it with a tick.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function formatAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

export function payoutCsv(rows: readonly PayoutRow[]): string {
  const lines = [PAYOUT_CSV_HEADER.join(",")];
  for (const row of rows) {
    lines.push(
      [
        String(row.affiliateId),
        row.username,
        row.payoutEmail,
        formatAmount(row.amountCents),
        row.currency,
        row.commissionIds.join(";"),
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Splits one CSV line, honouring double quotes. */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ParsedPayoutFile =
  | { ok: true; rows: { affiliateId: number; amountCents: number; commissionIds: string[] }[] }
  | { ok: false; error: string };

/** Reads a payout file back; any malformed row rejects the whole file, naming the line. */
export function parsePayoutCsv(text: string): ParsedPayoutFile {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (lines[0]?.trim() !== PAYOUT_CSV_HEADER.join(",")) {
    return { ok: false, error: `line 1: expected the header ${PAYOUT_CSV_HEADER.join(",")}` };
  }
  const rows: { affiliateId: number; amountCents: number; commissionIds: string[] }[] = [];
  for (let i = 1; i < lines.length; i++) {
    const cells = splitCsvLine(lines[i]!);
    const where = `line ${i + 1}`;
    if (cells.length !== PAYOUT_CSV_HEADER.length) {
      return { ok: false, error: `${where}: expected ${PAYOUT_CSV_HEADER.length} columns` };
    }
    const affiliateId = Number(cells[0]);
    if (!Number.isSafeInteger(affiliateId) || affiliateId <= 0) {
      return { ok: false, error: `${where}: affiliate_id is not an id` };
    }
    const amount = /^(\d+)\.(\d{2})$/.exec(cells[3]!);
    if (!amount) return { ok: false, error: `${where}: amount must look like 12.34` };
    const ids = cells[5]!.split(";").filter(Boolean);
    if (ids.length === 0 || !ids.every((id) => uuidPattern.test(id))) {
      return { ok: false, error: `${where}: commission_ids must be ids separated by ;` };
    }
    rows.push({
      affiliateId,
      amountCents: Number(amount[1]) * 100 + Number(amount[2]),
      commissionIds: ids,
    });
  }
  return { ok: true, rows };
}
